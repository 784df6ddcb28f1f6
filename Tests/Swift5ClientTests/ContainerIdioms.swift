import Testing
import UIKit

// Issue 21's containers and traits as iOS code uses them, in Swift 5 mode: subclasses overriding the open members,
// delegates with only the methods they need, trait registrations with the `Self` closure form.

class SidebarSplitController: UISplitViewController, UISplitViewControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        preferredDisplayMode = .oneBesideSecondary
        preferredSplitBehavior = .tile
        primaryBackgroundStyle = .sidebar
        minimumPrimaryColumnWidth = 200
        maximumPrimaryColumnWidth = UISplitViewController.automaticDimension
    }

    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        .primary
    }

    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        true
    }
}

class TabsController: UITabBarController, UITabBarControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        tabBar.unselectedItemTintColor = .gray
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        viewController.tabBarItem.isEnabled
    }
}

class AdaptiveController: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
    }

    override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        super.showDetailViewController(vc, sender: sender)
    }

    override func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {
        super.collapseSecondaryViewController(secondaryViewController, for: splitViewController)
    }

    override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        super.separateSecondaryViewController(for: splitViewController)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tabBarItem = UITabBarItem(title: "Adaptive", image: UIImage(systemName: "star"), selectedImage: nil)
        tabBarItem.badgeValue = "1"
        registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, previousTraitCollection: UITraitCollection) in
            self.view.setNeedsLayout()
        }
    }
}

final class Pager: NSObject, UIPageViewControllerDataSource {
    let pages = [UIViewController(), UIViewController()]

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        pages.firstIndex(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        pages.firstIndex(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }
}

/// A custom container overriding containment and appearance forwarding, as UIKit documents them ("if you
/// override this method, you must call super").
class CountingContainer: UIViewController {
    var added: [UIViewController] = [], removed = 0, appearanceBegins = 0, appearanceEnds = 0

    override var children: [UIViewController] { super.children }
    override var parent: UIViewController? { super.parent }
    override var traitCollection: UITraitCollection { super.traitCollection }
    override var presentedViewController: UIViewController? { super.presentedViewController }
    override var presentingViewController: UIViewController? { super.presentingViewController }
    override var tabBarController: UITabBarController? { super.tabBarController }
    override var splitViewController: UISplitViewController? { super.splitViewController }

    override func addChild(_ childController: UIViewController) {
        added.append(childController)
        super.addChild(childController)
    }

    override func removeFromParent() {
        removed += 1
        super.removeFromParent()
    }

    override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceBegins += 1
        super.beginAppearanceTransition(isAppearing, animated: animated)
    }

    override func endAppearanceTransition() {
        appearanceEnds += 1
        super.endAppearanceTransition()
    }

    override func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        super.setOverrideTraitCollection(collection, forChild: childViewController)
    }
}

/// A navigation controller subclass made the common way: its own designated initializer over UIKit's.
class ThemedNavigationController: UINavigationController {
    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        navigationBar.prefersLargeTitles = true
    }

    required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
}

class ColumnsController: UISplitViewController {
    var shown: [UISplitViewController.Column] = []
    override func show(_ column: UISplitViewController.Column) {
        shown.append(column)
        super.show(column)
    }
    override func hide(_ column: UISplitViewController.Column) { super.hide(column) }
}

class DimmingPresentationController: UIPresentationController {
    override var presentedViewController: UIViewController { super.presentedViewController }
    override var presentingViewController: UIViewController { super.presentingViewController }
    override var presentationStyle: UIModalPresentationStyle { super.presentationStyle }
    override var traitCollection: UITraitCollection { super.traitCollection }
}

/// An interaction controller made the usual way: a subclass with its own state over UIKit's NSObject base.
class SwipeInteractor: UIPercentDrivenInteractiveTransition {
    var isInProgress = false
    override init() {
        super.init()
        completionSpeed = 0.9
    }
}

/// UIKit's value-like objects are NSObjects: equatable, hashable and described as iOS code expects.
@MainActor @Test func alertActionsDetentsAndPresentationControllersAreNSObjects() {
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    let cancel = UIAlertAction(title: "Cancel", style: .cancel)
    let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in }
    alert.addAction(cancel)
    alert.addAction(delete)
    #expect(alert.actions.firstIndex(of: delete) == 1)
    #expect(Set([cancel, delete, cancel]).count == 2)
    let detents: [NSObject] = [UISheetPresentationController.Detent.medium(), UISheetPresentationController.Detent.large()]
    #expect(detents.count == 2)
    let interactor: NSObject = SwipeInteractor()
    #expect((interactor as? SwipeInteractor)?.completionSpeed == 0.9)
    let presented = UIViewController()
    let presentation: NSObject = UIPresentationController(presentedViewController: presented, presenting: nil)
    #expect(presentation.isEqual(presentation))
}

/// UIKit's navigation and tab controllers add and remove their children through the overridable members, so a
/// subclass hears them; a navigation controller subclass's own `init(rootViewController:)` runs.
@MainActor @Test func containmentOverridesAreCalledByTheContainers() {
    let child = UIViewController()
    let container = CountingContainer()
    container.addChild(child)
    child.didMove(toParent: container)
    #expect(container.added == [child])
    #expect(container.children == [child] && child.parent === container)
    let navigation = ThemedNavigationController(rootViewController: container)
    #expect(navigation.navigationBar.prefersLargeTitles)
    #expect(navigation.viewControllers == [container] && container.navigationController === navigation)
    let pushed = CountingContainer()
    navigation.pushViewController(pushed, animated: false)
    navigation.popViewController(animated: false)
    #expect(pushed.removed == 1, "the pop removes the controller through its removeFromParent()")
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    window.rootViewController = navigation
    window.isHidden = false
    #expect(container.appearanceBegins >= 1 && container.appearanceEnds >= 1,
            "the root hears its appearance through the overridable begin/end")
    let split = ColumnsController(style: .doubleColumn)
    split.show(.primary)
    #expect(split.shown == [.primary])
    window.isHidden = true
    window.rootViewController = nil
}

@MainActor @Test func containerIdiomsCompileInSwift5Mode() {
    let split = SidebarSplitController(style: .doubleColumn)
    split.setViewController(AdaptiveController(), for: .primary)
    let tabs = TabsController()
    tabs.viewControllers = [split, UIViewController()]
    tabs.selectedIndex = 1
    let pager = Pager()
    let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                     options: [.interPageSpacing: 8])
    pages.dataSource = pager
    pages.setViewControllers([pager.pages[0]], direction: .forward, animated: false, completion: nil)
    #expect(split.tabBarController === tabs)
    #expect(split.viewController(for: .primary)?.splitViewController === split)
    #expect(pages.viewControllers?.count == 1)
    #expect(UITraitCollection(horizontalSizeClass: .compact).horizontalSizeClass == .compact)
}
