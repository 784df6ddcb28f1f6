/// An animation that can be started, paused, scrubbed, reversed and stopped: what `UIViewPropertyAnimator` is,
/// and what a transition's interruptible animator answers to.
@preconcurrency @MainActor public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}
