/// One node of the render tree: an immutable snapshot of a layer's presentation values, made at commit time and
/// handed to a renderer or compositor (which may keep it, compare it with the previous one, and never mutate it).
public final class RenderLayer: Sendable {
    public let layerID: UInt64
    /// Changes whenever any of this node's own values change; equal versions mean equal nodes.
    public let version: UInt64
    public let geometry: LayerGeometry
    public let sublayerTransform: CATransform3D
    public let opacity: Float
    public let isHidden: Bool
    public let masksToBounds: Bool
    public let backgroundColor: CGColor?
    public let borderWidth: CGFloat
    public let borderColor: CGColor?
    public let cornerRadius: CGFloat
    public let maskedCorners: CACornerMask
    public let shadow: Shadow?
    public let contents: CGImage?
    public let contentsGravity: CALayerContentsGravity
    public let contentsRect: CGRect
    public let contentsCenter: CGRect
    public let contentsScale: CGFloat
    public let magnificationFilter: CALayerContentsFilter
    public let minificationFilter: CALayerContentsFilter
    /// `minificationFilterBias`: added to the trilinear filter's level of detail.
    public let minificationFilterBias: Float
    public let isDoubleSided: Bool
    /// A `CATransformLayer`: its sublayers share its 3D space and it draws nothing itself.
    public let flattensSublayers: Bool
    public let mask: RenderLayer?
    /// What a shape, gradient or text layer draws above its contents, in its bounds space.
    public let drawing: LayerDrawing?
    /// Sorted for drawing: by `zPosition`, then in sublayer order.
    public let sublayers: [RenderLayer]
    /// Multiplies the red, green and blue of everything this node and its subtree draw (a `CAReplicatorLayer`
    /// instance's colour); `nil` multiplies by white, changing nothing. Alpha is in `opacity`.
    public let tint: CGColor?
    /// `shouldRasterize`: the subtree is shown from a flat picture drawn at this many pixels per point of the
    /// layer's own space; nil when the layer is drawn directly.
    public let rasterizationScale: CGFloat?
    /// False when the layer's opacity fades each sublayer on its own rather than the flattened group.
    public let allowsGroupOpacity: Bool
    /// A backdrop layer's blur of what lies behind it (see `CABackdropLayer`), drawn below its background.
    public let backdrop: Backdrop?
    /// How the node's group combines with what lies behind it (`compositingFilter`); `.normal` is plain "over".
    public let compositingOperator: CGBlendMode

    public struct Shadow: Hashable, Sendable {
        public let color: CGColor
        public let opacity: Float
        public let offset: CGSize
        public let radius: CGFloat
        public let path: CGPath?
    }

    /// The blur of what lies behind a backdrop layer: a Gaussian of `blurRadius` points' deviation in the layer's
    /// space, its colours' saturation scaled by `saturation`, then `tintColor` over it, within the layer's outline.
    public struct Backdrop: Hashable, Sendable {
        public let blurRadius: CGFloat
        public let tintColor: CGColor?
        public let saturation: CGFloat
    }

    public init(layerID: UInt64, version: UInt64, geometry: LayerGeometry, sublayerTransform: CATransform3D,
                opacity: Float, isHidden: Bool, masksToBounds: Bool, backgroundColor: CGColor?,
                borderWidth: CGFloat, borderColor: CGColor?, cornerRadius: CGFloat, maskedCorners: CACornerMask,
                shadow: Shadow?, contents: CGImage?, contentsGravity: CALayerContentsGravity, contentsRect: CGRect,
                contentsCenter: CGRect, contentsScale: CGFloat, magnificationFilter: CALayerContentsFilter,
                minificationFilter: CALayerContentsFilter, isDoubleSided: Bool, flattensSublayers: Bool,
                mask: RenderLayer?, sublayers: [RenderLayer], drawing: LayerDrawing? = nil, tint: CGColor? = nil,
                rasterizationScale: CGFloat? = nil, allowsGroupOpacity: Bool = true,
                backdrop: Backdrop? = nil, compositingOperator: CGBlendMode = .normal,
                minificationFilterBias: Float = 0) {
        self.layerID = layerID; self.version = version; self.geometry = geometry
        self.sublayerTransform = sublayerTransform; self.opacity = opacity; self.isHidden = isHidden
        self.masksToBounds = masksToBounds; self.backgroundColor = backgroundColor; self.borderWidth = borderWidth
        self.borderColor = borderColor; self.cornerRadius = cornerRadius; self.maskedCorners = maskedCorners
        self.shadow = shadow; self.contents = contents; self.contentsGravity = contentsGravity
        self.contentsRect = contentsRect; self.contentsCenter = contentsCenter; self.contentsScale = contentsScale
        self.magnificationFilter = magnificationFilter; self.minificationFilter = minificationFilter
        self.isDoubleSided = isDoubleSided; self.flattensSublayers = flattensSublayers
        self.mask = mask; self.sublayers = sublayers; self.drawing = drawing; self.tint = tint
        self.rasterizationScale = rasterizationScale; self.allowsGroupOpacity = allowsGroupOpacity
        self.backdrop = backdrop; self.compositingOperator = compositingOperator
        self.minificationFilterBias = minificationFilterBias
    }

    /// Maps this node's bounds coordinates into its parent's, given the parent's sublayer matrix.
    public func transform(inParent parentSublayerMatrix: CATransform3D) -> CATransform3D {
        let m = geometry.toSuperlayer
        return CATransform3DIsIdentity(parentSublayerMatrix) ? m : CATransform3DConcat(m, parentSublayerMatrix)
    }

    /// This node's `sublayerTransform` about its anchor point.
    public var sublayerMatrix: CATransform3D {
        QuartzCore.sublayerMatrix(sublayerTransform, anchor: geometry.anchorInBounds)
    }

    /// Whether the node draws anything of its own (the layers below it are separate).
    public var hasOwnContent: Bool {
        (backgroundColor?.alpha ?? 0) > 0 || contents != nil || (borderWidth > 0 && (borderColor?.alpha ?? 0) > 0)
            || shadow != nil || drawing != nil || backdrop != nil
    }
}
