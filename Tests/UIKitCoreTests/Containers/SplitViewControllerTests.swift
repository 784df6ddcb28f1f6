import Foundation
import Testing
@testable import UIKitCore

/// UISplitViewController: columns as children with the back-reference, widths and display modes, the delegate told
/// of columns shown and hidden, collapsing to one stack at a compact width (through the delegate and
/// collapseSecondaryViewController) and expanding back, the divider dragged within the limits, bad input logged.
@MainActor @Suite(.serialized) struct SplitViewControllerTests {
    final class Delegate: UISplitViewControllerDelegate {
        var events: [String] = []
        var topColumn: UISplitViewController.Column?
        func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
            events.append("mode \(displayMode.rawValue)")
        }
        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { events.append("show \(column)") }
        func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { events.append("hide \(column)") }
        func splitViewController(_ svc: UISplitViewController,
                                 topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
            events.append("top? \(proposedTopColumn)")
            return topColumn ?? proposedTopColumn
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { events.append("collapsed") }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) { events.append("expanded") }
    }

    /// A primary that stacks what it is given, as a navigation controller does.
    final class StackingPrimary: UIViewController {
        var stacked: UIViewController?
        override func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {
            addChild(secondaryViewController)
            view.addSubview(secondaryViewController.view)
            secondaryViewController.didMove(toParent: self)
            stacked = secondaryViewController
        }
        override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
            defer { stacked = nil }
            stacked?.willMove(toParent: nil)
            stacked?.view.removeFromSuperview()
            stacked?.removeFromParent()
            return stacked
        }
    }

    @Test func columnsAreChildrenThatKnowTheirSplitViewController() {
        let split = UISplitViewController(style: .tripleColumn)
        let primary = UIViewController(), supplementary = UIViewController(), secondary = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(supplementary, for: .supplementary)
        split.setViewController(secondary, for: .secondary)
        #expect(split.children.count == 3)
        #expect([primary, supplementary, secondary].allSatisfy { $0.splitViewController === split })
        #expect(split.viewController(for: .supplementary) === supplementary)
        #expect(split.viewControllers.count == 3)
        #expect(UIViewController().splitViewController == nil)
        let classic = UISplitViewController()
        classic.viewControllers = [UIViewController(), UIViewController()]
        #expect(classic.viewControllers.count == 2)
        #expect(classic.style == .unspecified)
        #expect(!capturingLog { classic.setViewController(UIViewController(), for: .primary) }.isEmpty)
    }

    @Test func columnsAreLaidOutByDisplayMode() {
        let split = UISplitViewController(style: .tripleColumn)
        let primary = UIViewController(), supplementary = UIViewController(), secondary = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(supplementary, for: .supplementary)
        split.setViewController(secondary, for: .secondary)
        let (window, _) = ContainerTestWindow.show(split, size: CGSize(width: 1200, height: 800))
        window.layoutIfNeeded()
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(supplementary.view.frame == CGRect(x: 320, y: 0, width: 320, height: 800))
        #expect(secondary.view.frame == CGRect(x: 640, y: 0, width: 560, height: 800))
        let delegate = Delegate()
        split.delegate = delegate
        split.hide(.primary)
        #expect(delegate.events == ["mode \(UISplitViewController.DisplayMode.oneBesideSecondary.rawValue)", "hide primary"])
        #expect(primary.view.superview == nil)
        #expect(supplementary.view.frame.minX == 0)
        split.hide(.supplementary)
        #expect(secondary.view.frame == CGRect(x: 0, y: 0, width: 1200, height: 800))
        delegate.events = []
        split.preferredSplitBehavior = .overlay
        split.show(.primary)
        #expect(split.displayMode == .twoOverSecondary)
        #expect(delegate.events.contains("show primary") && delegate.events.contains("show supplementary"))
        #expect(secondary.view.frame.width == 1200)
        window.isHidden = true
    }

    @Test func theNarrowColumnsHaveACompactWidth() {
        let split = UISplitViewController(style: .tripleColumn)
        let primary = UIViewController(), supplementary = UIViewController(), secondary = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(supplementary, for: .supplementary)
        split.setViewController(secondary, for: .secondary)
        let (window, _) = ContainerTestWindow.show(split, size: CGSize(width: 1200, height: 800))
        window.layoutIfNeeded()
        #expect(primary.traitCollection.horizontalSizeClass == .compact)
        #expect(supplementary.view.traitCollection.horizontalSizeClass == .compact)
        #expect(secondary.traitCollection.horizontalSizeClass == .regular)
        #expect(split.traitCollection.horizontalSizeClass == .regular)
        window.isHidden = true
    }

    @Test func widthsFollowPreferencesWithinLimits() {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        let (window, _) = ContainerTestWindow.show(split, size: CGSize(width: 1000, height: 700))
        split.preferredPrimaryColumnWidthFraction = 0.5
        #expect(split.primaryColumnWidth == 400) // the automatic maximum, 40% of the width
        split.maximumPrimaryColumnWidth = 600
        #expect(split.primaryColumnWidth == 500)
        split.preferredPrimaryColumnWidth = 100
        #expect(split.primaryColumnWidth == 180) // the automatic minimum
        split.minimumPrimaryColumnWidth = 50
        #expect(split.primaryColumnWidth == 100)
        window.isHidden = true
    }

    @Test func theDividerResizesThePrimaryColumnWithinItsLimits() {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController(), secondary = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        split.primaryBackgroundStyle = .sidebar
        let (window, input) = ContainerTestWindow.show(split, size: CGSize(width: 1000, height: 700))
        window.layoutIfNeeded()
        #expect(split.dividerView.frame.midX == 320)
        #expect(split.dividerView.pointerInteraction(UIPointerInteraction(delegate: nil),
                                                     styleFor: UIPointerRegion(rect: .zero, identifier: nil))?.cursor == .resizeLeftRight)
        input.drag(from: CGPoint(x: 320, y: 300), to: CGPoint(x: 380, y: 300), steps: 6, duration: 0.3)
        window.layoutIfNeeded()
        #expect(split.primaryColumnWidth == 380)
        #expect(primary.view.frame.width == 380)
        #expect(secondary.view.frame.minX == 380)
        input.drag(from: CGPoint(x: 380, y: 300), to: CGPoint(x: 900, y: 300), steps: 6, duration: 0.3)
        #expect(split.primaryColumnWidth == 400) // the maximum
        input.drag(from: CGPoint(x: 400, y: 300), to: CGPoint(x: 10, y: 300), steps: 6, duration: 0.3)
        #expect(split.primaryColumnWidth == 180) // the minimum
        window.isHidden = true
    }

    @Test func aNarrowWindowCollapsesOntoThePrimaryAndAWideOneExpands() {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = StackingPrimary(), secondary = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        let delegate = Delegate()
        split.delegate = delegate
        let (window, _) = ContainerTestWindow.show(split, size: CGSize(width: 1000, height: 700))
        window.layoutIfNeeded()
        #expect(!split.isCollapsed)
        window.hostDidResize(to: CGSize(width: 500, height: 700))
        window.layoutIfNeeded()
        #expect(split.isCollapsed)
        #expect(delegate.events == ["top? secondary", "collapsed"])
        #expect(primary.stacked === secondary)
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 500, height: 700))
        #expect(secondary.view.superview === primary.view)
        #expect(split.displayModeButtonItem.isHidden)
        window.hostDidResize(to: CGSize(width: 1000, height: 700))
        window.layoutIfNeeded()
        #expect(!split.isCollapsed)
        #expect(delegate.events.last == "expanded")
        #expect(secondary.parent === split)
        #expect(secondary.view.frame.minX == 320)
        #expect(!split.displayModeButtonItem.isHidden)
        window.isHidden = true
    }

    @Test func collapsingShowsTheCompactColumnOrWhatTheDelegateKeepsOnTop() {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController(), secondary = UIViewController(), compact = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        let delegate = Delegate()
        delegate.topColumn = .primary
        split.delegate = delegate
        let (window, _) = ContainerTestWindow.show(split, size: CGSize(width: 500, height: 700))
        window.layoutIfNeeded()
        #expect(split.isCollapsed)
        #expect(primary.view.superview === split.view)
        #expect(secondary.view.superview == nil)
        window.hostDidResize(to: CGSize(width: 1000, height: 700))
        window.layoutIfNeeded()
        split.setViewController(compact, for: .compact)
        window.hostDidResize(to: CGSize(width: 500, height: 700))
        window.layoutIfNeeded()
        #expect(compact.view.superview === split.view)
        #expect(primary.view.superview == nil)
        window.isHidden = true
    }

    @Test func theDisplayModeButtonTogglesThePrimary() {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        let (window, _) = ContainerTestWindow.show(split, size: CGSize(width: 1000, height: 700))
        let button = split.displayModeButtonItem
        #expect(button.image != nil)
        split.performDisplayModeButtonAction()
        #expect(split.displayMode == .secondaryOnly)
        #expect(primary.view.superview == nil)
        split.performDisplayModeButtonAction()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(primary.view.superview === split.view)
        window.isHidden = true
    }

    @Test func badInputIsLoggedAndNeverCrashes() {
        let split = UISplitViewController(style: .doubleColumn)
        let shared = UIViewController()
        split.setViewController(shared, for: .primary)
        #expect(!capturingLog { split.setViewController(shared, for: .secondary) }.isEmpty)
        #expect(split.viewController(for: .primary) == nil)
        #expect(split.viewController(for: .secondary) === shared)
        #expect(!capturingLog { split.setViewController(split, for: .primary) }.isEmpty)
        #expect(!capturingLog { split.setViewController(UIViewController(), for: .supplementary) }.isEmpty)
        let elsewhere = UIViewController(), other = UIViewController()
        other.addChild(elsewhere)
        split.setViewController(elsewhere, for: .primary)
        #expect(elsewhere.parent === split)
        #expect(other.children.isEmpty)
        split.setViewController(nil, for: .secondary)
        #expect(shared.parent == nil)
    }
}
