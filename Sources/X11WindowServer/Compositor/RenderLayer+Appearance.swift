import QuartzCore

extension RenderLayer {
    /// Whether `other` (usually the same layer's node of an earlier frame) draws the same pixels in its own bounds
    /// space: every value but its place in the superlayer equal, and the same subtree objects below. A layer that
    /// only moved is a new node; this lets its client-drawn picture be reused at the new place.
    func drawsSame(as other: RenderLayer) -> Bool {
        if self === other { return true }
        guard layerID == other.layerID, geometry.bounds == other.geometry.bounds,
              sublayerTransform == other.sublayerTransform, opacity == other.opacity, isHidden == other.isHidden,
              masksToBounds == other.masksToBounds, backgroundColor == other.backgroundColor,
              borderWidth == other.borderWidth, borderColor == other.borderColor, cornerRadius == other.cornerRadius,
              maskedCorners == other.maskedCorners, shadow == other.shadow,
              contents?.identifier == other.contents?.identifier, contentsGravity == other.contentsGravity,
              contentsRect == other.contentsRect, contentsCenter == other.contentsCenter,
              contentsScale == other.contentsScale, magnificationFilter == other.magnificationFilter,
              minificationFilter == other.minificationFilter, isDoubleSided == other.isDoubleSided,
              flattensSublayers == other.flattensSublayers, mask === other.mask, drawing == other.drawing, tint == other.tint,
              backdrop == other.backdrop, compositingOperator == other.compositingOperator,
              sublayers.count == other.sublayers.count else { return false }
        return zip(sublayers, other.sublayers).allSatisfy { $0 === $1 }
    }
}
