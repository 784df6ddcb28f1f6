@testable import QuartzCore

/// A 50-point layer at (100, 100) in a committed tree, so that presentation layers exist.
@MainActor func hostedTestLayer() -> (CALayer, CALayerHost) {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 400, height: 300)
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
    layer.position = CGPoint(x: 100, y: 100)
    root.addSublayer(layer)
    let host = CALayerHost(rootLayer: root) { _ in }
    CATransaction.flush()
    return (layer, host)
}
