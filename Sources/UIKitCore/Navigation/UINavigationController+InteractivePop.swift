import Foundation

/// The interactive pop: a pan from the window's left edge drags the top controller's view off to the right,
/// the controller below following at parallax. Letting go past half the width, or flicking right, completes the
/// pop; otherwise it slides back and the popped controller hears the reverse callbacks (`viewWillDisappear` and
/// `viewWillAppear` first, then the back controller `viewWillDisappear`/`viewDidDisappear` and the top one
/// `viewWillAppear`/`viewDidAppear`, and `didMove(toParent:)` to balance the `willMove(toParent: nil)` it heard).
extension UINavigationController {
    /// Points per second of rightward flick that completes the pop whatever the distance.
    static let popFlickVelocity: CGFloat = 500

    func interactivePopChanged(_ pan: UIScreenEdgePanGestureRecognizer) {
        guard let container = viewIfLoaded else { return }
        let width = max(container.bounds.width, 1)
        switch pan.state {
        case .began:
            guard transition == nil, children.count > 1, isShowingContent else { return }
            changeStack(to: Array(children.dropLast()), animated: true, interactive: true)
        case .changed:
            guard let change = interactiveTransition else { return }
            change.animator?.fractionComplete = min(max(pan.translation(in: container).x / width, 0), 1)
        case .ended, .cancelled, .failed:
            guard let change = interactiveTransition, let animator = change.animator else { return }
            let progress = min(max(pan.translation(in: container).x / width, 0), 1)
            let velocity = pan.velocity(in: container).x
            let completes = pan.state == .ended
                && (velocity > Self.popFlickVelocity || (progress > 0.5 && velocity > -Self.popFlickVelocity))
            animator.isReversed = !completes
            animator.continueAnimation(withTimingParameters: NavigationTransition.timing, durationFactor: 1)
        default:
            break
        }
    }

    /// The transition the edge pan drives, while it does.
    private var interactiveTransition: NavigationTransition? {
        guard let transition, transition.isInteractive else { return nil }
        return transition
    }

    /// Alt+Left (and the mouse's back button): pop, unless only the root is left or a transition is under way.
    func goBackFromKeyboard() {
        guard transition == nil, children.count > 1 else { return }
        popViewController(animated: true)
    }
}
