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
