import Testing
@testable import UIKitCore
import QuartzCore

/// Records what a search controller tells its updater and delegate.
@MainActor final class SearchControllerLog: UISearchResultsUpdating, UISearchControllerDelegate {
    var calls: [String] = []
    var presentsItself = false
    func updateSearchResults(for searchController: UISearchController) {
        calls.append("update \(searchController.searchBar.text ?? "")")
    }
    func willPresentSearchController(_ searchController: UISearchController) { calls.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { calls.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { calls.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { calls.append("didDismiss") }
    func presentSearchController(_ searchController: UISearchController) {
        calls.append("present")
        if !presentsItself { searchController.presentOverSearchContext() }
    }
}

/// A parent showing `child` in the left half of its view, for presentation contexts.
final class HalfContainer: UIViewController {
    let child: UIViewController
    init(_ child: UIViewController) {
        self.child = child
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        child.view.frame = CGRect(x: 0, y: 0, width: view.bounds.width / 2, height: view.bounds.height)
    }
}

/// UISearchController: the search bar under the navigation bar's title, activation by a click into it, the
/// updater on every edit, the delegate's calls in UIKit's order, the results over the content under the bar, and
/// Cancel, Escape or a click on the dimmed content ending the search.
@MainActor @Suite(.serialized) struct SearchControllerTests {
    let log = CallLog()

    private func makeSearch(results: UIViewController? = UIViewController())
        -> (UINavigationController, UIWindow, EventSynthesizer, UISearchController, SearchControllerLog) {
        let (navigation, window, input) = NavigationTestHost.make(log)
        let search = UISearchController(searchResultsController: results)
        let searchLog = SearchControllerLog()
        search.searchResultsUpdater = searchLog
        search.delegate = searchLog
        navigation.viewControllers[0].navigationItem.searchController = search
        window.layoutIfNeeded()
        return (navigation, window, input, search, searchLog)
    }

    private func clickField(_ search: UISearchController, _ input: EventSynthesizer) {
        let field = search.searchBar.searchTextField
        let center = field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: nil)
        input.tap(at: center)
    }

    @Test func theSearchBarSitsUnderTheTitleAndTheSafeAreaGrowsByIt() throws {
        let (navigation, _, _, search, _) = makeSearch()
        defer { _ = UIResponder.currentFirstResponder?.resignFirstResponder() }
        let bar = navigation.navigationBar
        let root = navigation.viewControllers[0]
        #expect(search.searchBar.superview === bar)
        #expect(search.searchBar.frame == CGRect(x: 0, y: 50, width: 400, height: 52), "\(search.searchBar.frame)")
        #expect(bar.frame.height == 102)
        #expect(root.view.safeAreaInsets.top == 102)
        #expect(bar.titleLabel.frame.maxY <= 50)
        root.navigationItem.searchController = nil
        navigation.view.layoutIfNeeded()
        #expect(search.searchBar.superview == nil && bar.frame.height == 50 && root.view.safeAreaInsets.top == 50)
    }

    @Test func clickingTheBarActivatesTypingUpdatesAndEscapeDeactivates() throws {
        let (navigation, window, input, search, searchLog) = makeSearch()
        defer { _ = UIResponder.currentFirstResponder?.resignFirstResponder() }
        let root = navigation.viewControllers[0]
        clickField(search, input)
        #expect(search.isActive)
        #expect(search.searchBar.searchTextField.isFirstResponder)
        #expect(search.searchBar.showsCancelButton, "Cancel shows while active")
        NavigationTestHost.run(0.5)
        #expect(searchLog.calls == ["present", "willPresent", "update ", "didPresent"], "\(searchLog.calls)")
        #expect(root.presentedViewController === search)
        // The title row folds away: the bar is only the search bar, and the content's safe area follows.
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 52)
        #expect(root.view.safeAreaInsets.top == 52)
        let shown = search.view.convert(search.view.bounds, to: nil)
        #expect(shown == CGRect(x: 0, y: 52, width: 400, height: 548), "the search shows under the bar: \(shown)")
        #expect(!search.overlayView.dimmingView.isHidden, "the content is dimmed before there is text")
        #expect(search.searchResultsController?.view.isHidden == true)
        searchLog.calls = []
        input.type("abc")
        #expect(searchLog.calls == ["update a", "update ab", "update abc"])
        #expect(search.showsSearchResultsController && search.searchResultsController?.view.isHidden == false)
        #expect(search.overlayView.dimmingView.isHidden, "the results replace the dimming")
        input.key(.keyboardDeleteOrBackspace, characters: "\u{8}")
        #expect(searchLog.calls.last == "update ab")
        searchLog.calls = []
        input.key(.keyboardEscape, characters: "\u{1b}")
        NavigationTestHost.run(0.5)
        #expect(!search.isActive)
        #expect(search.searchBar.text == "" && !search.searchBar.searchTextField.isFirstResponder)
        #expect(!search.searchBar.showsCancelButton)
        #expect(root.presentedViewController == nil && search.presentingViewController == nil)
        #expect(searchLog.calls == ["willDismiss", "update ", "didDismiss"], "\(searchLog.calls)")
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 102 && root.view.safeAreaInsets.top == 102)
    }

