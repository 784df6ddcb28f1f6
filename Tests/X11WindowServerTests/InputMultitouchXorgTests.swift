import Testing
import UIKit
@testable import UIKitCore
import X11WindowServer
import UIKitTestSupport
import CX11
import CXi

/// Real XI 2.2 multitouch and XI 2.4 touchpad gestures end to end: Xorg with the dummy video driver and the project's
/// faketouch input driver (a direct touch screen fed from a FIFO), the app's window on it, fingers written to the
/// FIFO. The driver scales desktop pixels to 0..65535, so positions come back within half a pixel.
@MainActor @Suite(.serialized) struct InputMultitouchXorgTests {
    func start() throws -> (InputTestApp, FakeTouchDevice) {
        let device = try FakeTouchDevice()
        let server = try XServer(kind: .xorgDummy, touchDevice: device)
        return (try InputTestApp(size: CGSize(width: 400, height: 300), server: server), device)
    }

    @Test func aTwoFingerPinchIsRecognizedWithTheRightScale() throws {
        let (app, touch) = try start()
        defer { app.close() }
        let view = app.addFullView()
        var states: [UIGestureRecognizer.State] = []
        var scale: CGFloat = 0
        let pinch = UIPinchGestureRecognizer { recognizer in
            states.append(recognizer.state)
            scale = recognizer.scale
        }
        view.addGestureRecognizer(pinch)
        touch.begin(1, 150, 150)
        touch.begin(2, 250, 150)
        for step in 1...5 {
            let d = 50 + Double(step) * 10   // half-distance 50 -> 100
            touch.update(1, 200 - d, 150)
            touch.update(2, 200 + d, 150)
        }
        touch.end(1, 100, 150)
        touch.end(2, 300, 150)
        #expect(app.pump { states.last == .ended }, "states \(states)")
        #expect(abs(scale - 2) < 0.02, "scale \(scale)")
        #expect(states.first == .began)
    }

    @Test func twoFingersTurningAQuarterAreARotation() throws {
        let (app, touch) = try start()
        defer { app.close() }
        let view = app.addFullView()
        var rotation: CGFloat = 0
        var ended = false
        let rotate = UIRotationGestureRecognizer { recognizer in
            rotation = recognizer.rotation
            ended = recognizer.state == .ended
        }
        view.addGestureRecognizer(rotate)
        touch.begin(1, 140, 150)
        touch.begin(2, 260, 150)
        for step in 1...9 {
            let angle = Double(step) * .pi / 18   // 10 degrees a step, clockwise on screen
            touch.update(1, 200 - 60 * cos(angle), 150 - 60 * sin(angle))
            touch.update(2, 200 + 60 * cos(angle), 150 + 60 * sin(angle))
        }
        touch.end(1, 200, 90)
        touch.end(2, 200, 210)
        #expect(app.pump { ended })
        #expect(abs(rotation - .pi / 2) < 0.02, "rotation \(rotation)")
    }

    @Test func twoViewsEachTrackTheirOwnFinger() throws {
        let (app, touch) = try start()
        defer { app.close() }
        let left = InputLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let right = InputLogView(frame: CGRect(x: 200, y: 0, width: 200, height: 300))
        app.window.addSubview(left)
        app.window.addSubview(right)
        touch.begin(1, 100, 100)
        touch.begin(2, 300, 100)
        touch.update(1, 110, 120)
        touch.update(2, 290, 140)
        touch.end(1, 110, 120)
        touch.end(2, 290, 140)
        #expect(app.pump { left.phases.last == .ended && right.phases.last == .ended })
        #expect(left.phases == [.began, .moved, .ended])
        #expect(right.phases == [.began, .moved, .ended])
        #expect(left.touches.allSatisfy { abs($0.location.x - 100) <= 10.5 })
        #expect(right.touches.allSatisfy { abs($0.location.x - 100) <= 10.5 }, "in the right view's own space")
        #expect(abs((right.touches.last?.location.y ?? 0) - 140) < 0.6)
    }

