import Foundation
import Testing
import UIKitTestSupport

/// Fixture Xcode projects ported, built and run on Xvfb, driven with XTest: a tapped button's action ran, outlets
/// were connected, and the screen shows what the storyboard and the asset catalog say.
@Suite(.serialized) struct FixtureAppTests {
    private func launch(_ module: String, on server: XServer) throws -> LaunchedApp {
        let executables = try FixtureBuild.executables.get()
        let path = try #require(executables[module])
        return try LaunchedApp(path, display: server.display)
    }

    @Test func counterConnectsOutletsAndRunsStoryboardAndCodeActions() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try launch("Counter", on: server)
        try #require(app.waitForLine(prefix: "viewDidLoad") != nil, "\(app.lines) \(app.standardError)")
        #expect(app.lines.contains("viewDidLoad label=true swatches=2"), "\(app.lines)")
        #expect(app.waitForLine(prefix: "scene connected window=true") != nil, "\(app.lines)")
        // The asset catalog's Panel colour (light appearance) behind the storyboard's views.
        #expect(try FixturePixels.wait(server.display, 350, 500, (0x33, 0x99, 0x66), name: "counter"))
        let input = try XTestInput(display: server.display)
        let before = try Screenshot.capture(display: server.display)
        var mark = app.lines.count
        input.click(at: 120, 230)
        #expect(app.waitForLine(after: mark, prefix: "increment 1 sender=true") != nil, "\(app.lines) \(app.standardError)")
        // The label outlet is redrawn with the new count ("0" becomes "1"); the picture is the one in the docs.
        let (labelChanged, after) = try FixturePixels.waitForChange(server.display, from: before, x: 100..<140, y: 40..<80)
        #expect(labelChanged)
        try after.writePNG(to: NSTemporaryDirectory() + "port-fixture-counter-1.png")
        mark = app.lines.count
        input.click(at: 120, 330)
        #expect(app.waitForLine(after: mark, prefix: "reset") != nil, "\(app.lines) \(app.standardError)")
        #expect(!app.standardError.contains("UIKit:"), "\(app.standardError)")
    }
}

