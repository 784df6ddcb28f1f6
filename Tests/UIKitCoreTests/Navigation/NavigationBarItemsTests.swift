import Testing
@testable import UIKitCore
import QuartzCore

/// A navigation bar on its own (CTL-26): its item stack, the delegate asked before a push or pop, the back
/// button popping an item, bar button items drawn as iOS does (system words and symbols, done bold, disabled
/// dimmed) and a menu shown when an item has no action.
@MainActor @Suite(.serialized) struct NavigationBarItemsTests {
    final class Refusing: UINavigationBarDelegate {
        var calls: [String] = []
        var refusePop = false
        func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
            calls.append("shouldPush \(item.title ?? "")"); return true
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) { calls.append("didPush \(item.title ?? "")") }
        func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
            calls.append("shouldPop \(item.title ?? "")"); return !refusePop
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { calls.append("didPop \(item.title ?? "")") }
    }

    @Test func theDelegateIsAskedBeforeAPushAndAPop() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        let delegate = Refusing()
        bar.delegate = delegate
        let first = UINavigationItem(title: "One"), second = UINavigationItem(title: "Two")
        bar.pushItem(first, animated: false)
        bar.pushItem(second, animated: false)
        #expect(bar.topItem === second && bar.backItem === first)
        delegate.refusePop = true
        #expect(bar.popItem(animated: false) == nil)
        #expect(bar.items?.count == 2)
        delegate.refusePop = false
        #expect(bar.popItem(animated: false) === second)
        #expect(bar.popItem(animated: false) == nil, "the last item stays")
        #expect(delegate.calls == ["shouldPush One", "didPush One", "shouldPush Two", "didPush Two", "shouldPop Two",
                                   "shouldPop Two", "didPop Two"])
    }

    @Test func pushingAnItemTwiceIsLogged() {
        let bar = UINavigationBar(frame: .zero)
        let item = UINavigationItem(title: "A")
        bar.pushItem(item, animated: false)
        let lines = NavigationTestHost.capturingLog { bar.pushItem(item, animated: false) }
        #expect(lines.contains { $0.contains("already in the bar") })
        #expect(bar.items?.count == 1)
    }

    @Test func systemItemsAreWordsOrSymbolsAndDoneIsBold() {
        let done = BarButtonView(item: UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil))
        let cancel = BarButtonView(item: UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil))
        let share = BarButtonView(item: UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil))
        #expect(done.shownTitle == "Done" && cancel.shownTitle == "Cancel")
        #expect(share.shownTitle == nil && share.shownImage != nil)
        #expect(done.item.style == .done)
        #expect(done.sizeThatFits(.zero).width > cancel.sizeThatFits(.zero).width - 20)
        for symbol in ["plus", "square.and.arrow.up", "trash", "chevron.backward"] {
            #expect(UIImage(systemName: symbol) != nil, "\(symbol) is installed")
        }
    }

    @Test func aDisabledItemDoesNotPerformItsAction() {
        var performed = 0
        let item = UIBarButtonItem(title: "Go", primaryAction: UIAction { _ in performed += 1 })
        let view = BarButtonView(item: item)
        view.sendActions(for: .touchUpInside)
        item.isEnabled = false
        view.refresh()
        #expect(!view.isEnabled)
        item.performPrimaryAction()
        #expect(performed == 1)
    }

    @Test func anItemWithOnlyAMenuShowsTheMenu() throws {
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        var chosen: [String] = []
        let menu = UIMenu(children: [UIAction(title: "First") { _ in chosen.append("First") }])
        let item = UIBarButtonItem(title: "More", image: nil, primaryAction: nil, menu: menu)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        window.addSubview(toolbar)
        toolbar.items = [item]
        toolbar.layoutIfNeeded()
        let view = try #require(item.itemView as? BarButtonView)
        view.sendActions(for: .touchUpInside)
        let shown = try #require(window.subviews.compactMap { $0 as? ContextMenuView }.first)
        #expect(shown.items.map(\.title) == ["First"])
        shown.close()
    }
}
