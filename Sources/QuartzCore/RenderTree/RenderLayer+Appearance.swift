extension RenderLayer {
    /// Whether `other` (usually the same layer's node of an earlier frame) draws the same pixels in its own bounds
    /// space: every value but its place in the superlayer equal, and the same subtree objects below. A layer that
    /// only moved is a new node; this lets a picture drawn of it (a compositor's, a rasterized layer's) be reused at
    /// the new place.
    public func drawsSame(as other: RenderLayer) -> Bool {
        if self === other { return true }
        guard layerID == other.layerID, geometry.bounds == other.geometry.bounds,
              sublayerTransform == other.sublayerTransform, opacity == other.opacity, isHidden == other.isHidden,
              masksToBounds == other.masksToBounds, backgroundColor == other.backgroundColor,
              borderWidth == other.borderWidth, borderColor == other.borderColor, cornerRadius == other.cornerRadius,
              maskedCorners == other.maskedCorners, shadow == other.shadow,
              contents?.identifier == other.contents?.identifier, contentsGravity == other.contentsGravity,
              contentsRect == other.contentsRect, contentsCenter == other.contentsCenter,
              contentsScale == other.contentsScale, magnificationFilter == other.magnificationFilter,
              minificationFilter == other.minificationFilter,
              minificationFilterBias == other.minificationFilterBias, isDoubleSided == other.isDoubleSided,
              flattensSublayers == other.flattensSublayers, mask === other.mask, drawing == other.drawing, tint == other.tint,
              rasterizationScale == other.rasterizationScale, allowsGroupOpacity == other.allowsGroupOpacity,
              backdrop == other.backdrop, compositingOperator == other.compositingOperator,
              sublayers.count == other.sublayers.count else { return false }
        return zip(sublayers, other.sublayers).allSatisfy { $0 === $1 }
    }

    /// This node with another opacity (everything else, its identity included, the same): how a layer that does
    /// not group its opacity hands it down to each sublayer.
    package func withOpacity(_ newOpacity: Float) -> RenderLayer {
        RenderLayer(layerID: layerID, version: version, geometry: geometry, sublayerTransform: sublayerTransform,
                    opacity: newOpacity, isHidden: isHidden, masksToBounds: masksToBounds,
                    backgroundColor: backgroundColor, borderWidth: borderWidth, borderColor: borderColor,
                    cornerRadius: cornerRadius, maskedCorners: maskedCorners, shadow: shadow, contents: contents,
                    contentsGravity: contentsGravity, contentsRect: contentsRect, contentsCenter: contentsCenter,
                    contentsScale: contentsScale, magnificationFilter: magnificationFilter,
                    minificationFilter: minificationFilter, isDoubleSided: isDoubleSided,
                    flattensSublayers: flattensSublayers, mask: mask, sublayers: sublayers, drawing: drawing,
                    tint: tint, rasterizationScale: rasterizationScale, allowsGroupOpacity: allowsGroupOpacity,
                    backdrop: backdrop, compositingOperator: compositingOperator,
                    minificationFilterBias: minificationFilterBias)
    }

    /// Whether the layer's opacity fades each part on its own instead of the flattened group
    /// (`allowsGroupOpacity` false): only where it would differ, a translucent layer with sublayers and nothing
    /// (a mask, a shadow, a compositing filter) that needs the group anyway.
    public var splitsOpacity: Bool {
        !allowsGroupOpacity && opacity < 1 && !sublayers.isEmpty && mask == nil && (shadow == nil || masksToBounds)
            && compositingOperator == .normal
    }
}
