import Testing
import UIKit
@testable import UIKitCore
import X11WindowServer
import UIKitTestSupport
import CX11

/// Real X input, injected with XTEST into a private Xvfb, reaching views, recognizers and responders through the
/// XInput 2 translator (issue 9's "done when" list, pointer and keyboard half).
@MainActor @Suite(.serialized) struct InputXvfbTests {
    /// A window (400x300 points unless said) with a 200x150 view at (50, 40).
    func start(size: CGSize = CGSize(width: 400, height: 300), scale: CGFloat = 1) throws -> (InputTestApp, InputLogView) {
        let app = try InputTestApp(size: size, scale: scale)
        let view = InputLogView(frame: CGRect(x: 50, y: 40, width: 200, height: 150))
        app.window.addSubview(view)
        CATransaction.flush()
        return (app, view)
    }

    /// A first-button drag from `x`, `y` (window pixels) in five equal steps of `dx`, `dy`.
    func drag(_ app: InputTestApp, from x: Int, _ y: Int, stepping dx: Int, _ dy: Int) {
        app.input.move(to: x, y)
        app.input.press()
        // A pump after each move: moves that arrive in one run-loop turn are merged into one delivery
        // (MotionCoalescingTests), and these tests follow a drag a person makes over several frames.
        for step in 1...5 {
            app.input.move(to: x + step * dx, y + step * dy)
            app.pump()
        }
        app.input.release()
        app.pump()
    }

    @Test func aClickIsOneTouchBeganAndEndedOnTheViewUnderIt() throws {
        let (app, view) = try start()
        defer { app.close() }
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        app.input.click(at: 110, 90)
        app.pump()
        #expect(view.phases == [.began, .ended])
        #expect(view.touches.first?.location == CGPoint(x: 60, y: 50), "window pixels to the view's points")
        #expect(view.touches.first?.tapCount == 1)
        #expect(taps == 1)
    }

    /// Book #25 (A15): an XTest drag is one touch, began, moved, ended, that moves the view.
    @Test func aDragMovesAPanRecognizerAndTheTouch() throws {
        let (app, view) = try start()
        defer { app.close() }
        var states: [UIGestureRecognizer.State] = []
        var translation = CGPoint.zero
        let pan = UIPanGestureRecognizer { recognizer in
            states.append(recognizer.state)
            translation = recognizer.translation(in: view)
        }
        pan.cancelsTouchesInView = false
        view.addGestureRecognizer(pan)
        drag(app, from: 100, 100, stepping: 10, 4)
        #expect(states.first == .began && states.last == .ended)
        #expect(translation == CGPoint(x: 50, y: 20))
        #expect(view.phases.first == .began && view.phases.last == .ended)
        #expect(view.phases.filter { $0 == .moved }.count >= 3)
    }

    @Test func atScale2TouchesAndPansAreInPoints() throws {
        let (app, view) = try start(size: CGSize(width: 300, height: 200), scale: 2)
        defer { app.close() }
        let shot = try app.screenshot("input-scale-2")
        #expect(UIScreen.main.scale == 2 && shot.width == 600, "300 points are 600 pixels")
        var translation = CGPoint.zero
        let pan = UIPanGestureRecognizer { translation = $0.translation(in: view) }
        pan.cancelsTouchesInView = false
        view.addGestureRecognizer(pan)
        drag(app, from: 220, 180, stepping: 20, 8)
        #expect(view.touches.first?.location == CGPoint(x: 60, y: 50), "pixel (220, 180) is point (110, 90) in the window")
        #expect(translation == CGPoint(x: 50, y: 20), "100 by 40 pixels are 50 by 20 points")
    }

    /// Book #25 (A15): a quick second click has tapCount 2.
    @Test func aDoubleClickIsTapCountTwoAndADoubleTap() throws {
        let (app, view) = try start()
        defer { app.close() }
        var doubleTaps = 0
        let double = UITapGestureRecognizer { _ in doubleTaps += 1 }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        app.input.click(at: 120, 100)
        app.input.click(at: 121, 100)
        app.pump()
        #expect(view.touches.filter { $0.phase == .began }.map(\.tapCount) == [1, 2])
        #expect(doubleTaps == 1)
    }

