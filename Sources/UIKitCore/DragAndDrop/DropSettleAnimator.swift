/// The animations a drop target adds as a dropped item settles: the preview is already gone when the target is
/// told, so they run as a short view animation, and their completions with it.
@MainActor final class DropSettleAnimator: UIDragAnimating {
    func addAnimations(_ animations: @escaping () -> Void) { UIView.animate(withDuration: 0.2, animations: animations) }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completion(.end) }
}
