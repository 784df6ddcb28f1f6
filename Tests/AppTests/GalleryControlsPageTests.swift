import Foundation
import Testing
import UIKitTestSupport

/// The Controls page's standard controls, worked by a person's mouse and keyboard through XTest.
@Suite(.serialized) struct GalleryControlsPageTests {
    /// Window points of the second row of tiles' stages: (x of column, y of the row).
    static func stage(_ column: Int) -> (Int, Int) { (200 + 32 + column * 250, 84 + 16 + 236) }

    @Test func clickingAndKeysChangeTheStandardControls() throws {
        let server = try XServer()
        defer { server.stop() }
        let app = try LaunchedApp("gallery", arguments: ["--page", "controls"], display: server.display)
        try #require(app.waitForLine(prefix: "ready") != nil, "\(app.standardError)")
        let input = try XTestInput(display: server.display)
        let switches = Self.stage(0), sliders = Self.stage(1), segments = Self.stage(2)
        // The Wi-Fi switch starts on; a click turns it off.
        var before = app.lines.count
        AppTestSetup.click(input, window: switches.0 + 20 + 25, switches.1 + 20 + 15)
        #expect(app.waitForLine(after: before, prefix: "switch off") != nil, "\(app.lines)")
        // The stepper's + half.
        before = app.lines.count
        AppTestSetup.click(input, window: sliders.0 + 20 + 70, sliders.1 + 96 + 16)
        #expect(app.waitForLine(after: before, prefix: "stepper 1") != nil, "\(app.lines)")
        // The segmented control's last segment.
        before = app.lines.count
        AppTestSetup.click(input, window: segments.0 + 15 + 170, segments.1 + 20 + 16)
        #expect(app.waitForLine(after: before, prefix: "segment 2") != nil, "\(app.lines)")
        // The page control: a click right of the current dot.
        before = app.lines.count
        AppTestSetup.click(input, window: segments.0 + 15 + 190, segments.1 + 110 + 13)
        #expect(app.waitForLine(after: before, prefix: "page control 1") != nil, "\(app.lines)")
        // The slider's thumb (at the middle), dragged right.
        before = app.lines.count
        let (tx, ty) = AppTestSetup.desktop(sliders.0 + 20 + 95, sliders.1 + 16 + 15)
        input.move(to: tx, ty)
        input.press()
        input.sync()
        // Held still past the scroll view's content-touch delay, so the slider (not the page) gets the drag.
        Thread.sleep(forTimeInterval: 0.4)
        for step in 1...8 { input.move(to: tx + step * 10, ty) }
        input.release()
        input.sync()
        #expect(app.waitForLine(after: before, prefix: "slider 0.") != nil, "\(app.lines)")
        let shot = try Screenshot.capture(display: server.display)
        try shot.writePNG(to: FileManager.default.temporaryDirectory.appendingPathComponent("gallery-controls.png").path)
        // Tab walks the window in reading order to the first switch (Wi-Fi); Space turns it back on.
        before = app.lines.count
        var reached = false
        for _ in 0..<40 where !reached {
            input.key(0xFF09, press: true)
            input.key(0xFF09, press: false)
            input.sync()
            reached = app.waitForLine(after: before, prefix: "focus UISwitch", timeout: 0.3) != nil
        }
        #expect(reached, "Tab reached the Wi-Fi switch: \(app.lines)")
        before = app.lines.count
        input.key(0x20, press: true)
        input.key(0x20, press: false)
        input.sync()
        #expect(app.waitForLine(after: before, prefix: "switch on") != nil, "\(app.lines)")
        // The focused switch shows a ring in the tint colour just outside its rounded left end; before Tab there
        // was none.
        let ringPoint = AppTestSetup.desktop(switches.0 + 20 - 3, switches.1 + 20 + 15)
        func isTint(_ pixel: (r: Int, g: Int, b: Int)) -> Bool { pixel.b > 180 && pixel.r < 120 }
        // The screen shows it within a few frames (the app draws asynchronously).
        func shotWhen(_ wanted: Bool) throws -> Screenshot {
            let deadline = Date().addingTimeInterval(3)
            var shot = try Screenshot.capture(display: server.display)
            while isTint(shot.rgb(ringPoint.0, ringPoint.1)) != wanted && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.05)
                shot = try Screenshot.capture(display: server.display)
            }
            return shot
        }
        let ringed = try shotWhen(true)
        try ringed.writePNG(to: FileManager.default.temporaryDirectory.appendingPathComponent("gallery-controls-focus.png").path)
        #expect(isTint(ringed.rgb(ringPoint.0, ringPoint.1)), "ring: \(ringed.rgb(ringPoint.0, ringPoint.1))")
        #expect(!isTint(shot.rgb(ringPoint.0, ringPoint.1)), "no ring before Tab: \(shot.rgb(ringPoint.0, ringPoint.1))")
        // Shift+Tab moves the ring back off the switch (to the view before it in reading order), and Tab brings it
        // back to the switch.
        input.key(0xFFE1, press: true)
        input.key(0xFF09, press: true)
        input.key(0xFF09, press: false)
        input.key(0xFFE1, press: false)
        input.sync()
        let unringed = try shotWhen(false)
        #expect(!isTint(unringed.rgb(ringPoint.0, ringPoint.1)), "Shift+Tab took the ring off the switch")
        before = app.lines.count
        input.key(0xFF09, press: true)
        input.key(0xFF09, press: false)
        input.sync()
        #expect(app.waitForLine(after: before, prefix: "focus UISwitch") != nil, "Tab came back: \(app.lines)")
        let back = try shotWhen(true)
        #expect(isTint(back.rgb(ringPoint.0, ringPoint.1)), "Tab brought the ring back to the Wi-Fi switch, not on")
        // Tab on past the other switches to the slider; the right arrow moves its value.
        reached = false
        before = app.lines.count
        for _ in 0..<8 where !reached {
            input.key(0xFF09, press: true)
            input.key(0xFF09, press: false)
            input.sync()
            reached = app.waitForLine(after: before, prefix: "focus UISlider", timeout: 0.5) != nil
        }
        #expect(reached, "Tab reached the slider: \(app.lines)")
        before = app.lines.count
        input.key(0xFF53, press: true)
        input.key(0xFF53, press: false)
        input.sync()
        #expect(app.waitForLine(after: before, prefix: "slider ") != nil, "Right moved the slider: \(app.lines)")
        // The wheel scrolls the page down to the buttons, search bar, colour well and pickers.
        let (cx, cy) = AppTestSetup.desktop(600, 500)
        input.move(to: cx, cy)
        for _ in 0..<12 { input.click(at: cx, cy, button: 5) }
        input.sync()
        Thread.sleep(forTimeInterval: 1)
        let lower = try Screenshot.capture(display: server.display)
        try lower.writePNG(to: FileManager.default.temporaryDirectory.appendingPathComponent("gallery-controls-lower.png").path)
    }
}
