import Foundation
import Testing
@testable import UIKitCore

/// Size classes from the window's size with iPadOS's breakpoints (compact below 678 points wide or 480 tall);
/// resizing across a breakpoint sends willTransition(to:with:) before, traitCollectionDidChange after, and the
/// iOS 17 trait registrations; overrides from a parent and traitOverrides.
@MainActor @Suite(.serialized) struct SizeClassTests {
    @Test func breakpointsFollowIPadOSMultitasking() {
        #expect(SizeClassBreakpoints.horizontal(for: 320) == .compact)
        #expect(SizeClassBreakpoints.horizontal(for: 639) == .compact)
        #expect(SizeClassBreakpoints.horizontal(for: 677.5) == .compact)
        #expect(SizeClassBreakpoints.horizontal(for: 678) == .regular)
        #expect(SizeClassBreakpoints.horizontal(for: 1366) == .regular)
        #expect(SizeClassBreakpoints.vertical(for: 414) == .compact)
        #expect(SizeClassBreakpoints.vertical(for: 480) == .regular)
        #expect(SizeClassBreakpoints.horizontal(for: .nan) == .unspecified)
    }

    @Test func viewsAndControllersHaveTheirWindowsSizeClassesAndScale() {
        let controller = UIViewController()
        let (window, _) = ContainerTestWindow.show(controller, size: CGSize(width: 500, height: 900))
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        #expect(controller.traitCollection.verticalSizeClass == .regular)
        #expect(controller.view.traitCollection.displayScale == window.screen.scale)
        window.isHidden = true
    }

    @Test func resizingAcrossTheBreakpointTellsControllersAndViewsInUIKitsOrder() {
        final class Sizer: UIViewController {
            var log: EventLog?
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                log?.add("root.viewWillTransition \(Int(size.width))")
            }
            override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
                log?.add("root.willTransition \(newCollection.horizontalSizeClass == .compact ? "compact" : "regular")")
            }
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                log?.add("root.traitsChanged from \(previousTraitCollection?.horizontalSizeClass == .compact ? "compact" : "regular")")
            }
        }
        final class TraitView: UIView {
            var log: EventLog?
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                log?.add("view.traitsChanged \(traitCollection.horizontalSizeClass == .compact ? "compact" : "regular")")
            }
        }
        let log = EventLog()
        let root = Sizer()
        root.log = log
        let child = LoggingController("child", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let view = TraitView()
        view.log = log
        child.view.addSubview(view)
        let (window, _) = ContainerTestWindow.show(root, size: CGSize(width: 1000, height: 700))
        log.entries = []
        window.hostDidResize(to: CGSize(width: 900, height: 700)) // still regular
        #expect(log.take() == ["root.viewWillTransition 900"])
        window.hostDidResize(to: CGSize(width: 600, height: 700))
        #expect(log.take() == ["root.willTransition compact", "child.willTransition compact", "root.viewWillTransition 600",
                               "root.traitsChanged from regular", "child.traitsChanged compact", "view.traitsChanged compact"])
        window.hostDidResize(to: CGSize(width: 800, height: 700))
        #expect(log.filtered("traitsChanged") == ["root.traitsChanged from compact", "child.traitsChanged regular", "view.traitsChanged regular"])
        window.isHidden = true
    }

    @Test func registeredHandlersHearOnlyTheirTraits() {
        let controller = UIViewController()
        let (window, _) = ContainerTestWindow.show(controller, size: CGSize(width: 1000, height: 700))
        var horizontal: [UIUserInterfaceSizeClass] = []
        var vertical = 0
        let registration = controller.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (controller: UIViewController, previous: UITraitCollection) in
            horizontal.append(controller.traitCollection.horizontalSizeClass)
            #expect(previous.horizontalSizeClass != controller.traitCollection.horizontalSizeClass)
        }
        controller.view.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (_: UIView, _: UITraitCollection) in vertical += 1 }
        window.hostDidResize(to: CGSize(width: 600, height: 700))
        #expect(horizontal == [.compact])
        #expect(vertical == 0)
        window.hostDidResize(to: CGSize(width: 600, height: 400))
        #expect(horizontal == [.compact])
        #expect(vertical == 1)
        controller.unregisterForTraitChanges(registration)
        window.hostDidResize(to: CGSize(width: 900, height: 400))
        #expect(horizontal == [.compact])
        window.isHidden = true
    }

    @Test func styleRegistrationsHearTheDesktopsDarkTheme() {
        let controller = UIViewController()
        let (window, _) = ContainerTestWindow.show(controller)
        defer { window.isHidden = true; UIApplication.shared.post(.userInterfaceStyleChanged(.light)) }
        var styles: [UIUserInterfaceStyle] = []
        controller.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (controller: UIViewController, _: UITraitCollection) in
            styles.append(controller.traitCollection.userInterfaceStyle)
        }
        UIApplication.shared.post(.userInterfaceStyleChanged(.dark))
        UIApplication.shared.processPendingEvents()
        #expect(styles == [.dark])
        UIApplication.shared.post(.userInterfaceStyleChanged(.light))
        UIApplication.shared.processPendingEvents()
        #expect(styles == [.dark, .light])
    }

    @Test func aParentsOverrideAndTraitOverridesReachTheChild() {
        let parent = UIViewController(), child = LoggingController("child", log: EventLog())
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let (window, _) = ContainerTestWindow.show(parent, size: CGSize(width: 500, height: 700))
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        child.log.entries = []
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(parent.traitCollection.horizontalSizeClass == .compact)
        #expect(child.log.take() == ["child.traitsChanged regular"])
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
        parent.setOverrideTraitCollection(nil, forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        child.traitOverrides.verticalSizeClass = .compact
        #expect(child.traitCollection.verticalSizeClass == .compact)
        #expect(child.traitOverrides.contains(UITraitVerticalSizeClass.self))
        child.traitOverrides.remove(UITraitVerticalSizeClass.self)
        #expect(child.traitCollection.verticalSizeClass == .regular)
        let stranger = UIViewController()
        #expect(!capturingLog { parent.setOverrideTraitCollection(UITraitCollection(), forChild: stranger) }.isEmpty)
        window.isHidden = true
    }

    @Test func traitCollectionsCompareByValue() {
        let a = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(displayScale: 2)])
        let b = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(horizontalSizeClass: .compact)])
        #expect(a == b)
        #expect(a.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(!a.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
    }
}
