@testable import UIKitCore
import QuartzCore

/// A 100-point view at the origin of a 400-point root view, in a committed tree.
@MainActor func hostedAnimatedView() -> (view: UIView, root: UIView, host: CALayerHost) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(view)
    let host = CALayerHost(rootLayer: root.layer) { _ in }
    CATransaction.flush()
    return (view, root, host)
}

/// Moves the shared manual clock on and commits, as a display refresh would.
@MainActor func advanceAnimationFrame(by seconds: Double) {
    AnimationTestClock.shared.advance(by: seconds)
    CATransaction.flush()
}
