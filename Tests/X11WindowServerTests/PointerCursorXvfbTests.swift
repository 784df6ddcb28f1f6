import Foundation
import Testing
import UIKit
@testable import UIKitCore
import UIKitTestSupport

/// The pointer's shape on a real X server, read back by another client through XFixes: the text cursor over a
/// text field, the arrow over a plain view, nothing where a pointer style hides it, from the desktop's cursor
/// theme (Adwaita here) or, with no theme, from the X cursor font.
@MainActor @Suite(.serialized) struct PointerCursorXvfbTests {
    final class Hiding: UIPointerInteractionDelegate {
        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            .hidden()
        }
    }

    func cursor(after move: (Int, Int), _ app: InputTestApp) throws -> CursorImage {
        app.input.move(to: move.0, move.1)
        app.pump()
        return try CursorImage.current(display: app.server.display)
    }

    @Test func theCursorFollowsWhatIsUnderThePointer() throws {
        let app = try InputTestApp()
        defer { app.close() }
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 150, height: 30))
        let plain = UIView(frame: CGRect(x: 10, y: 60, width: 150, height: 30))
        plain.backgroundColor = .blue
        let hidden = UIView(frame: CGRect(x: 10, y: 110, width: 150, height: 30))
        let delegate = Hiding()
        hidden.addInteraction(UIPointerInteraction(delegate: delegate))
        for view in [field, plain, hidden] { app.window.addSubview(view) }
        CATransaction.flush()
        let overField = try cursor(after: (80, 25), app)
        let overPlain = try cursor(after: (80, 75), app)
        let overHidden = try cursor(after: (80, 125), app)
        let backOnField = try cursor(after: (90, 25), app)
        #expect(["text", "xterm"].contains(overField.name), "over the field: \(overField.name)")
        #expect(["default", "left_ptr"].contains(overPlain.name), "over the plain view: \(overPlain.name)")
        #expect(overField.pixels != overPlain.pixels, "two different pictures")
        #expect(overHidden.visiblePixelCount == 0, "hidden: \(overHidden.name), \(overHidden.visiblePixelCount) pixels")
        #expect(backOnField.pixels == overField.pixels)
        print("PointerCursorXvfbTests: field \(overField.name) \(overField.width)x\(overField.height), plain "
            + "\(overPlain.name), hidden \(overHidden.visiblePixelCount) visible pixels")
    }

    @Test func withTheCursorThemeMissingTheCursorsComeFromTheXCursorFont() throws {
        setenv("XCURSOR_THEME", "no-such-cursor-theme", 1)
        defer { unsetenv("XCURSOR_THEME") }
        let app = try InputTestApp()
        defer { app.close() }
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 150, height: 30))
        app.window.addSubview(field)
        CATransaction.flush()
        let overField = try cursor(after: (80, 25), app)
        let outside = try cursor(after: (300, 250), app)
        #expect(overField.visiblePixelCount > 0 && outside.visiblePixelCount > 0)
        #expect(overField.pixels != outside.pixels, "still a text cursor, from the cursor font")
    }
}

/// A window's size limits reach the window manager as WM_NORMAL_HINTS, in pixels.
@MainActor @Suite(.serialized) struct WindowSizeLimitXvfbTests {
    @Test func sizeLimitsAreTheWindowsNormalHints() throws {
        let app = try InputTestApp(scale: 2)
        defer { app.close() }
        let wm = try WindowManagerClient(display: app.server.display)
        app.host.setSizeLimits(minimum: CGSize(width: 200, height: 150), maximum: CGSize(width: 800, height: 600))
        let limits = wm.sizeLimits(of: app.host.windowID)
        #expect(limits.minimum.map { [$0.0, $0.1] } == [400, 300], "points at scale 2")
        #expect(limits.maximum.map { [$0.0, $0.1] } == [1600, 1200])
        app.host.setSizeLimits(minimum: .zero, maximum: CGSize(width: CGFloat.greatestFiniteMagnitude,
                                                              height: .greatestFiniteMagnitude))
        let cleared = wm.sizeLimits(of: app.host.windowID)
        #expect(cleared.minimum == nil && cleared.maximum == nil)
    }
}

/// A tooltip on a real X server: the pointer rests on a button with `toolTip` and, after the desktop's delay, the
/// tooltip's dark box and its text are on screen below the pointer.
@MainActor @Suite(.serialized) struct ToolTipXvfbTests {
    @Test func aToolTipAppearsAfterTheDelayBelowThePointer() throws {
        let app = try InputTestApp()
        defer { app.close() }
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 120, height: 40))
        button.backgroundColor = .white
        button.toolTip = "Saves the document"
        app.window.backgroundColor = .white
        app.window.addSubview(button)
        CATransaction.flush()
        // Timers on the main queue do not fire inside a test: the delay runs on a manual clock.
        let saved = UIApplication.eventTimerSource
        let clock = ManualEventClock()
        UIApplication.eventTimerSource = clock
        defer { UIApplication.eventTimerSource = saved }
        app.input.move(to: 60, 40)
        app.pump()
        let before = try app.screenshot("tooltip-before")
        #expect(before.matches(70, 72, (255, 255, 255)), "nothing yet")
        clock.advance(by: 0.6)
        let after = try app.screenshot("tooltip-shown")
        // The box starts 20 points below the pointer: dark, with light text somewhere in it.
        #expect(after.matches(62, 64, (38, 38, 38), tolerance: 16), "the tooltip's box: \(after.rgb(62, 64))")
        let lightInBox = (64..<180).contains { x in (62..<80).contains { y in after.rgb(x, y).r > 200 } }
        #expect(lightInBox, "its text")
    }
}