/// The pre-scene template in Swift 6 mode: every selector form dispatches through the generated selector table
/// (gesture recognizer, control target and nil target, bar button item, key command, timer with its userInfo,
/// notification, perform(_:with:), responds(to:), UIApplication.sendAction).
@Suite(.serialized) struct SelectorsFixtureTests {
    @Test func everySelectorFormReachesItsMethod() throws {
        let server = try XServer()
        defer { server.stop() }
        let executables = try FixtureBuild.executables.get()
        let app = try LaunchedApp(try #require(executables["Selectors"]), display: server.display)
        try #require(app.waitForLine(prefix: "becameFirstResponder") != nil, "\(app.lines) \(app.standardError)")
        #expect(app.lines.contains("launched window=true"), "\(app.lines)")
        #expect(app.lines.contains("responds tap=true missing=false"), "\(app.lines)")
        #expect(app.lines.contains("performed hello"), "\(app.lines)")
        #expect(app.lines.contains("becameFirstResponder=true"), "\(app.lines)")
        // UIApplication.sendAction to nil: the first responder (the controller) has the action.
        #expect(app.waitForLine(prefix: "sendAction sent=true") != nil, "\(app.lines)")
        #expect(app.lines.contains("explicitlySent from=true"), "\(app.lines)")
        #expect(app.waitForLine(prefix: "tick userInfo=ping") != nil, "timer and its userInfo: \(app.lines)")
        #expect(app.waitForLine(prefix: "notification FixturePing") != nil, "notification: \(app.lines)")

        let input = try XTestInput(display: server.display)
        var mark = app.lines.count
        input.click(at: 120, 160)
        #expect(app.waitForLine(after: mark, prefix: "tap state=true") != nil, "gesture: \(app.lines)")
        mark = app.lines.count
        input.click(at: 120, 330)
        #expect(app.waitForLine(after: mark, prefix: "chain sender=true") != nil, "nil target: \(app.lines)")
        // The toolbar's UIBarButtonItem(title:style:target:action:), made in code.
        mark = app.lines.count
        input.click(at: 40, 422)
        #expect(app.waitForLine(after: mark, prefix: "share title=Share") != nil, "bar button item: \(app.lines)")
        mark = app.lines.count
        let control: UInt = 0xffe3, letterR: UInt = 0x72
        input.key(control, press: true)
        input.key(letterR, press: true)
        input.key(letterR, press: false)
        input.key(control, press: false)
        input.sync()
        #expect(app.waitForLine(after: mark, prefix: "keyCommand refresh") != nil, "key command: \(app.lines)")
        #expect(!app.standardError.contains("UIKit:"), "\(app.standardError)")
    }
}

/// Two storyboard scenes: a presentation segue, an unwind segue to an @IBAction, an image set, a dark colour set,
/// a #keyPath animation and layer classes with iOS's initializers.
@Suite(.serialized) struct UnwindFixtureTests {
    @Test func presentsUnwindsAndShowsTheAssetCatalog() throws {
        let server = try XServer()
        defer { server.stop() }
        let executables = try FixtureBuild.executables.get()
        let app = try LaunchedApp(try #require(executables["Unwind"]), display: server.display)
        try #require(app.waitForLine(prefix: "keyPath") != nil, "\(app.lines) \(app.standardError)")
        #expect(app.lines.contains("keyPath opacity logo=true star=20.0"), "\(app.lines)")
        // Layer classes written the iOS way (`override init()`, `override init(layer:)`, `init(text:)`): made from
        // `layerClass` and copied, with their own initializers' values.
        #expect(app.lines.contains("layers ring=6.0 copy=6.0 badge=Hi"), "\(app.lines)")
        // Star.imageset's SVG, rendered to PNGs by the port.
        #expect(try FixturePixels.wait(server.display, 310, 110, (255, 0, 0), name: "unwind-svg"))
        // Logo.imageset's 1x picture (a blue square) in the image view.
        #expect(try FixturePixels.wait(server.display, 260, 110, (0, 0, 255), name: "unwind-logo"))
        let input = try XTestInput(display: server.display)
        var mark = app.lines.count
        input.click(at: 120, 130)
        #expect(app.waitForLine(after: mark, prefix: "second appeared") != nil, "\(app.lines) \(app.standardError)")
        // Backdrop.colorset's dark appearance, as the presented controller overrides its style to dark.
        // The sheet covers the window's top edge last, as its slide up ends; touches wait for the end of the
        // transition, as on iOS.
        #expect(try FixturePixels.wait(server.display, 350, 1, (51, 51, 102), name: "unwind-dark"))
        Thread.sleep(forTimeInterval: 0.3)
        mark = app.lines.count
        input.click(at: 120, 230)
        #expect(app.waitForLine(after: mark, prefix: "unwound from SecondViewController") != nil, "\(app.lines) \(app.standardError)")
        #expect(try FixturePixels.wait(server.display, 30, 110, (255, 128, 0), name: "unwind-back"))
        #expect(!app.standardError.contains("UIKit:"), "\(app.standardError)")
    }
}

/// Xcode 16's folder-synchronized project (Swift 6): sources in subfolders, an action declared in an extension in
/// another file, a private outlet, a localized string, and an Objective-C file reported and left out.
@Suite(.serialized) struct FoldersFixtureTests {
    @Test func aSynchronizedFolderProjectRunsWithItsLocalizedStringAndExtensionAction() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp(try #require(try FixtureBuild.executables.get()["Folders"]), display: server.display)
        try #require(app.waitForLine(prefix: "greeting") != nil, "\(app.lines) \(app.standardError)")
        #expect(app.lines.contains("greeting Hello from a folder"), "\(app.lines)")
        #expect(try FixturePixels.wait(server.display, 350, 500, (0x33, 0x99, 0x66), name: "folders"))
        let input = try XTestInput(display: server.display)
        let mark = app.lines.count
        input.click(at: 30, 210)
        #expect(app.waitForLine(after: mark, prefix: "wave 1") != nil, "\(app.lines) \(app.standardError)")
        #expect(!app.standardError.contains("UIKit:"), "\(app.standardError)")
    }
}

/// No storyboard: a controller's nib with File's Owner outlets, a custom view class with its own outlet, an action
/// to File's Owner and one to First Responder that travels up the responder chain.
@Suite(.serialized) struct NibsFixtureTests {
    @Test func aNibConnectsItsOwnerAndCustomViewAndSendsBothActions() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp(try #require(try FixtureBuild.executables.get()["Nibs"]), display: server.display)
        try #require(app.waitForLine(prefix: "root loaded") != nil, "\(app.lines) \(app.standardError)")
        #expect(app.lines.contains("badge awake caption=true"), "\(app.lines)")
        #expect(app.lines.contains("root loaded badge=true caption=Badge"), "\(app.lines)")
        #expect(try FixturePixels.wait(server.display, 340, 150, (204, 0, 0), name: "nibs-badge"))
        let input = try XTestInput(display: server.display)
        var mark = app.lines.count
        input.click(at: 30, 110)
        #expect(app.waitForLine(after: mark, prefix: "badgeTapped") != nil, "\(app.lines) \(app.standardError)")
        mark = app.lines.count
        input.click(at: 30, 210)
        #expect(app.waitForLine(after: mark, prefix: "chain reached RootViewController") != nil, "\(app.lines) \(app.standardError)")
        #expect(!app.standardError.contains("UIKit:"), "\(app.standardError)")
    }
}

/// A storyboard controller named by @objc(FruitScreen) whose outlet and action are declared on a generic superclass;
/// a nested class receives a timer's selector; a `#if targetEnvironment(simulator)` branch is left out.
@Suite(.serialized) struct GenericsFixtureTests {
    @Test func aGenericBaseControllersOutletAndActionWorkThroughItsSubclass() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp(try #require(try FixtureBuild.executables.get()["Generics"]), display: server.display)
        try #require(app.waitForLine(prefix: "fruit loaded") != nil, "\(app.lines) \(app.standardError)")
        #expect(app.lines.contains("fruit loaded title=true"), "\(app.lines)")
        #expect(app.waitForLine(prefix: "ticker fired") != nil, "\(app.lines)")
        #expect(try FixturePixels.wait(server.display, 350, 500, (153, 51, 153), name: "generics"))
        let input = try XTestInput(display: server.display)
        let mark = app.lines.count
        input.click(at: 30, 210)
        #expect(app.waitForLine(after: mark, prefix: "reload 3 on FruitController") != nil, "\(app.lines) \(app.standardError)")
        #expect(!app.standardError.contains("UIKit:"), "\(app.standardError)")
    }
}

/// A presentation segue shows the detail (prepare(for:sender:) hands it its item), the detail's outlet shows it,
/// and its action dismisses it.
@Suite(.serialized) struct SeguesFixtureTests {
    @Test func aSeguePreparesThePresentedDetailAndItsActionDismissesIt() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp(try #require(try FixtureBuild.executables.get()["Segues"]), display: server.display)
        try #require(app.waitForLine(prefix: "items loaded") != nil, "\(app.lines) \(app.standardError)")
        #expect(app.lines.contains("items loaded segue=true"), "\(app.lines)")
        #expect(try FixturePixels.wait(server.display, 30, 310, (0, 128, 128), name: "segues-items"))
        let input = try XTestInput(display: server.display)
        var mark = app.lines.count
        input.click(at: 30, 310)
        #expect(app.waitForLine(after: mark, prefix: "detail Apples presented=true") != nil, "\(app.lines) \(app.standardError)")
        #expect(try FixturePixels.wait(server.display, 30, 410, (128, 0, 0), name: "segues-detail"))
        mark = app.lines.count
        input.click(at: 30, 410)
        #expect(app.waitForLine(after: mark, prefix: "dismissed") != nil, "\(app.lines) \(app.standardError)")
        #expect(try FixturePixels.wait(server.display, 30, 310, (0, 128, 128), name: "segues-back"))
    }
}

/// A Swift 4.2 project: a main.swift calling UIApplicationMain with its application and delegate classes by name, no
/// scenes, an outlet collection, and an @objcMembers class as the target of a button's selector; `#if swift(>=5)` is
/// false, as the compiler has it in that language mode.
@Suite(.serialized) struct LegacyFixtureTests {
    @Test func aSwift4ProjectWithObjcMembersRuns() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp(try #require(try FixtureBuild.executables.get()["Legacy"]), display: server.display)
        try #require(app.waitForLine(prefix: "legacy loaded") != nil, "\(app.lines) \(app.standardError)")
        #expect(app.lines.contains("legacy loaded stripes=1 swift4=true"), "\(app.lines)")
        #expect(app.lines.contains("application LegacyApplication"), "the principal class main.swift names: \(app.lines)")
        let input = try XTestInput(display: server.display)
        let mark = app.lines.count
        input.click(at: 30, 310)
        #expect(app.waitForLine(after: mark, prefix: "chime rang") != nil, "\(app.lines) \(app.standardError)")
        #expect(!app.standardError.contains("UIKit:"), "\(app.standardError)")
    }
}

/// A scene whose window is made in code, a UIApplication subclass named by NSPrincipalClass that watches every event,
/// and a view loaded with `Bundle.main.loadNibNamed` (Bundle.main is the app's bundle, as on iOS) whose xib connects
/// its own outlets and sends its button's private action to itself.
@Suite(.serialized) struct CardsFixtureTests {
    @Test func aViewFromItsOwnXibConnectsOutletsAndRunsItsPrivateAction() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp(try #require(try FixtureBuild.executables.get()["Cards"]), display: server.display)
        try #require(app.waitForLine(prefix: "card loaded") != nil, "\(app.lines) \(app.standardError)")
        #expect(app.lines.contains("card loaded title=Ace of Spades"), "\(app.lines)")
        // Info.plist's NSPrincipalClass is the application object's class.
        #expect(app.lines.contains("application CardsApplication"), "\(app.lines)")
        #expect(try FixturePixels.wait(server.display, 250, 200, (102, 0, 0), name: "cards-front"))
        let input = try XTestInput(display: server.display)
        let mark = app.lines.count
        input.click(at: 40, 200)
        #expect(app.waitForLine(after: mark, prefix: "flipped true sender=true") != nil, "\(app.lines) \(app.standardError)")
        #expect(app.lines[mark...].contains("application saw touches"), "its sendEvent(_:) override: \(app.lines)")
        #expect(try FixturePixels.wait(server.display, 250, 200, (0, 102, 0), name: "cards-back"))
        #expect(!app.standardError.contains("UIKit:"), "\(app.standardError)")
    }
}

/// An `@objc` delegate protocol with an optional requirement the delegate does not implement: the optional call
/// (`delegate?.colorPickerDidCancel?(self)`) does nothing, the required one runs; the picker's buttons dispatch
/// private `@objc` methods through `#selector`.
@Suite(.serialized) struct DelegatesFixtureTests {
    @Test func anUnimplementedOptionalRequirementIsSkippedAndTheRequiredOneRuns() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp(try #require(try FixtureBuild.executables.get()["Delegates"]), display: server.display)
        try #require(app.waitForLine(prefix: "palette ready") != nil, "\(app.lines) \(app.standardError)")
        let input = try XTestInput(display: server.display)
        var mark = app.lines.count
        input.click(at: 200, 120)
        #expect(app.waitForLine(after: mark, prefix: "cancel delivered") != nil, "\(app.lines) \(app.standardError)")
        mark = app.lines.count
        input.click(at: 40, 120)
        #expect(app.waitForLine(after: mark, prefix: "picked") != nil, "\(app.lines) \(app.standardError)")
        #expect(try FixturePixels.wait(server.display, 600, 500, (230, 26, 26), name: "delegates"))
        #expect(!app.standardError.contains("UIKit:"), "\(app.standardError)")
    }
}

/// Pixel checks on the live screen: waits until a point shows a colour (apps draw asynchronously); a PNG of the
/// screen is left in the temporary folder each time, for a person to look at.
enum FixturePixels {
    static func wait(_ display: String, _ x: Int, _ y: Int, _ colour: (Int, Int, Int), name: String) throws -> Bool {
        let deadline = Date().addingTimeInterval(5)
        var shot = try Screenshot.capture(display: display)
        while !shot.matches(x, y, colour, tolerance: 6) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            shot = try Screenshot.capture(display: display)
        }
        let path = NSTemporaryDirectory() + "port-fixture-\(name).png"
        try? shot.writePNG(to: path)
        if shot.matches(x, y, colour, tolerance: 6) { return true }
        print("\(name): (\(x), \(y)) is \(shot.rgb(x, y)), expected \(colour); screen written to \(path)")
        return false
    }

    /// Waits up to 5 s for any pixel of the region to differ from `before`; whether one did, and the last screen.
    static func waitForChange(_ display: String, from before: Screenshot, x: Range<Int>, y: Range<Int>) throws
        -> (changed: Bool, screen: Screenshot) {
        let deadline = Date().addingTimeInterval(5)
        var shot = try Screenshot.capture(display: display)
        func changed() -> Bool {
            x.contains { column in y.contains { row in !shot.matches(column, row, before.rgb(column, row), tolerance: 0) } }
        }
        while !changed() && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            shot = try Screenshot.capture(display: display)
        }
        return (changed(), shot)
    }
}
