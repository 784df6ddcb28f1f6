import Testing
@testable import UIKitCore
import QuartzCore

/// The delegate's animation and interaction controllers run pushes and pops (UIKit's
/// `navigationController(_:animationControllerFor:from:to:)` and `interactionControllerFor`), in a container under
/// the bars; the standard slide gives the controllers a transition coordinator in `viewWillAppear`.
@MainActor @Suite(.serialized) struct NavigationCustomTransitionTests {
    let log = CallLog()

    final class FadeAnimator: UIViewControllerAnimatedTransitioning {
        var containers: [UIView] = []
        var ended: [Bool] = []
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }
        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            containers.append(context.containerView)
            guard let toView = context.view(forKey: .to) else { return context.completeTransition(false) }
            context.containerView.addSubview(toView)
            toView.alpha = 0
            UIView.animate(withDuration: 0.5, animations: { toView.alpha = 1 }, completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    final class Delegate: UINavigationControllerDelegate {
        let animator = FadeAnimator()
        var interaction: UIPercentDrivenInteractiveTransition?
        var asked: [(UINavigationController.Operation, String?, String?)] = []
        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)? {
            asked.append((operation, fromVC.title, toVC.title))
            return animator
        }
        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    }

    final class CoordinatedController: UIViewController {
        var sawCoordinator = false
        var alongside = 0
        var completed: [Bool] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            guard let coordinator = transitionCoordinator else { return }
            sawCoordinator = true
            coordinator.animate(alongsideTransition: { _ in self.alongside += 1 },
                                completion: { self.completed.append(!$0.isCancelled) })
        }
    }

    @Test func theDelegatesAnimatorRunsAPushUnderTheBarAndAPop() throws {
        let (navigation, _, _) = NavigationTestHost.make(log)
        let delegate = Delegate()
        navigation.delegate = delegate
        let root = try #require(navigation.topViewController)
        let a = StackLoggingController("a", log: log)
        navigation.pushViewController(a, animated: true)
        #expect(delegate.asked.count == 1 && delegate.asked[0].0 == .push)
        #expect(delegate.asked[0].1 == "root" && delegate.asked[0].2 == "a")
        let container = try #require(delegate.animator.containers.first)
        #expect(container !== navigation.view && container.superview === navigation.view)
        let subviews = navigation.view.subviews
        #expect(subviews.firstIndex(of: container)! < subviews.firstIndex(of: navigation.navigationBar)!,
                "the bar stays above the transition")
        #expect(a.view.superview === container && root.view.superview === container)
        #expect(log.take() == ["root willDisappear", "a willAppear moving"])
        NavigationTestHost.run(0.6)
        #expect(delegate.animator.ended == [true])
        #expect(log.take() == ["root didDisappear", "a didAppear moving", "a didMove(parent)"])
        #expect(a.view.superview === navigation.view && root.viewIfLoaded?.superview == nil && container.superview == nil)
        navigation.popViewController(animated: true)
        #expect(delegate.asked.count == 2 && delegate.asked[1].0 == .pop && delegate.asked[1].2 == "root")
        NavigationTestHost.run(0.6)
        #expect(navigation.topViewController === root && root.view.superview === navigation.view)
        #expect(a.navigationController == nil)
    }

    @Test func anInteractionControllerScrubsAndCancelsAPush() throws {
        let (navigation, _, _) = NavigationTestHost.make(log)
        let delegate = Delegate()
        delegate.interaction = UIPercentDrivenInteractiveTransition()
        navigation.delegate = delegate
        let root = try #require(navigation.topViewController)
        let a = StackLoggingController("a", log: log)
        navigation.pushViewController(a, animated: true)
        delegate.interaction?.update(0.5)
        NavigationTestHost.run(0.1)
        #expect(navigation.topViewController === a, "the stack changes at the start, as on iOS")
        delegate.interaction?.cancel()
        NavigationTestHost.run(0.6)
        #expect(delegate.animator.ended == [false])
        #expect(navigation.topViewController === root && navigation.viewControllers.count == 1)
        #expect(root.view.superview === navigation.view && a.viewIfLoaded?.superview == nil)
        #expect(a.parent == nil)
    }

    @Test func theStandardSlideHasACoordinatorInViewWillAppear() {
        let (navigation, _, _) = NavigationTestHost.make(log)
        let pushed = CoordinatedController()
        navigation.pushViewController(pushed, animated: true)
        #expect(pushed.sawCoordinator && pushed.alongside == 1)
        #expect(pushed.transitionCoordinator != nil)
        NavigationTestHost.run(0.4)
        #expect(pushed.completed == [true])
        #expect(pushed.transitionCoordinator == nil, "the coordinator goes with the transition")
        navigation.pushViewController(CoordinatedController(), animated: false)
        #expect((navigation.topViewController as? CoordinatedController)?.sawCoordinator == false,
                "no coordinator without animation")
    }
}
