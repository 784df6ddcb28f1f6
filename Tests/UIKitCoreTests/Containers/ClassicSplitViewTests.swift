import Foundation
import Testing
@testable import UIKitCore

/// The classic split view (POP-16, POP-23): collapsing asks the delegate whether to discard the secondary, else
/// offers it to the primary; collapsed, a detail with no stack to push onto is presented.
@MainActor @Suite(.serialized) struct ClassicSplitViewTests {
    final class Discarding: UISplitViewControllerDelegate {
        var asked = 0
        func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                 onto primaryViewController: UIViewController) -> Bool {
            asked += 1
            return true
        }
    }

    final class Primary: UIViewController {
        var offered: UIViewController?
        override func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {
            offered = secondaryViewController
        }
    }

    @Test func collapsingAsksTheDelegateThenThePrimary() {
        let split = UISplitViewController()
        let primary = Primary(), secondary = UIViewController()
        split.viewControllers = [primary, secondary]
        let delegate = Discarding()
        split.delegate = delegate
        let (window, _) = ContainerTestWindow.show(split, size: CGSize(width: 500, height: 700))
        window.layoutIfNeeded()
        #expect(split.isCollapsed)
        #expect(delegate.asked == 1)
        #expect(primary.offered == nil) // discarded
        #expect(split.viewControllers.count == 1 && split.viewControllers[0] === primary)
        split.delegate = nil
        window.hostDidResize(to: CGSize(width: 1000, height: 700))
        window.layoutIfNeeded()
        #expect(split.viewControllers.count == 2)
        window.hostDidResize(to: CGSize(width: 500, height: 700))
        window.layoutIfNeeded()
        #expect(primary.offered === secondary)
        let detail = UIViewController()
        primary.showDetailViewController(detail, sender: primary)
        #expect(split.presentedViewController === detail)
        split.dismiss(animated: false)
        window.isHidden = true
    }
}