    @Test func cancelAndAClickOnTheDimmedContentEndTheSearch() throws {
        let (_, window, input, search, searchLog) = makeSearch(results: nil)
        defer { _ = UIResponder.currentFirstResponder?.resignFirstResponder() }
        search.isActive = true
        NavigationTestHost.run(0.5)
        window.layoutIfNeeded()
        #expect(search.presentingViewController != nil)
        let cancel = search.searchBar.cancelButton
        input.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil))
        NavigationTestHost.run(0.5)
        #expect(!search.isActive && search.presentingViewController == nil)
        #expect(searchLog.calls == ["present", "willPresent", "update ", "didPresent", "willDismiss", "update ", "didDismiss"],
                "\(searchLog.calls)")
        search.isActive = true
        NavigationTestHost.run(0.5)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 200, y: 400))
        NavigationTestHost.run(0.5)
        #expect(!search.isActive, "a click on the dimmed content ends the search")
        search.obscuresBackgroundDuringPresentation = false
        search.isActive = true
        NavigationTestHost.run(0.5)
        #expect(search.view.hitTest(search.view.convert(CGPoint(x: 200, y: 400), from: nil), with: nil) == nil,
                "without dimming, clicks go through to the content")
        search.isActive = false
        NavigationTestHost.run(0.5)
    }

    @Test func pushingAnotherControllerEndsTheSearch() {
        let (navigation, window, _, search, searchLog) = makeSearch()
        search.isActive = true
        NavigationTestHost.run(0.5)
        #expect(search.presentingViewController != nil)
        navigation.pushViewController(StackLoggingController("next", log: log), animated: false)
        NavigationTestHost.run(0.5)
        window.layoutIfNeeded()
        #expect(!search.isActive && search.presentingViewController == nil)
        #expect(search.searchBar.superview == nil && navigation.navigationBar.frame.height == 50)
        #expect(searchLog.calls.suffix(3) == ["willDismiss", "update ", "didDismiss"], "\(searchLog.calls)")
    }

    @Test func aSearchBarInTheContentHidesTheNavigationBarWhileActive() {
        let (navigation, window, _) = NavigationTestHost.make(log)
        let root = navigation.viewControllers[0]
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.frame = CGRect(x: 0, y: 50, width: 400, height: 52)
        root.view.addSubview(search.searchBar)
        search.isActive = true
        NavigationTestHost.run(0.5)
        window.layoutIfNeeded()
        #expect(search.presentingViewController === navigation, "presented from the bar's controller, over the root")
        #expect(navigation.isNavigationBarHidden)
        search.isActive = false
        NavigationTestHost.run(0.5)
        #expect(!navigation.isNavigationBarHidden && search.presentingViewController == nil)
        search.hidesNavigationBarDuringPresentation = false
        search.isActive = true
        NavigationTestHost.run(0.5)
        #expect(!navigation.isNavigationBarHidden)
        search.isActive = false
        NavigationTestHost.run(0.5)
    }

    @Test func aDelegateThatPresentsTakesOverThePresentation() {
        let (_, _, _, search, searchLog) = makeSearch()
        searchLog.presentsItself = true
        search.isActive = true
        NavigationTestHost.run(0.5)
        #expect(search.isActive && search.presentingViewController == nil)
        #expect(searchLog.calls == ["present", "update "])
        search.isActive = false
    }

    @Test func theResultsCoverTheControllerThatDefinesThePresentationContext() throws {
        let log = CallLog()
        let (window, _) = EventTestEnvironment.makeWindow(size: CGSize(width: 400, height: 600))
        let navigation = UINavigationController(rootViewController: StackLoggingController("root", log: log))
        let container = HalfContainer(navigation)
        window.rootViewController = container
        window.layoutIfNeeded()
        let search = UISearchController(searchResultsController: UIViewController())
        navigation.viewControllers[0].navigationItem.searchController = search
        search.hidesNavigationBarDuringPresentation = false
        window.layoutIfNeeded()
        search.isActive = true
        NavigationTestHost.run(0.5)
        #expect(search.presentingViewController === container, "no context defined: the window's root presents")
        #expect(search.view.convert(search.view.bounds, to: nil) == CGRect(x: 0, y: 102, width: 400, height: 498))
        search.isActive = false
        NavigationTestHost.run(0.5)
        navigation.definesPresentationContext = true
        search.isActive = true
        NavigationTestHost.run(0.5)
        #expect(search.presentingViewController === navigation)
        #expect(search.view.convert(search.view.bounds, to: nil) == CGRect(x: 0, y: 102, width: 200, height: 498),
                "the results stay within the context")
        search.isActive = false
        NavigationTestHost.run(0.5)
        window.isHidden = true
    }

    @Test func scrollingFoldsTheSearchBarBeforeTheLargeTitle() {
        let (navigation, window, _) = NavigationTestHost.make(log)
        let bar = navigation.navigationBar
        bar.prefersLargeTitles = true
        let list = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        scroll.contentSize = CGSize(width: 400, height: 3000)
        list.view = scroll
        let search = UISearchController(searchResultsController: nil)
        list.navigationItem.searchController = search
        navigation.pushViewController(list, animated: false)
        window.layoutIfNeeded()
        #expect(abs(bar.frame.height - (50 + 52 + 52)) < 0.01)
        #expect(search.searchBar.frame.minY == 102)
        #expect(scroll.contentOffset.y == -154, "the content rests below the bar and its search bar")
        scroll.contentOffset = CGPoint(x: 0, y: -154 + 26)
        window.layoutIfNeeded()
        #expect(abs(bar.frame.height - (50 + 52 + 26)) < 0.01, "the search bar folds first")
        scroll.contentOffset = CGPoint(x: 0, y: -154 + 52 + 26)
        window.layoutIfNeeded()
        #expect(abs(bar.frame.height - (50 + 26)) < 0.01, "then the large title")
        #expect(search.searchBar.isHidden)
        list.navigationItem.hidesSearchBarWhenScrolling = false
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        window.layoutIfNeeded()
        #expect(abs(bar.frame.height - (50 + 52)) < 0.01, "a search bar that stays keeps its height")
        list.navigationItem.preferredSearchBarPlacement = .inline
        window.layoutIfNeeded()
        #expect(list.navigationItem.searchBarPlacement == .inline)
        #expect(bar.frame.height == 50 && search.searchBar.superview === bar.contentView)
        #expect(search.searchBar.frame.maxX <= 400 - UINavigationBar.edgeMargin && search.searchBar.frame.minY >= 0)
    }
}
