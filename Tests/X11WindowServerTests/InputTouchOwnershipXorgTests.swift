import Testing
import UIKit
@testable import UIKitCore
import X11WindowServer
import UIKitTestSupport
import CXi

/// XI 2.2 touch ownership end to end: another client (a "window manager") holds a passive touch grab on the root
/// window, so it owns every touch first. The app does not select XI_TouchOwnership, so the server sends it a touch
/// only once the app owns it: after the grabber rejects it (the whole sequence replayed), never if the grabber
/// accepts it.
@MainActor @Suite(.serialized) struct InputTouchOwnershipXorgTests {
    func start() throws -> (InputTestApp, FakeTouchDevice, TouchGrabbingClient) {
        let device = try FakeTouchDevice()
        let server = try XServer(kind: .xorgDummy, touchDevice: device)
        let app = try InputTestApp(size: CGSize(width: 400, height: 300), server: server)
        do {
            return (app, device, try TouchGrabbingClient(display: server.display))
        } catch {
            app.close()
            throw error
        }
    }

    @Test func aTouchTheGrabberRejectsIsReplayedToTheViewWithItsLocations() throws {
        let (app, touch, grabber) = try start()
        defer { app.close() }
        defer { grabber.close() }  // before the server stops
        let view = app.addFullView()
        touch.begin(1, 150, 150)
        touch.update(1, 170, 160)
        #expect(app.pump { grabber.readEvents(); return grabber.heldTouches.count == 1 }, "the grabber owns the touch")
        app.pump(until: { false }, timeout: 0.3)
        #expect(view.phases.isEmpty, "nothing reaches the view while the grabber holds the touch: \(view.phases)")

        grabber.decide(XIRejectTouch)
        app.pump(until: { false }, timeout: 0.5)
        #expect(app.pump { view.phases.count >= 2 }, "\(view.phases)")
        touch.end(1, 170, 160)
        #expect(app.pump { view.phases.last == .ended }, "\(view.phases)")
        #expect(view.phases == [.began, .moved, .ended])
        let locations = view.touches.map(\.location)
        #expect(abs(locations[0].x - 150) < 0.6 && abs(locations[0].y - 150) < 0.6, "\(locations)")
        #expect(abs(locations[1].x - 170) < 0.6 && abs(locations[1].y - 160) < 0.6, "\(locations)")
        #expect(TouchDispatcher.shared.activeTouchCount == 0)
        #expect(app.x11.activeInputSequenceCount == 0)
    }

    @Test func aTouchTheGrabberAcceptsNeverReachesTheView() throws {
        let (app, touch, grabber) = try start()
        defer { app.close() }
        defer { grabber.close() }  // before the server stops
        let view = app.addFullView()
        var panStates: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { panStates.append($0.state) }
        view.addGestureRecognizer(pan)
        touch.begin(1, 150, 150)
        touch.update(1, 200, 180)
        #expect(app.pump { grabber.readEvents(); return grabber.heldTouches.count == 1 }, "the grabber owns the touch")
        grabber.decide(XIAcceptTouch)
        touch.update(1, 220, 190)
        touch.end(1, 220, 190)
        app.pump(until: { false }, timeout: 0.5)  // let any late events arrive: none may reach the view
        #expect(view.phases.isEmpty, "\(view.phases)")
        #expect(panStates.isEmpty)
        #expect(pan.state == .possible)
        #expect(TouchDispatcher.shared.activeTouchCount == 0)
        #expect(app.x11.activeInputSequenceCount == 0)

        // Nothing is stuck: the next touch (rejected this time) is a fresh, complete sequence.
        touch.begin(2, 100, 100)
        #expect(app.pump { grabber.readEvents(); return grabber.heldTouches.count == 1 })
        grabber.decide(XIRejectTouch)
        touch.end(2, 100, 100)
        #expect(app.pump { view.phases.last == .ended }, "\(view.phases)")
        #expect(view.phases == [.began, .ended])
        #expect(TouchDispatcher.shared.activeTouchCount == 0)
    }

    /// The one way a touch could be taken from us after we saw it is another client grabbing the device mid-touch;
    /// Xorg leaves a touch with its owner, so the finger goes on to a real end (never an end without a lift that
    /// UIKit would have to call cancelled).
    @Test func anActivePointerGrabMidTouchLeavesTheOwnedTouchWithTheView() throws {
        let (app, touch, grabber) = try start()
        defer { app.close() }
        defer { grabber.close() }
        let view = app.addFullView()
        touch.begin(1, 150, 150)
        #expect(app.pump { grabber.readEvents(); return grabber.heldTouches.count == 1 })
        grabber.decide(XIRejectTouch)
        #expect(app.pump { view.phases == [.began] }, "\(view.phases)")
        #expect(grabber.grabPointer() == Success)
        app.pump(until: { false }, timeout: 0.3)  // an end the grab caused would arrive here
        #expect(view.phases == [.began], "\(view.phases)")
        touch.update(1, 170, 160)
        touch.end(1, 170, 160)
        #expect(app.pump { view.phases.last == .ended }, "\(view.phases)")
        #expect(view.phases == [.began, .moved, .ended])
        #expect(abs((view.touches.last?.location.x ?? 0) - 170) < 0.6)
        #expect(TouchDispatcher.shared.activeTouchCount == 0)
    }
}
