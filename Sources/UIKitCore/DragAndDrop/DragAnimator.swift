import Foundation

/// The animator a drag's delegates get as it lifts, is cancelled or drops: their animations run beside the drag's
/// own on one property animator, and their completions hear where it ended (`.end`, or `.start` for a lift that
/// was cancelled and ran back).
@MainActor final class DragAnimator: UIDragAnimating {
    /// UIKit's lift: the preview rises over a quarter second.
    static let liftDuration: TimeInterval = 0.25
    /// A cancelled drag's preview flies back, or fades, in this long.
    static let cancelDuration: TimeInterval = 0.3
    /// A dropped preview lands, or shrinks away, in this long.
    static let dropDuration: TimeInterval = 0.3

    let propertyAnimator: UIViewPropertyAnimator
    /// Where the animations ended, once they did: later animations and completions (a delegate holding on to the
    /// animator) run at once.
    private(set) var endedAt: UIViewAnimatingPosition?

    init(duration: TimeInterval) {
        propertyAnimator = UIViewPropertyAnimator(duration: duration, curve: .easeOut)
        propertyAnimator.addCompletion { [weak self] position in self?.endedAt = position }
    }

    /// An animator already running: for animations asked for once the drag's own are over (a drop coordinator
    /// called after the drop, a drop from another application).
    static func running(duration: TimeInterval = dropDuration) -> DragAnimator {
        let animator = DragAnimator(duration: duration)
        animator.propertyAnimator.startAnimation()
        return animator
    }

    func addAnimations(_ animations: @escaping () -> Void) {
        guard endedAt == nil else { return UIView.animate(withDuration: propertyAnimator.duration, animations: animations) }
        propertyAnimator.addAnimations(animations)
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        guard let endedAt else { return propertyAnimator.addCompletion(completion) }
        completion(endedAt)
    }

    func start() { propertyAnimator.startAnimation() }
    var isRunning: Bool { propertyAnimator.isRunning }
}