    @Test func aQuickSecondClickOnAnotherViewStartsItsOwnCount() throws {
        let (app, view) = try start()
        defer { app.close() }
        let neighbour = InputLogView(frame: CGRect(x: 250, y: 40, width: 100, height: 150))
        app.window.addSubview(neighbour)
        // 4 pixels apart within 400 ms: the desktop counts a double click, but on two views (E-T-3).
        app.input.click(at: 248, 100)
        app.input.click(at: 252, 100)
        app.input.click(at: 253, 100)
        app.pump()
        #expect(view.touches.filter { $0.phase == .began }.map(\.tapCount) == [1])
        #expect(neighbour.touches.filter { $0.phase == .began }.map(\.tapCount) == [1, 2])
    }

    /// Book #25 (A15): the touch stays with its view when the pointer leaves it.
    @Test func aDragLeavingTheWindowKeepsItsTouchUntilTheRelease() throws {
        let (app, view) = try start()
        defer { app.close() }
        app.input.move(to: 100, 100)
        app.input.press()
        app.input.move(to: 600, 500)  // far outside the 400x300 window
        app.input.release()
        app.pump()
        #expect(view.phases.first == .began && view.phases.last == .ended)
        #expect(!view.phases.contains(.cancelled))
        #expect(view.touches.last?.location == CGPoint(x: 550, y: 460))
    }

    @Test func anAltDragIsATwoFingerPinchAboutTheWindowCentre() throws {
        let (app, view) = try start()
        defer { app.close() }
        var scale: CGFloat = 0
        var touchCount = 0
        let pinch = UIPinchGestureRecognizer { recognizer in
            scale = recognizer.scale
            touchCount = max(touchCount, recognizer.numberOfTouches)
        }
        view.addGestureRecognizer(pinch)
        // The centre is (200, 150): fingers at (170, 130) and (230, 170) spread to (140, 110) and (260, 190).
        app.input.move(to: 170, 130)
        app.input.key(0xFFE9, press: true)
        app.input.press()
        for step in 1...3 { app.input.move(to: 170 - step * 10, 130 - Int((Double(step) * 20 / 3).rounded())) }
        app.input.release()
        app.input.key(0xFFE9, press: false)
        app.pump()
        #expect(touchCount == 2)
        #expect(abs(scale - 2) < 0.05, "scale \(scale)")
    }

    @Test func theWheelScrollsAPanThatAllowsDiscreteScrolling() throws {
        let (app, view) = try start()
        defer { app.close() }
        var translations: [CGPoint] = []
        let pan = UIPanGestureRecognizer { recognizer in
            if recognizer.state == .ended { translations.append(recognizer.translation(in: view)) }
        }
        pan.allowedScrollTypesMask = .discrete
        view.addGestureRecognizer(pan)
        app.input.click(at: 120, 100, button: 5)
        app.pump()
        app.input.click(at: 120, 100, button: 4)
        app.pump()
        #expect(translations == [CGPoint(x: 0, y: -10), CGPoint(x: 0, y: 10)])
        #expect(view.touches.isEmpty, "a wheel is not a touch")
    }

    @Test func aKeyPressReachesTheFirstResponderAsPresses() throws {
        let (app, view) = try start()
        defer { app.close() }
        view.acceptsFirstResponder = true
        #expect(view.becomeFirstResponder())
        app.host.makeKey()
        app.pump()
        app.input.key(0x61, press: true)   // "a"
        app.input.key(0x61, press: false)
        app.pump()
        #expect(view.presses.map(\.phase) == ["began", "ended"])
        #expect(view.presses.first?.key?.keyCode == .keyboardA)
        #expect(view.presses.first?.key?.characters == "a")
    }

    @Test func controlSRunsAKeyCommandOfTheChainInsteadOfThePresses() throws {
        let (app, view) = try start()
        defer { app.close() }
        view.acceptsFirstResponder = true
        #expect(view.becomeFirstResponder())
        defer { view.resignFirstResponder() }
        var saves: [UIKeyModifierFlags] = []
        view.commands = [UIKeyCommand(input: "s", modifierFlags: .control) { command in saves.append(command.modifierFlags) }]
        app.host.makeKey()
        app.pump()
        app.input.key(0xFFE3, press: true)    // Control_L
        app.input.key(0x73, press: true)      // s
        app.input.key(0x73, press: false)
        app.input.key(0xFFE3, press: false)
        app.pump()
        #expect(saves == [.control])
        #expect(!view.presses.contains { $0.key?.characters == "s" }, "the command consumed the s press")
    }

