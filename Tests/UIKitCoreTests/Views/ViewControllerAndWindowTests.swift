import Foundation
@testable import UIKitCore
import Testing

/// Root view controllers and windows: lazy view loading, appearance and layout callbacks in UIKit's order, the
/// root view filling the window, key-window semantics (V-WIN-8, T-38) and window levels (V-WIN-6).
@MainActor @Suite(.serialized) struct ViewControllerAndWindowTests {
    final class LoggingController: UIViewController {
        var log: [String] = []
        override func loadView() { log.append("loadView"); super.loadView() }
        override func viewDidLoad() { log.append("viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear(window: \(viewIfLoaded?.window != nil))") }
        override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear(window: \(viewIfLoaded?.window != nil))") }
        override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
        override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
    }

    final class LoggingView: UIView {
        var onLayout: () -> Void = {}
        override func layoutSubviews() { onLayout() }
    }

    final class CustomViewController: UIViewController {
        override func loadView() { view = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
    }

    @Test func viewLoadsLazilyOnce() {
        let controller = LoggingController()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        #expect(controller.log.isEmpty)
        _ = controller.view
        _ = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.log == ["loadView", "viewDidLoad"])
        #expect(controller.view.next === controller, "the controller is next after its view in the responder chain")
    }

    @Test func loadViewOverrideSetsTheView() {
        let controller = CustomViewController()
        #expect(controller.view is LoggingView)
    }

    /// V-WIN-3, Book #1: the window's one root view is the root view controller's, filling the window, with the appearance callbacks in order.
    @Test func rootViewControllerAppearsInUIKitsOrderAndFillsTheWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = LoggingController()
        window.rootViewController = controller
        #expect(controller.log.isEmpty, "a hidden window does not load its root view controller's view")
        window.makeKeyAndVisible()
        #expect(controller.log == ["loadView", "viewDidLoad", "viewWillAppear(window: false)", "viewWillLayoutSubviews",
                                   "viewDidLayoutSubviews", "viewDidAppear(window: true)"])
        #expect(window.subviews == [controller.view])
        #expect(controller.view.frame == window.bounds)
        #expect(controller.view.window === window)

        controller.log = []
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        window.layoutIfNeeded()
        #expect(controller.view.frame == window.bounds, "the root view follows the window's size")
        #expect(controller.log == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        window.isHidden = true
    }

    @Test func controllerLayoutCallbacksSurroundTheViewsLayout() {
        var log: [String] = []
        final class Controller: UIViewController {
            var log: (String) -> Void = { _ in }
            override func loadView() { view = LoggingView() }
            override func viewWillLayoutSubviews() { log("will") }
            override func viewDidLayoutSubviews() { log("did") }
        }
        let controller = Controller()
        controller.log = { log.append($0) }
        (controller.view as? LoggingView)?.onLayout = { log.append("layoutSubviews") }
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(log == ["will", "layoutSubviews", "did"])
    }

    @Test func replacingAndHidingMakeTheRootDisappear() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = LoggingController(), second = LoggingController()
        window.rootViewController = first
        window.isHidden = false
        first.log = []
        window.rootViewController = second
        #expect(first.log == ["viewWillDisappear", "viewDidDisappear"])
        #expect(first.viewIfLoaded?.superview == nil)
        #expect(window.subviews == [second.view])
        second.log = []
        window.isHidden = true
        #expect(second.log == ["viewWillDisappear", "viewDidDisappear"])
        window.isHidden = false
        #expect(second.log.suffix(1) == ["viewDidAppear(window: true)"])
        #expect(second.log.filter { $0.hasPrefix("viewWillAppear") }.count == 1)
        window.isHidden = true
    }

    @Test func appearanceTransitionsAreNotRepeated() {
        let controller = LoggingController()
        controller.beginAppearanceTransition(true, animated: false)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        #expect(controller.log == ["viewWillAppear(window: false)", "viewDidAppear(window: false)"])
    }

    /// T-38: one key window at a time, with the key and visibility notifications in order.
    /// V-WIN-7: didBecomeVisible/didBecomeHidden follow programmatic show and hide; didBecomeKey/didResignKey follow the key window.
    @Test func t38KeyWindowAndNotifications() {
        let w1 = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let w2 = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        var log: [String] = []
        let names: [(Notification.Name, String)] = [
            (UIWindow.didBecomeVisibleNotification, "visible"), (UIWindow.didBecomeHiddenNotification, "hidden"),
            (UIWindow.didBecomeKeyNotification, "key"), (UIWindow.didResignKeyNotification, "resign"),
        ]
        let observers = names.map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let id = (note.object as AnyObject?) === w1 ? "w1" : (note.object as AnyObject?) === w2 ? "w2" : "other"
                MainActor.assumeIsolated { log.append("\(id) \(label)") }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }

        w1.makeKeyAndVisible()
        #expect(w1.isKeyWindow && !w2.isKeyWindow)
        w2.makeKeyAndVisible()
        #expect(w2.isKeyWindow && !w1.isKeyWindow)
        w2.isHidden = true
        // Windows of other tests may resign first; only these two windows' notifications are checked.
        log.removeAll { $0.hasPrefix("other") }
        #expect(log == ["w1 visible", "w1 key", "w2 visible", "w1 resign", "w2 key", "w2 resign", "w1 key", "w2 hidden"])
        #expect(w1.isKeyWindow, "hiding the key window hands key status to the frontmost visible window")
        #expect([w1, w2].filter(\.isKeyWindow).count == 1)
        w1.isHidden = true
    }

    @Test func hidingTheOnlyVisibleKeyWindowLeavesNoKeyWindow() {
        // Windows other tests left visible would take over key status: this test needs to be alone on screen.
        for window in UIApplication.shared.windows where !window.isHidden { window.isHidden = true }
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        var resigned = 0
        let observer = NotificationCenter.default.addObserver(forName: UIWindow.didResignKeyNotification, object: w,
                                                              queue: nil) { _ in MainActor.assumeIsolated { resigned += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }
        w.makeKeyAndVisible()
        #expect(UIApplication.shared.keyWindow === w)
        w.isHidden = true
        #expect(UIApplication.shared.keyWindow == nil)
        #expect(!w.isKeyWindow)
        #expect(resigned == 1)
    }

    @Test func showingWithoutMakingKey() {
        let w1 = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let w2 = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        w1.makeKeyAndVisible()
        w2.isHidden = false
        #expect(w1.isKeyWindow && !w2.isKeyWindow, "isHidden = false shows a window without making it key (V-WIN-8)")
        w1.isHidden = true
        w2.isHidden = true
    }

    /// V-WIN-6: new windows are normal; higher levels stack above; within a level, the window shown last is in front.
    @Test func windowLevelsOrderTheVisibleWindows() {
        let alert = UIWindow(frame: .zero), normal1 = UIWindow(frame: .zero), normal2 = UIWindow(frame: .zero)
        #expect(normal1.windowLevel == .normal)
        alert.windowLevel = .alert
        alert.isHidden = false
        normal2.isHidden = false
        normal1.isHidden = false
        let order = UIWindow.visibleWindowsBackToFront.filter { [alert, normal1, normal2].contains($0) }
        #expect(order == [normal2, normal1, alert])
        #expect(UIWindow.Level.statusBar > .normal && UIWindow.Level.alert > .statusBar)
        alert.windowLevel = UIWindow.Level(.nan)
        #expect(alert.windowLevel == .alert, "a NaN level is refused")
        [alert, normal1, normal2].forEach { $0.isHidden = true }
    }
}
