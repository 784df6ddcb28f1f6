/// A layer whose sublayers share its 3D space instead of being flattened into its plane: they keep their depth
/// and are drawn back to front by it. It draws nothing of its own (background, border, contents, opacity
/// grouping and masks do not apply) and is hit only through its sublayers.
@preconcurrency @MainActor open class CATransformLayer: CALayer {
    public required init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public required init(layer: Any) { super.init(layer: layer) }

    override var flattensSublayers: Bool { true }

    open override func contains(_ p: CGPoint) -> Bool { false }

    open override func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = CATransform3DInvert(transformToSuperlayer).project(p)
        for sublayer in sublayerStorage.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return nil
    }
}
