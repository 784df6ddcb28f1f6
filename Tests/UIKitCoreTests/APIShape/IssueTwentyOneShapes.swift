import Testing
import UIKit

// Issue 21's declarations, used as iOS code uses them (overrides included): if one drifts from UIKit's shape (a
// member `public` where UIKit has `open`, a label, an optional, a designated initializer turned convenience) this
// file stops compiling. No `@testable`: only what an app sees.

/// A controller that overrides what UIKit lets it: the nib it names, its storyboard, segues, status bar, editing.
final class NibNamingController: UIViewController {
    private(set) var segues: [String] = []
    private(set) var statusBarUpdates = 0
    private(set) var editingChanges: [Bool] = []
    let child = UIViewController()

    override var nibName: String? { "NoSuchShapeNib" }
    override var nibBundle: Bundle? { Bundle.main }
    override var storyboard: UIStoryboard? { super.storyboard }
    override var childForStatusBarStyle: UIViewController? { child }
    override var childForStatusBarHidden: UIViewController? { child }

    override func performSegue(withIdentifier identifier: String, sender: Any?) {
        segues.append(identifier)
        super.performSegue(withIdentifier: identifier, sender: sender)
    }

    override func setNeedsStatusBarAppearanceUpdate() {
        statusBarUpdates += 1
        super.setNeedsStatusBarAppearanceUpdate()
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        editingChanges.append(editing)
    }

    override var isEditing: Bool {
        get { super.isEditing }
        set { super.isEditing = newValue }
    }

    override var editButtonItem: UIBarButtonItem { super.editButtonItem }
}

/// A presentation controller that watches its container view, as custom presentations do.
final class WatchingPresentationController: UIPresentationController {
    private(set) var containerReads = 0
    override var containerView: UIView? {
        containerReads += 1
        return super.containerView
    }
}

/// The container subclasses apps write: designated initializers overridden, stack operations overridden.
final class LoggingNavigationController: UINavigationController {
    private(set) var pushes = 0
    override init(rootViewController: UIViewController) { super.init(rootViewController: rootViewController) }
    override init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(navigationBarClass: navigationBarClass, toolbarClass: toolbarClass)
    }
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        pushes += 1
        super.pushViewController(viewController, animated: animated)
    }
    override func popViewController(animated: Bool) -> UIViewController? { super.popViewController(animated: animated) }
    override var childForStatusBarStyle: UIViewController? { topViewController }
}

final class LoggingTabBarController: UITabBarController {
    private(set) var selections = 0
    override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        selections += 1
        super.tabBar(tabBar, didSelect: item)
    }
}

final class ColumnsController: UISplitViewController {
    override init(style: UISplitViewController.Style) { super.init(style: style) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class PagesController: UIPageViewController {
    override init(transitionStyle style: UIPageViewController.TransitionStyle,
                  navigationOrientation: UIPageViewController.NavigationOrientation,
                  options: [UIPageViewController.OptionsKey: Any]? = nil) {
        super.init(transitionStyle: style, navigationOrientation: navigationOrientation, options: options)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class ResultsSearchController: UISearchController {
    override init(searchResultsController: UIViewController?) { super.init(searchResultsController: searchResultsController) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor @Suite(.serialized) struct IssueTwentyOneShapeTests {
    @Test func controllerOverridesAreHeardThroughTheBaseClass() {
        let controller = NibNamingController()
        let base: UIViewController = controller
        #expect(base.nibName == "NoSuchShapeNib" && base.nibBundle === Bundle.main)
        #expect(base.storyboard == nil, "made in code")
        base.performSegue(withIdentifier: "showDetail", sender: nil) // logged: no storyboard scene
        base.setNeedsStatusBarAppearanceUpdate()
        #expect(controller.segues == ["showDetail"] && controller.statusBarUpdates == 1)
        #expect(base.childForStatusBarStyle === controller.child && base.childForStatusBarHidden === controller.child)
        base.isEditing = true
        #expect(controller.editingChanges == [true] && base.editButtonItem.style == .done)
        #expect(UIViewController().childForStatusBarStyle == nil)
    }

    @Test func aPresentationControllersContainerViewIsOverridable() {
        let presentation = WatchingPresentationController(presentedViewController: UIViewController(), presenting: nil)
        let base: UIPresentationController = presentation
        #expect(base.containerView == nil, "no container before the presentation starts")
        #expect(presentation.containerReads >= 1)
    }

    @Test func containerSubclassesAndTypicalSetUp() {
        let root = UIViewController()
        let navigation = LoggingNavigationController(rootViewController: root)
        navigation.pushViewController(UIViewController(), animated: false)
        #expect(navigation.pushes == 1 && navigation.viewControllers.count == 2)
        #expect(navigation.popViewController(animated: false) != nil)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.setToolbarHidden(false, animated: false)
        let toolbar: UIToolbar! = navigation.toolbar
        #expect(toolbar != nil)
        let duration: CGFloat = UINavigationController.hideShowBarDuration
        #expect(duration > 0)

        let item: UINavigationItem = root.navigationItem
        item.largeTitleDisplayMode = .never
        item.backButtonDisplayMode = .minimal
        item.rightBarButtonItems = [root.editButtonItem, UIBarButtonItem(systemItem: .add)]
        root.setToolbarItems([.flexibleSpace(), .fixedSpace(8), UIBarButtonItem(title: "Go", style: .done, target: nil, action: nil)],
                             animated: false)
        item.searchController = ResultsSearchController(searchResultsController: nil)
        #expect(item.searchController?.searchBar != nil)

        let tabs = LoggingTabBarController()
        tabs.setViewControllers([navigation, UIViewController()], animated: false)
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === tabs.viewControllers?[1])
        let tabItem = UITabBarItem(title: "Inbox", image: nil, selectedImage: nil)
        tabItem.badgeValue = "3"
        navigation.tabBarItem = tabItem
        #expect(UITabBarItem(tabBarSystemItem: .favorites, tag: 1).tag == 1)

        let split = ColumnsController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.preferredDisplayMode = .oneBesideSecondary
        #expect(split.viewController(for: .primary) != nil)

        let pages = PagesController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                    options: [.interPageSpacing: 8])
        #expect(pages.transitionStyle == .scroll)
    }

    @Test func alertsSheetsAndPopovers() {
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .actionSheet)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in }
        alert.addAction(delete)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.preferredAction = delete
        #expect(alert.actions.firstIndex(of: delete) == 0)
        alert.popoverPresentationController?.barButtonItem = UIBarButtonItem(systemItem: .trash)

        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        sheet.isModalInPresentation = true
        if let controller = sheet.sheetPresentationController {
            controller.detents = [.medium(), .large()]
            controller.prefersGrabberVisible = true
            controller.selectedDetentIdentifier = .medium
        }
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.sourceRect = CGRect(x: 0, y: 0, width: 1, height: 1)
        popover.popoverPresentationController?.permittedArrowDirections = [.up, .down]
    }

    @Test func traits() {
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let merged = UITraitCollection(traitsFrom: [compact, dark])
        #expect(merged.horizontalSizeClass == .compact && merged.userInterfaceStyle == .dark)
        #expect(merged.hasDifferentColorAppearance(comparedTo: compact))
        #expect(merged.containsTraits(in: dark))
        var seen = UIUserInterfaceStyle.unspecified
        merged.performAsCurrent { seen = UITraitCollection.current.userInterfaceStyle }
        #expect(seen == .dark)
    }
}