    @Test func fingersAreCancelledWhenTheWindowIsUnmappedMidGesture() throws {
        let (app, touch) = try start()
        defer { app.close() }
        let view = app.addFullView()
        var states: [UIGestureRecognizer.State] = []
        let pinch = UIPinchGestureRecognizer { states.append($0.state) }
        pinch.cancelsTouchesInView = false
        view.addGestureRecognizer(pinch)
        touch.begin(1, 150, 150)
        touch.begin(2, 250, 150)
        touch.update(1, 120, 150)
        touch.update(2, 280, 150)
        #expect(app.pump { states.contains(.changed) })
        // A window manager minimizes the window while both fingers are down.
        let wm = try WindowManagerClient(display: app.server.display)
        wm.iconify(app.host.windowID)
        #expect(app.pump { states.last == .cancelled }, "states \(states)")
        #expect(view.phases.filter { $0 == .cancelled }.count == 2)
        touch.update(1, 100, 150)
        touch.end(1, 100, 150)
        touch.end(2, 300, 150)
        app.pump(until: { false }, timeout: 0.5)  // let the late finger events arrive: none may reach the view
        #expect(view.phases.last == .cancelled)
        #expect(TouchDispatcher.shared.activeTouchCount == 0)
    }

    @Test func disablingTheTouchScreenMidGestureLeavesNoFingerDown() throws {
        let (app, touch) = try start()
        defer { app.close() }
        let view = app.addFullView()
        touch.begin(1, 150, 150)
        touch.begin(2, 250, 150)
        #expect(app.pump { view.phases.filter { $0 == .began }.count == 2 })
        // `xinput disable touch0`: the device's "Device Enabled" property goes to 0 (XI_HierarchyChanged).
        let display = try #require(XOpenDisplay(app.server.display))
        var count: Int32 = 0
        let devices = try #require(XIQueryDevice(display, XIAllDevices, &count))
        let id = (0..<Int(count)).first { String(cString: devices[$0].name) == "touch0" }.map { devices[$0].deviceid }
        XIFreeDeviceInfo(devices)
        let device = try #require(id, "the faketouch device is listed")
        var off: UInt8 = 0
        XIChangeProperty(display, device, XInternAtom(display, "Device Enabled", 0), Atom(XA_INTEGER), 8,
                         PropModeReplace, &off, 1)
        XSync(display, 0)
        XCloseDisplay(display)
        // Xorg ends a disabled device's touches itself (XI_TouchEnd) before announcing the change; the translator
        // cancels whatever a server leaves open (InputTranslatorTests). Either way no finger stays down.
        #expect(app.pump { view.phases.filter { $0 == .ended || $0 == .cancelled }.count == 2 }, "\(view.phases)")
        #expect(TouchDispatcher.shared.activeTouchCount == 0)
        #expect(app.x11.activeInputSequenceCount == 0)
    }

    @Test func touchpadPinchAndSwipeGesturesDriveRecognizers() throws {
        let (app, touch) = try start()
        defer { app.close() }
        let view = app.addFullView()
        var scale: CGFloat = 0, pinchEnded = false
        let pinch = UIPinchGestureRecognizer { recognizer in
            scale = recognizer.scale
            pinchEnded = recognizer.state == .ended
        }
        view.addGestureRecognizer(pinch)
        var translation = CGPoint.zero, panEnded = false, fingers = 0
        let pan = UIPanGestureRecognizer { recognizer in
            translation = recognizer.translation(in: view)
            fingers = max(fingers, recognizer.numberOfTouches)
            panEnded = recognizer.state == .ended
        }
        pan.minimumNumberOfTouches = 3
        view.addGestureRecognizer(pan)
        // Gestures go to the window under the pointer.
        app.input.move(to: 200, 150)
        app.pump()  // the pointer is there before the driver's first gesture event
        touch.pinch(.begin)
        touch.pinch(.update, scale: 1.2)
        touch.pinch(.update, scale: 1.5)
        touch.pinch(.end, scale: 1.5)
        #expect(app.pump { pinchEnded })
        #expect(abs(scale - 1.5) < 1e-6, "scale \(scale)")
        touch.swipe(.begin, fingers: 3)
        for _ in 0..<4 { touch.swipe(.update, fingers: 3, dx: 10, dy: 5) }
        touch.swipe(.end, fingers: 3)
        #expect(app.pump { panEnded })
        #expect(fingers == 3)
        #expect(translation == CGPoint(x: 40, y: 20))
    }
}

extension InputTestApp {
    /// A multitouch logging view covering the window.
    func addFullView() -> InputLogView {
        let view = InputLogView(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        return view
    }
}
