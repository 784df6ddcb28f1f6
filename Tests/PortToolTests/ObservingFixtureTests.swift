import Foundation
import Testing
import UIKitTestSupport

/// Key-value observing in a ported app: a model's `@objc dynamic var count` observed with `observe(\.count)`
/// (`.initial`, `.old`, `.new`) drives a label and a swatch; buttons change only the model, by assignment and by
/// `setValue(_:forKey:)` (also of a computed `@objc dynamic` property in an extension); `value(forKey:)` reads them
/// back; `.prior` and `invalidate()` on a second observation. The model is a subclass, observed through its own key
/// paths.
@Suite(.serialized) struct ObservingFixtureTests {
    @Test func observersFollowTheModelAndKeyValueCodingReachesIt() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp(try #require(try FixtureBuild.executables.get()["Observing"]), display: server.display)
        try #require(app.waitForLine(prefix: "observing ready") != nil, "\(app.lines) \(app.standardError)")
        #expect(app.lines.contains("observed count=0 old=nil"), "initial: \(app.lines)")
        #expect(app.lines.contains("valueForKey step=1"), "a plain @objc property by key: \(app.lines)")
        // The swatch shows an even count in red (systemRed), drawn by the initial notification.
        #expect(try FixturePixels.wait(server.display, 150, 210, (0xFF, 0x3B, 0x30), name: "observing-0"))
        let input = try XTestInput(display: server.display)

        let before = try Screenshot.capture(display: server.display)
        var mark = app.lines.count
        input.click(at: 80, 125)
        #expect(app.waitForLine(after: mark, prefix: "valueForKey count=1 doubled=2") != nil, "\(app.lines) \(app.standardError)")
        #expect(app.lines[mark...].contains("observed count=1 old=0"), "\(app.lines)")
        #expect(app.lines[mark...].contains("logged count=1"), "a plain NSObject observer's observeValue: \(app.lines)")
        #expect(try FixturePixels.wait(server.display, 150, 210, (0x34, 0xC7, 0x59), name: "observing-1"))
        // The label the handler sets is redrawn ("0" becomes "1").
        let after = try Screenshot.capture(display: server.display)
        #expect((20..<50).contains { x in (45..<75).contains { y in !after.matches(x, y, before.rgb(x, y), tolerance: 0) } })

        mark = app.lines.count
        input.click(at: 80, 125)
        #expect(app.waitForLine(after: mark, prefix: "valueForKey count=2 doubled=4") != nil, "\(app.lines) \(app.standardError)")
        let afterSecond = Array(app.lines[mark...])
        #expect(afterSecond.contains("observed count=2 old=1"), "\(afterSecond)")
        // `.prior` then the change; nothing once the observation is invalidated (the property's own didSet still runs).
        #expect(afterSecond.filter { $0.hasPrefix("observed title") }
                == ["observed title prior=true new=nil", "observed title prior=false new=two"], "\(afterSecond)")
        #expect(afterSecond.contains("title set after invalidate"), "\(afterSecond)")

        mark = app.lines.count
        input.click(at: 220, 125)
        #expect(app.waitForLine(after: mark, prefix: "reset count=0") != nil, "\(app.lines) \(app.standardError)")
        let afterReset = Array(app.lines[mark...])
        #expect(afterReset.filter { $0.hasPrefix("observed count") } == ["observed count=1 old=2", "observed count=0 old=1"],
                "setValue(_:forKey:) of doubled, then of count: \(afterReset)")
        #expect(try FixturePixels.wait(server.display, 150, 210, (0xFF, 0x3B, 0x30), name: "observing-reset"))
        #expect(!app.standardError.contains("UIKit:"), "\(app.standardError)")
    }
}
