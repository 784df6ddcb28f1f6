import Foundation
import Testing
import UIKit
@testable import UIKitCore
import UIKitTestSupport

/// The standard controls on a real X server: clicked, dragged and keyed through XTest, checked by their pixels in
/// light and dark mode (screenshots in the temporary directory).
@MainActor @Suite(.serialized) struct ControlsXvfbTests {
    static let tab: UInt = 0xFF09, space: UInt = 0x20, shift: UInt = 0xFFE1, right: UInt = 0xFF53

    private func tap(_ app: InputTestApp, _ keysym: UInt) {
        app.input.key(keysym, press: true)
        app.input.key(keysym, press: false)
        app.pump()
    }

    /// Screenshots until `condition` holds for one (animations run on the real clock), or five seconds pass.
    private func shot(_ app: InputTestApp, _ name: String, until condition: (Screenshot) -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(5)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).png").path
        repeat {
            let shot = try app.screenshot(name)
            if condition(shot) {
                try shot.writePNG(to: path)
                return true
            }
            usleep(20_000)
        } while Date() < deadline
        try app.screenshot(name).writePNG(to: path)
        return false
    }

    @Test func clickDragAndKeysOperateTheControlsAndTheyFollowDarkMode() throws {
        let app = try InputTestApp(size: CGSize(width: 400, height: 240))
        defer {
            app.close()
            UIApplication.shared.post(.userInterfaceStyleChanged(.light))
            UIApplication.shared.processPendingEvents()
        }
        app.window.backgroundColor = .systemBackground
        app.window.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        let stepper = UIStepper(frame: CGRect(x: 250, y: 20, width: 0, height: 0))
        let slider = UISlider(frame: CGRect(x: 20, y: 80, width: 200, height: 31))
        let segments = UISegmentedControl(items: ["One", "Two"])
        segments.frame = CGRect(x: 20, y: 150, width: 200, height: 32)
        for view in [toggle, stepper, slider, segments] as [UIView] { app.window.addSubview(view) }
        app.host.makeKey()
        app.window.makeKey()
        // Off: the white thumb at the leading end; the segments' fill is a light grey on white.
        #expect(try shot(app, "controls-light-off") { $0.matches(34, 35, (255, 255, 255), tolerance: 6) && $0.rgb(210, 153).r > 200 })

        // A click turns the switch on: the green track shows where the thumb was.
        app.input.click(at: 34, 35)
        #expect(app.pump(until: { toggle.isOn }))
        #expect(try shot(app, "controls-light-on") { $0.rgb(27, 35).g > 150 && $0.rgb(27, 35).r < 120 })

        // Dragging the slider's thumb 100 pixels along its 172-pixel travel.
        app.input.move(to: 34, 95)
        app.input.press()
        app.pump()
        for x in stride(from: 44, through: 134, by: 10) {
            app.input.move(to: x, 95)
            app.pump()
        }
        app.input.release()
        #expect(app.pump(until: { !slider.isTracking }))
        #expect(abs(slider.value - 100 / 172) < 0.02)

        // Tab to the switch (first in reading order): a blue ring outside it; Space turns it off again.
        tap(app, Self.tab)
        #expect(app.pump(until: { toggle.isFocused }))
        #expect(try shot(app, "controls-focus-ring") { shot in
            let ring = shot.rgb(17, 35)
            return ring.b > 150 && ring.r < 150
        })
        tap(app, Self.space)
        #expect(app.pump(until: { !toggle.isOn }))
        // Tab on to the stepper; Right adds a step.
        tap(app, Self.tab)
        tap(app, Self.right)
        #expect(app.pump(until: { stepper.value == 1 }))
        // Shift+Tab goes back to the switch.
        app.input.key(Self.shift, press: true)
        tap(app, Self.tab)
        app.input.key(Self.shift, press: false)
        #expect(app.pump(until: { toggle.isFocused }))

        // Dark mode: the background turns black and the segments' fill a dark grey.
        UIApplication.shared.post(.userInterfaceStyleChanged(.dark))
        UIApplication.shared.processPendingEvents()
        #expect(try shot(app, "controls-dark") { shot in
            shot.matches(390, 230, (0, 0, 0), tolerance: 4) && shot.rgb(210, 153).r < 80 && shot.rgb(210, 153).r > 10
        })
    }
}
