import Testing
import UIKit
@testable import UIKitCore
import X11WindowServer
import QuartzCore
import UIKitTestSupport

/// A UIWindow of the (headless-launched) test application shown on a private X server through the X11 window
/// server, so real X input reaches real views. The X11 server is the application's window server only while the
/// window's platform window is made, so other suites' windows stay headless.
@MainActor final class InputTestApp: InProcessXApp {
    let server: XServer
    let x11: X11WindowServer
    let window: UIWindow
    let input: XTestInput
    /// The application's screens before a test asked for another scale; put back by `close()`.
    private var savedScreens: [ScreenDescription]?
    /// True while the process's one manual media clock follows real time at each `pump()`, so animations on the real
    /// X server run as they would on the system clock. The clock itself is never swapped: an async test here awaits,
    /// and the animation suites that run meanwhile must find the clock they step. Tests that step frames by hand
    /// turn this off.
    var followsRealTime = true
    private var lastPump = CASystemMediaClock().now

    /// `scale`: the main screen's, so the window is `size` in points and `size * scale` in X pixels.
    init(size: CGSize = CGSize(width: 400, height: 300), scale: CGFloat = 1, server: XServer? = nil,
         usesInputMethod: Bool = false) throws {
        if UIApplication.windowServer == nil {
            try UIApplication.shared.launch(windowServer: HeadlessWindowServer(), delegate: InputTestAppDelegate())
        }
        if let headless = UIApplication.windowServer as? HeadlessWindowServer, headless.screens.first?.scale != scale {
            savedScreens = headless.screens
            headless.setScreens(headless.screens.map { var screen = $0; screen.scale = scale; return screen })
            UIApplication.shared.processPendingEvents()
        }
        self.server = try server ?? XServer()
        x11 = try X11WindowServer(displayName: self.server.display)
        // A desktop's own IBus must not change what keys do in tests; the IBus tests start their own daemon.
        x11.usesInputMethod = usesInputMethod
        // Window and input events only: this server's monitors must not replace the application's screens.
        try x11.start { event in
            switch event {
            case .screensChanged, .connectionLost: break
            default: UIApplication.shared.post(event)
            }
        }
        let previous = UIApplication.windowServer
        UIApplication.windowServer = x11
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.isHidden = false
        UIApplication.windowServer = previous
        input = try XTestInput(display: self.server.display)
        _ = SharedTestClock.shared
        CATransaction.flush()
        host.finishPresentedFrames()
        pump()
    }

    var host: X11WindowHost { window.host as! X11WindowHost }

    /// Adds `view` to the window, makes the window key and clicks at `x`, `y` (window pixels) with the first button,
    /// as a user does before typing into a text field or view.
    func addAndClick(_ view: UIView, at x: Int, _ y: Int) {
        window.addSubview(view)
        host.makeKey()
        window.makeKey()
        input.click(at: x, y)
        pump()
    }

    /// Reads what the server sent and delivers it to the views.
    func pump() {
        if followsRealTime { SharedTestClock.followRealTime(since: &lastPump) } else { lastPump = CASystemMediaClock().now }
        input.sync()
        x11.handlePendingEvents()
        UIApplication.shared.processPendingEvents()
    }

    func close() {
        window.isHidden = true
        window.destroyHost()
        x11.shutDown()
        server.stop()
        if let savedScreens, let headless = UIApplication.windowServer as? HeadlessWindowServer {
            headless.setScreens(savedScreens)
            UIApplication.shared.processPendingEvents()
        }
    }
}

final class InputTestAppDelegate: UIResponder, UIApplicationDelegate {}

/// A view that logs its touches (phase, location in its own space, tap count) and presses.
final class InputLogView: UIView {
    var log: [String] = []
    var touches: [(phase: UITouch.Phase, location: CGPoint, tapCount: Int)] = []
    var presses: [(phase: String, key: UIKey?)] = []
    var acceptsFirstResponder = false
    var commands: [UIKeyCommand] = []
    override var keyCommands: [UIKeyCommand]? { commands }
    var remoteControlSubtypes: [UIEvent.EventSubtype] = []
    override func remoteControlReceived(with event: UIEvent?) { remoteControlSubtypes.append(event?.subtype ?? .none) }
    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    private func record(_ phase: UITouch.Phase, _ set: Set<UITouch>) {
        for touch in set { touches.append((phase, touch.location(in: self), touch.tapCount)) }
    }
    /// The event's buttons at each touchesBegan.
    var buttonMasks: [UIEvent.ButtonMask] = []
    override func touchesBegan(_ t: Set<UITouch>, with event: UIEvent?) {
        buttonMasks.append(event?.buttonMask ?? [])
        record(.began, t)
    }
    override func touchesMoved(_ t: Set<UITouch>, with event: UIEvent?) { record(.moved, t) }
    override func touchesEnded(_ t: Set<UITouch>, with event: UIEvent?) { record(.ended, t) }
    override func touchesCancelled(_ t: Set<UITouch>, with event: UIEvent?) { record(.cancelled, t) }
    override func pressesBegan(_ p: Set<UIPress>, with event: UIPressesEvent?) { presses += p.map { ("began", $0.key) } }
    override func pressesEnded(_ p: Set<UIPress>, with event: UIPressesEvent?) { presses += p.map { ("ended", $0.key) } }

    var phases: [UITouch.Phase] { touches.map(\.phase) }
}
