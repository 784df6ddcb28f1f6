import Foundation
import Testing
import UIKit
@testable import UIKitCore
import UIKitTestSupport

/// A view that copies (so the Edit menu's Copy is enabled while it is first responder) and logs it.
final class MenuCopyingView: UIView {
    var copies = 0
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Selector("copy:") || super.canPerformAction(action, withSender: sender)
    }
    override func copy(_ sender: Any?) { copies += 1 }
}

/// The menu bar on a real X server: opened with F10, Alt and the pointer, running a validated command; full screen
/// through `_NET_WM_STATE`; the urgency hint of an alert in a window without focus.
@MainActor @Suite(.serialized) struct MenuBarXvfbTests {
    static let f10: UInt = 0xFFC7, f11: UInt = 0xFFC8, altL: UInt = 0xFFE9, escape: UInt = 0xFF1B

    func tap(_ app: InputTestApp, _ keysym: UInt) {
        app.input.key(keysym, press: true)
        app.input.key(keysym, press: false)
        app.pump()
    }

    func makeApp() throws -> (InputTestApp, MenuCopyingView) {
        let app = try InputTestApp(size: CGSize(width: 480, height: 320))
        let view = MenuCopyingView(frame: CGRect(x: 0, y: 60, width: 480, height: 260))
        view.backgroundColor = .white
        app.addAndClick(view, at: 200, 200)
        #expect(view.becomeFirstResponder())
        UIMenuSystem.main.setNeedsRebuild()
        return (app, view)
    }

    @Test func f10AndAltOpenTheBarAndTheSecondMenusCopyRunsOnAClick() throws {
        let (app, view) = try makeApp()
        defer { app.close() }
        let before = try app.screenshot("menubar-closed")
        tap(app, Self.f10)
        let bar = try #require(MenuBarView.bar(in: app.window))
        #expect(bar.openIndex == 0)
        let shown = try app.screenshot("menubar-f10")
        // The bar's light grey now covers the top of the white view... and the menu panel hangs below it.
        #expect(before.matches(400, 10, (0, 0, 0), tolerance: 255) && shown.matches(470, 10, (242, 242, 242), tolerance: 3),
                "\(shown.rgb(470, 10))")
        tap(app, Self.escape)
        #expect(MenuBarView.bar(in: app.window) == nil)
        // Alt alone.
        tap(app, Self.altL)
        let again = try #require(MenuBarView.bar(in: app.window))
        #expect(again.openIndex == 0)
        // The pointer: the Edit title, then its Copy row.
        let edit = try #require(again.menus.firstIndex { $0.title == "Edit" })
        app.input.click(at: Int(again.titleFrames[edit].midX), Int(again.titleFrames[edit].midY))
        app.pump()
        #expect(again.openIndex == edit)
        let menu = try #require(again.openMenu)
        let copy = try #require(menu.items.firstIndex { $0.title == "Copy" })
        #expect(menu.items[copy].isEnabled && menu.items.first { $0.title == "Paste" }?.isEnabled == false)
        #expect(menu.panel.minY >= MenuBarView.height, "the menu hangs below the bar, never over it")
        #expect(menu.panel.minX <= again.titleFrames[edit].minX && menu.panel.maxX <= 480)
        let row = menu.panels[0].rowFrames[copy]
        _ = try app.screenshot("menubar-edit-open")
        app.input.click(at: Int(row.midX), Int(row.midY))
        app.pump()
        #expect(view.copies == 1)
        #expect(MenuBarView.bar(in: app.window) == nil)
        view.resignFirstResponder()
    }

    @Test func f11TogglesFullScreenThroughNetWMState() throws {
        let (app, view) = try makeApp()
        defer { app.close() }
        let wm = try WindowManagerClient(display: app.server.display)
        let window = app.host.windowID
        let normal = try #require(wm.geometry(of: window))
        #expect(!wm.states(of: window).contains("_NET_WM_STATE_FULLSCREEN"))
        tap(app, Self.f11)
        // No window manager runs on Xvfb: the window sets the state itself and covers its monitor.
        #expect(wm.states(of: window).contains("_NET_WM_STATE_FULLSCREEN"))
        #expect(app.pump(until: { wm.geometry(of: window).map { $0.width == 1280 && $0.height == 800 } ?? false }),
                "\(String(describing: wm.geometry(of: window)))")
        #expect(app.pump(until: { app.window.bounds.size == CGSize(width: 1280, height: 800) }))
        #expect(app.window.isFullScreenOnDesktop)
        tap(app, Self.f11)
        #expect(!wm.states(of: window).contains("_NET_WM_STATE_FULLSCREEN"))
        #expect(app.pump(until: { wm.geometry(of: window).map { $0.width == normal.width && $0.height == normal.height } ?? false }))
        view.resignFirstResponder()
    }

    @Test func anAlertInAWindowWithoutFocusSetsTheUrgencyHintUntilFocus() throws {
        let app = try InputTestApp(size: CGSize(width: 400, height: 300))
        defer { app.close() }
        let wm = try WindowManagerClient(display: app.server.display)
        let root = UIViewController()
        app.window.rootViewController = root
        wm.focusElsewhere()
        app.pump()
        #expect(!wm.isUrgent(app.host.windowID))
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        app.pump()
        #expect(wm.isUrgent(app.host.windowID))
        #expect(wm.states(of: app.host.windowID).contains("_NET_WM_STATE_DEMANDS_ATTENTION"))
        wm.focus(app.host.windowID)
        #expect(app.pump(until: { !wm.isUrgent(app.host.windowID) }))
        #expect(!wm.states(of: app.host.windowID).contains("_NET_WM_STATE_DEMANDS_ATTENTION"))
        alert.dismiss(animated: false)
        app.pump()
    }
}
