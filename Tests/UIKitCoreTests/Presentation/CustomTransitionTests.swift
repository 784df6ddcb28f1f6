import Testing
@testable import UIKitCore
import QuartzCore

/// A transitioning delegate's objects are asked for with the right controllers and drive the transition (VC-44,
/// VC-45, VC-49, VC-50); a percent-driven interaction scrubs, cancels and finishes it (VC-47).
@MainActor @Suite(.serialized) struct CustomTransitionTests {
    final class SlideAnimator: UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        var contexts: [(from: UIViewController?, to: UIViewController?, container: UIView)] = []
        var ended: [Bool] = []
        init(presenting: Bool) { self.presenting = presenting }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }
        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            contexts.append((context.viewController(forKey: .from), context.viewController(forKey: .to), context.containerView))
            let container = context.containerView
            if presenting, let view = context.view(forKey: .to), let to = context.viewController(forKey: .to) {
                container.addSubview(view)
                view.frame = context.finalFrame(for: to).offsetBy(dx: container.bounds.width, dy: 0)
                UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
                    view.frame = context.finalFrame(for: to)
                }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
            } else if let view = context.view(forKey: .from) {
                UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
                    view.frame = view.frame.offsetBy(dx: container.bounds.width, dy: 0)
                }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
            }
        }
        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    final class HalfPresentation: UIPresentationController {
        var hooks: [String] = []
        override var frameOfPresentedViewInContainerView: CGRect {
            let bounds = containerView?.bounds ?? .zero
            return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
        }
        override func presentationTransitionWillBegin() { hooks.append("willBegin") }
        override func presentationTransitionDidEnd(_ completed: Bool) { hooks.append("didEnd \(completed)") }
        override func dismissalTransitionWillBegin() { hooks.append("dismissWillBegin") }
        override func dismissalTransitionDidEnd(_ completed: Bool) { hooks.append("dismissDidEnd \(completed)") }
    }

    final class Transitioning: UIViewControllerTransitioningDelegate {
        let presentAnimator = SlideAnimator(presenting: true), dismissAnimator = SlideAnimator(presenting: false)
        var asked: [(presented: UIViewController, presenting: UIViewController?, source: UIViewController)] = []
        var presentation: HalfPresentation?
        var interaction: UIPercentDrivenInteractiveTransition?
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            asked.append((presented, presenting, source))
            return presentAnimator
        }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            dismissAnimator
        }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? { interaction }
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            let made = HalfPresentation(presentedViewController: presented, presenting: presenting)
            presentation = made
            return made
        }
    }

    @Test func theDelegateIsAskedWithTheRightControllersAndItsPresentationControllerIsUsed() throws {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let delegate = Transitioning()
        let child = f.controller("C")
        f.root.addChild(child)
        f.root.view.addSubview(child.view)
        child.didMove(toParent: f.root)
        #expect(f.journal.take() == ["C.willAppear", "C.didAppear"], "a child's view joining the visible root appears")
        let b = f.controller("B")
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        var completed = false
        child.present(b, animated: true) { completed = true }
        let asked = try #require(delegate.asked.first)
        #expect(asked.presented === b && asked.presenting === f.root && asked.source === child)
        let context = try #require(delegate.presentAnimator.contexts.first)
        #expect(context.from === f.root && context.to === b)
        #expect(context.container is PresentationContainerView)
        let presentation = try #require(delegate.presentation)
        #expect(b.presentationController === presentation && presentation.containerView === context.container)
        #expect(presentation.hooks == ["willBegin"])
        f.advance(1.1)
        #expect(completed && presentation.hooks == ["willBegin", "didEnd true"])
        #expect(delegate.presentAnimator.ended == [true])
        #expect(b.view.frame == CGRect(x: 0, y: 400, width: 1200, height: 400), "the custom frame")
        #expect(f.journal.take() == ["B.willAppear", "B.didAppear"], "a custom presentation keeps the presenter's view")
        b.dismiss(animated: true)
        let dismissal = try #require(delegate.dismissAnimator.contexts.first)
        #expect(dismissal.from === b && dismissal.to === f.root)
        f.advance(1.1)
        #expect(presentation.hooks.suffix(2) == ["dismissWillBegin", "dismissDidEnd true"])
        #expect(f.root.presentedViewController == nil)
    }

    @Test func aPercentDrivenDismissalCancelledPutsEverythingBack() throws {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let delegate = Transitioning()
        let b = f.controller("B")
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        f.root.present(b, animated: false)
        f.journal.lines = []
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        var dismissed = false
        b.dismiss(animated: true) { dismissed = true }
        #expect(b.transitionCoordinator?.isInteractive == true)
        interaction.update(0.5)
        CATransaction.flush()
        let shown = try #require(b.view.layer.presentation())
        #expect(abs(shown.frame.minX - 600) < 1, "half way across")
        f.advance(2)
        #expect(abs((b.view.layer.presentation()?.frame.minX ?? 0) - 600) < 1, "frozen until told")
        interaction.cancel()
        f.advance(0.7)
        #expect(!dismissed && f.root.presentedViewController === b)
        #expect(b.view.frame.minX == 0, "the view is back where it started")
        #expect(delegate.dismissAnimator.ended == [false])
        #expect(f.journal.take() == ["B.willDisappear", "B.willAppear", "B.didAppear"])
        #expect(delegate.presentation?.hooks.last == "dismissDidEnd false")
        // Again, finished this time.
        let again = UIPercentDrivenInteractiveTransition()
        delegate.interaction = again
        b.dismiss(animated: true) { dismissed = true }
        again.update(0.25)
        again.finish()
        f.advance(1)
        #expect(dismissed && f.root.presentedViewController == nil)
        #expect(f.journal.take() == ["B.willDisappear", "B.didDisappear"])
    }

    @Test func theStandardTransitionStylesEndWithTheViewInPlace() {
        for style in [UIModalTransitionStyle.coverVertical, .crossDissolve, .flipHorizontal] {
            let f = PresentationFixture()
            let b = f.controller("B")
            b.modalPresentationStyle = .overFullScreen
            b.modalTransitionStyle = style
            f.root.present(b, animated: true)
            f.advance(0.2)
            let moving = b.view.layer.animationKeys() ?? []
            #expect(!moving.isEmpty, "\(style) animates")
            f.advance(0.5)
            #expect(b.view.frame == f.window.bounds && b.view.alpha == 1 && CATransform3DIsIdentity(b.view.transform3D))
            b.dismiss(animated: true)
            f.advance(0.7)
            #expect(b.view.alpha == 1 && CATransform3DIsIdentity(b.view.transform3D), "\(style) leaves the view reusable")
            f.tearDown()
        }
    }
}

