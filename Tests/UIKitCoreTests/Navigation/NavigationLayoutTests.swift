import Testing
@testable import UIKitCore
import QuartzCore

/// Frames and the safe area under the bars, the bar's layout (title centred, items at the edges, the back
/// button), the toolbar fed by the top controller, and the large title collapsing as the content scrolls.
@MainActor @Suite(.serialized) struct NavigationLayoutTests {
    let log = CallLog()

    @Test func theTopViewSpansTheControllerAndItsSafeAreaIsUnderTheBars() {
        let (navigation, window, _) = NavigationTestHost.make(log)
        let root = navigation.viewControllers[0]
        #expect(root.view.frame == navigation.view.bounds)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 400, height: 50))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(content)
        NSLayoutConstraint.activate([content.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor),
                                     content.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                                     content.widthAnchor.constraint(equalToConstant: 10),
                                     content.bottomAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.bottomAnchor)])
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        root.toolbarItems = [UIBarButtonItem(systemItem: .add)]
        navigation.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 60, left: 0, bottom: 49, right: 0))
        #expect(content.frame == CGRect(x: 0, y: 60, width: 10, height: 600 - 60 - 49), "constraints to the safe area")
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 556, width: 400, height: 44))
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(root.view.safeAreaInsets.top == 10)
        #expect(navigation.navigationBar.isHidden)
    }

    @Test func theBarCentresTheTitleAndPlacesTheItems() throws {
        let (navigation, window, _) = NavigationTestHost.make(log)
        let a = StackLoggingController("Details", log: log)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        let add = UIBarButtonItem(systemItem: .add)
        a.navigationItem.rightBarButtonItems = [done, add]
        navigation.pushViewController(a, animated: false)
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        #expect(abs(bar.titleLabel.frame.midX - 200) < 0.5, "the title is centred on the bar")
        #expect(bar.titleLabel.text == "Details")
        let doneView = try #require(done.itemView), addView = try #require(add.itemView)
        #expect(doneView.frame.maxX == 400 - UINavigationBar.edgeMargin, "the first right item is outermost")
        #expect(addView.frame.maxX <= doneView.frame.minX)
        #expect(doneView.frame.height == 50 && doneView.frame.minY == 0)
        let back = try #require(bar.backButtonView)
        #expect(back.frame.minX == UINavigationBar.edgeMargin)
        #expect(back.shownTitle == "root", "the back button carries the previous item's title")
        #expect(back.indicator != nil, "with the chevron")
        #expect((doneView as? BarButtonView)?.shownTitle == "Done")
        #expect((addView as? BarButtonView)?.shownImage != nil, "add is the plus symbol")
    }

    /// A title view takes the title's place, centred at its own size; a label with no frame takes its fitting
    /// size; popping brings the previous item's title back.
    @Test func aTitleViewReplacesTheTitleAndLeavesWithItsItem() {
        let (navigation, window, _) = NavigationTestHost.make(log)
        let a = StackLoggingController("a", log: log)
        let segments = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        a.navigationItem.titleView = segments
        navigation.pushViewController(a, animated: false)
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        #expect(segments.isDescendant(of: bar))
        #expect(bar.titleLabel.isHidden, "the title view replaces the title")
        #expect(segments.frame.size == CGSize(width: 120, height: 30))
        #expect(abs(segments.convert(segments.bounds, to: bar).midX - 200) < 0.5, "centred on the bar")
        #expect(abs(segments.convert(segments.bounds, to: bar).midY - 25) < 0.5)
        let label = UILabel()
        label.text = "Custom"
        a.navigationItem.titleView = label
        window.layoutIfNeeded()
        #expect(segments.superview == nil && label.isDescendant(of: bar))
        #expect(label.frame.width >= label.intrinsicContentSize.width - 0.5 && label.frame.height > 0)
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(label.superview == nil)
        #expect(!bar.titleLabel.isHidden && bar.titleLabel.text == "root")
    }

    @Test func aLeftItemReplacesTheBackButtonUnlessItSupplementsIt() {
        let (navigation, window, _) = NavigationTestHost.make(log)
        let a = StackLoggingController("a", log: log)
        a.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Left", style: .plain, target: nil, action: nil)
        navigation.pushViewController(a, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.backButtonView == nil)
        a.navigationItem.leftItemsSupplementBackButton = true
        window.layoutIfNeeded()
        let back = navigation.navigationBar.backButtonView
        #expect(back != nil)
        let left = a.navigationItem.leftBarButtonItem?.itemView
        #expect((left?.frame.minX ?? 0) >= back?.frame.maxX ?? .infinity)
        a.navigationItem.hidesBackButton = true
        #expect(navigation.navigationBar.backButtonView == nil)
    }

    @Test func theBackButtonTitleFollowsTheBackItem() {
        let (navigation, _, _) = NavigationTestHost.make(log)
        let root = navigation.viewControllers[0]
        navigation.pushViewController(StackLoggingController("a", log: log), animated: false)
        root.navigationItem.backButtonTitle = "Home"
        #expect(navigation.navigationBar.backButtonView?.shownTitle == "Home")
        root.navigationItem.backButtonDisplayMode = .generic
        #expect(navigation.navigationBar.backButtonView?.shownTitle == "Back")
        root.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Up", style: .plain, target: nil, action: nil)
        root.navigationItem.backButtonDisplayMode = .default
        #expect(navigation.navigationBar.backButtonView?.shownTitle == "Up")
    }

    @Test func tappingTheBackButtonPops() throws {
        let (navigation, window, input) = NavigationTestHost.make(log)
        navigation.pushViewController(StackLoggingController("a", log: log), animated: false)
        window.layoutIfNeeded()
        let back = try #require(navigation.navigationBar.backButtonView)
        let point = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: window)
        input.advance(by: 1)
        input.tap(at: point)
        NavigationTestHost.run(0.5)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func theToolbarShowsTheTopControllersItemsWithFlexibleSpaces() throws {
        let (navigation, window, _) = NavigationTestHost.make(log)
        let root = navigation.viewControllers[0]
        let left = UIBarButtonItem(systemItem: .trash), right = UIBarButtonItem(systemItem: .action)
        let fixed = UIBarButtonItem.fixedSpace(20), middle = UIBarButtonItem(title: "Mid", style: .plain, target: nil, action: nil)
        root.setToolbarItems([left, .flexibleSpace(), middle, .flexibleSpace(), fixed, right], animated: false)
        navigation.isToolbarHidden = false
        window.layoutIfNeeded()
        let toolbar = navigation.toolbar!
        #expect(toolbar.items?.count == 6)
        let leftView = try #require(left.itemView), rightView = try #require(right.itemView)
        let middleView = try #require(middle.itemView)
        #expect(leftView.frame.minX == UIToolbar.edgeMargin)
        #expect(rightView.frame.maxX == 400 - UIToolbar.edgeMargin)
        #expect(middleView.frame.maxX + 20 <= rightView.frame.minX)
        let leftGap = middleView.frame.minX - leftView.frame.maxX
        let rightGap = rightView.frame.minX - 20 - middleView.frame.maxX
        #expect(abs(leftGap - rightGap) < 0.5, "flexible spaces share the room")
        let a = StackLoggingController("a", log: log)
        a.toolbarItems = [UIBarButtonItem(systemItem: .camera)]
        navigation.pushViewController(a, animated: false)
        #expect(toolbar.items?.count == 1, "the new top controller's items")
        let b = StackLoggingController("b", log: log)
        b.hidesBottomBarWhenPushed = true
        navigation.pushViewController(b, animated: false)
        window.layoutIfNeeded()
        #expect(toolbar.isHidden)
        #expect(b.view.safeAreaInsets.bottom == 0)
    }

    @Test func aLargeTitleCollapsesAsTheContentScrolls() {
        let (navigation, window, _) = NavigationTestHost.make(log)
        let bar = navigation.navigationBar
        bar.prefersLargeTitles = true
        let list = UIViewController()
        list.title = "Inbox"
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        scroll.contentSize = CGSize(width: 400, height: 3000)
        list.view = scroll
        navigation.pushViewController(list, animated: false)
        window.layoutIfNeeded()
        #expect(abs(bar.frame.height - 102) < 0.01, "expanded at the top")
        #expect(!bar.largeTitleLabel.isHidden && bar.largeTitleLabel.text == "Inbox")
        #expect(list.view.safeAreaInsets.top == 102)
        #expect(bar.isAtScrollEdge)
        #expect(scroll.contentOffset.y == -102, "the content rests below the bar (adjustedContentInset)")
        scroll.contentOffset = CGPoint(x: 0, y: -102 + 26)
        window.layoutIfNeeded()
        #expect(abs(bar.frame.height - 76) < 0.01, "half collapsed")
        #expect(scroll.contentOffset.y == -76, "folding the bar does not move the content")
        #expect(!bar.isAtScrollEdge)
        scroll.contentOffset = CGPoint(x: 0, y: 200)
        window.layoutIfNeeded()
        #expect(bar.frame.height == 50)
        #expect(bar.titleLabel.alpha == 1, "the small title shows once collapsed")
        list.navigationItem.largeTitleDisplayMode = .never
        window.layoutIfNeeded()
        #expect(!bar.showsLargeTitle)
    }

    @Test func theScrollEdgeAppearanceAppliesAtTheTop() {
        let (navigation, window, _) = NavigationTestHost.make(log)
        let bar = navigation.navigationBar
        let edge = UINavigationBarAppearance()
        edge.configureWithTransparentBackground()
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .red
        bar.standardAppearance = standard
        bar.scrollEdgeAppearance = edge
        let list = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        scroll.contentSize = CGSize(width: 400, height: 3000)
        list.view = scroll
        navigation.pushViewController(list, animated: false)
        window.layoutIfNeeded()
        #expect(bar.backgroundColor == .clear)
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        #expect(bar.backgroundColor == .red)
        list.navigationItem.standardAppearance = {
            let own = UINavigationBarAppearance()
            own.backgroundColor = .green
            return own
        }()
        #expect(bar.backgroundColor == .green, "the item's appearance wins")
    }
}