    @Test func thePointerOverAViewDrivesItsHoverRecognizerUntilItLeavesTheWindow() throws {
        let (app, view) = try start()
        defer { app.close() }
        var states: [UIGestureRecognizer.State] = []
        var locations: [CGPoint] = []
        view.addGestureRecognizer(UIHoverGestureRecognizer { recognizer in
            states.append(recognizer.state)
            locations.append(recognizer.location(in: view))
        })
        app.input.move(to: 60, 50)
        app.pump()
        app.input.move(to: 70, 60)
        app.pump()
        app.input.move(to: 600, 400)  // out of the window
        app.pump()
        #expect(states.first == .began && states.last == .ended, "\(states)")
        #expect(states.contains(.changed))
        #expect(locations.prefix(2) == [CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 20)])
        #expect(view.touches.isEmpty, "hovering is not touching")
    }

    @Test func eventsForgedWithXSendEventAreNotInputUnlessTheAppOptsIn() throws {
        let (app, view) = try start()
        defer { app.close() }
        let forger = try #require(XOpenDisplay(app.server.display))
        func forgeClick() {
            for type in [ButtonPress, ButtonRelease] {
                var event = XEvent()
                event.xbutton.type = type
                event.xbutton.window = app.host.windowID
                event.xbutton.x = 100
                event.xbutton.y = 80
                event.xbutton.button = 1
                event.xbutton.same_screen = 1
                XSendEvent(forger, app.host.windowID, 0, 0, &event)
            }
            XSync(forger, 0)
        }
        let saved = UIKitLog.sink
        nonisolated(unsafe) var logged: [String] = []
        UIKitLog.sink = { logged.append($0) }
        forgeClick()
        app.pump()
        UIKitLog.sink = saved
        #expect(view.touches.isEmpty)
        #expect(logged.count == 2 && logged.allSatisfy { $0.contains("XSendEvent") })
        app.x11.acceptsSentEvents = true
        forgeClick()
        app.pump()
        XCloseDisplay(forger)
        #expect(view.phases == [.began, .ended])
        #expect(view.touches.first?.location == CGPoint(x: 50, y: 40))
    }

    @Test func aRightClickIsASecondaryTouchThatOnlySecondaryTapsRecognize() throws {
        let (app, view) = try start()
        defer { app.close() }
        var primaryTaps = 0, secondaryTaps = 0
        let primary = UITapGestureRecognizer { _ in primaryTaps += 1 }
        primary.cancelsTouchesInView = false
        let secondary = UITapGestureRecognizer { _ in secondaryTaps += 1 }
        secondary.buttonMaskRequired = .secondary
        secondary.cancelsTouchesInView = false
        view.addGestureRecognizer(primary)
        view.addGestureRecognizer(secondary)
        app.input.click(at: 110, 90, button: 3)
        app.pump()
        #expect(view.buttonMasks == [.secondary])
        #expect(view.phases == [.began, .ended])
        #expect(secondaryTaps == 1 && primaryTaps == 0)
        app.input.click(at: 110, 90)
        app.pump()
        #expect(view.buttonMasks == [.secondary, .primary])
        #expect(primaryTaps == 1 && secondaryTaps == 1)
    }

    @Test func aMediaKeyIsARemoteControlEventForTheFirstResponder() throws {
        let (app, view) = try start()
        defer { app.close() }
        view.acceptsFirstResponder = true
        #expect(view.becomeFirstResponder())
        UIApplication.shared.beginReceivingRemoteControlEvents()
        defer { UIApplication.shared.endReceivingRemoteControlEvents() }
        app.host.makeKey()
        app.pump()
        // Xvfb's keymap has no media keys: give the last key code XF86AudioPlay, as a multimedia keyboard has.
        let display = try #require(XOpenDisplay(app.server.display))
        var first: Int32 = 0, last: Int32 = 0
        XDisplayKeycodes(display, &first, &last)
        var play = KeySym(0x1008_FF14)
        XChangeKeyboardMapping(display, last, 1, &play, 1)
        XSync(display, 0)
        XCloseDisplay(display)
        app.pump()  // MappingNotify: our key look-ups follow the new mapping
        app.input.key(0x1008_FF14, press: true)
        app.input.key(0x1008_FF14, press: false)
        app.pump()
        #expect(view.remoteControlSubtypes == [.remoteControlTogglePlayPause])
        #expect(view.presses.isEmpty, "a transport key is not a press")
    }
}
