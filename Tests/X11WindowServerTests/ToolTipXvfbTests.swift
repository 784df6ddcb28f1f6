import Foundation
import Testing
import UIKit
@testable import UIKitCore
import UIKitTestSupport

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
