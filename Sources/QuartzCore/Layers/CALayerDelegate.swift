/// The object that draws, lays out and supplies actions for a layer. A view is its layer's delegate.
///
/// Swift protocols have no optional methods; the default implementations below record that they ran, which is how
/// a layer learns that its delegate does not display or draw (and so needs no backing store).
@preconcurrency @MainActor public protocol CALayerDelegate: AnyObject {
    /// Supplies the layer's contents directly; when implemented, `draw(_:in:)` is not called.
    func display(_ layer: CALayer)
    func draw(_ layer: CALayer, in ctx: CGContext)
    func layerWillDraw(_ layer: CALayer)
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer`: an action, `NSNull()` to stop the search with no action, or nil to let
    /// the layer keep searching (see `CALayer.action(forKey:)`).
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.reachedDefaultDisplay = true }
    public func draw(_ layer: CALayer, in ctx: CGContext) { layer.reachedDefaultDraw = true }
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
