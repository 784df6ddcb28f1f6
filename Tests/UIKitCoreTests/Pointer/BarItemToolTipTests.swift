import Testing
@testable import UIKitCore

/// `toolTip` on bar button items: the item's view in a toolbar or navigation bar shows it after the delay, and a
/// change of the item's tooltip reaches the view.
@MainActor @Suite(.serialized) struct BarItemToolTipTests {
    @Test func aToolbarItemsToolTipShowsAfterTheDelayAndFollowsTheItem() throws {
        let (window, input) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true; ToolTips.dismiss() }
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        item.toolTip = "Shares the page"
        toolbar.items = [item]
        window.addSubview(toolbar)
        toolbar.layoutIfNeeded()
        let view = try #require(item.itemView as? UIControl)
        #expect(view.toolTip == "Shares the page")
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        input.hover(at: point)
        EventTestEnvironment.clock.advance(by: ToolTips.delay + 0.05)
        #expect(ToolTips.shownText == "Shares the page")
        input.hover(at: CGPoint(x: 300, y: 300))
        item.toolTip = "Sends the page"
        #expect(view.toolTip == "Sends the page")
    }

    @Test func aNavigationBarItemsToolTipShows() throws {
        let (window, input) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true; ToolTips.dismiss() }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        let navigationItem = UINavigationItem(title: "Inbox")
        let compose = UIBarButtonItem(title: "Compose", style: .plain, target: nil, action: nil)
        compose.toolTip = "New message"
        navigationItem.rightBarButtonItem = compose
        bar.items = [navigationItem]
        window.addSubview(bar)
        bar.layoutIfNeeded()
        let view = try #require(compose.itemView as? UIControl)
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        input.hover(at: point)
        EventTestEnvironment.clock.advance(by: ToolTips.delay + 0.05)
        #expect(ToolTips.shownText == "New message")
    }
}