/// A percent-driven interaction over an animator that offers an interruptible animator scrubs that animator.
@MainActor @Suite(.serialized) struct InterruptibleTransitionTests {
    final class FadeOut: UIViewControllerAnimatedTransitioning {
        var animator: UIViewPropertyAnimator?
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }
        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            interruptibleAnimator(using: context)?.startAnimation()
        }
        func interruptibleAnimator(using context: any UIViewControllerContextTransitioning) -> (any UIViewImplicitlyAnimating)? {
            if let animator { return animator }
            let view = context.view(forKey: .from)
            let made = UIViewPropertyAnimator(duration: 1, curve: .linear) { view?.alpha = 0 }
            made.addCompletion { position in context.completeTransition(position == .end) }
            animator = made
            return made
        }
    }

    final class Delegate: UIViewControllerTransitioningDelegate {
        let fade = FadeOut()
        let interaction = UIPercentDrivenInteractiveTransition()
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { fade }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    }

    @Test func updateScrubsTheAnimatorAndFinishRunsItToTheEnd() throws {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let delegate = Delegate()
        let b = f.controller("B")
        b.modalPresentationStyle = .overFullScreen
        b.transitioningDelegate = delegate
        f.root.present(b, animated: false)
        var dismissed = false
        b.dismiss(animated: true) { dismissed = true }
        delegate.interaction.update(0.4)
        let animator = try #require(delegate.fade.animator)
        #expect(abs(animator.fractionComplete - 0.4) < 0.001 && !animator.isRunning)
        f.advance(1)
        #expect(!dismissed, "paused while the interaction holds it")
        delegate.interaction.finish()
        f.advance(1)
        #expect(dismissed && f.root.presentedViewController == nil)
    }
}
