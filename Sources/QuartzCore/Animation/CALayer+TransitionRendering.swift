/// Drawing a running `CATransition`: the layer's node becomes a container holding the old appearance (the render
/// node committed before the transition was added) and the new one, each moved and faded as the transition's type
/// and progress say. Plain render nodes, so every renderer draws it; the layer's own node keeps its identity and
/// the old appearance gets identities of its own.
extension CALayer {
    func applyingTransition(to node: RenderLayer) -> RenderLayer {
        guard let transition = animationEntries.last(where: { $0.animation is CATransition })?.animation
                as? CATransition, let old = transition.oldAppearance,
              let progress = transition.transitionProgress(atParentTime: convertTime(CACurrentMediaTime(), from: nil))
        else { return node }
        let size = node.geometry.bounds.size
        let center = node.geometry.anchorInBounds
        func placed(_ part: RenderLayer, id: UInt64, offset: CGPoint, opacity: Double, scaleX: Double) -> RenderLayer {
            var geometry = LayerGeometry(bounds: part.geometry.bounds, position: center,
                                         anchorPoint: part.geometry.anchorPoint)
            geometry.position.x += offset.x * size.width
            geometry.position.y += offset.y * size.height
            geometry.transform = CATransform3DMakeScale(max(scaleX, 0.0001), 1, 1)
            return part.copy(layerID: id, geometry: geometry, opacity: part.opacity * Float(opacity))
        }
        let parts: [RenderLayer]
        if transition.type == .flip {
            // A flip without depth: the old side narrows to an edge, then the new side widens from it.
            let firstHalf = progress < 0.5
            let scale = firstHalf ? 1 - 2 * progress : 2 * progress - 1
            parts = [firstHalf ? placed(transition.renumbered(old), id: transition.containerID &+ 1, offset: .zero,
                                        opacity: 1, scaleX: scale)
                               : placed(node, id: node.layerID, offset: .zero, opacity: 1, scaleX: scale)]
        } else {
            let place = CATransition.placement(type: transition.type, subtype: transition.subtype, progress: progress)
            parts = [placed(transition.renumbered(old), id: transition.containerID &+ 1, offset: place.oldOffset,
                            opacity: place.oldOpacity, scaleX: 1),
                     placed(node, id: node.layerID, offset: place.newOffset, opacity: place.newOpacity, scaleX: 1)]
        }
        return RenderLayer(
            layerID: transition.containerID, version: node.version, geometry: node.geometry,
            sublayerTransform: CATransform3DIdentity, opacity: 1, isHidden: false, masksToBounds: false,
            backgroundColor: nil, borderWidth: 0, borderColor: nil, cornerRadius: 0, maskedCorners: .all, shadow: nil,
            contents: nil, contentsGravity: .resize, contentsRect: CGRect(x: 0, y: 0, width: 1, height: 1),
            contentsCenter: CGRect(x: 0, y: 0, width: 1, height: 1), contentsScale: 1,
            magnificationFilter: .linear, minificationFilter: .linear, isDoubleSided: true, flattensSublayers: false,
            mask: nil, sublayers: parts)
    }
}

extension CATransition {
    /// The old appearance under identities of its own (stable for this transition), so that no identity appears
    /// twice in one render tree.
    func renumbered(_ node: RenderLayer) -> RenderLayer {
        let id: UInt64
        if let known = renumbering[node.layerID] {
            id = known
        } else {
            id = CALayer.makeLayerID()
            renumbering[node.layerID] = id
        }
        return node.copy(layerID: id, geometry: node.geometry, opacity: node.opacity,
                         sublayers: node.sublayers.map(renumbered), mask: node.mask.map(renumbered))
    }
}

extension RenderLayer {
    /// This node with another identity, geometry, opacity and (optionally) sublayers and mask.
    func copy(layerID: UInt64, geometry: LayerGeometry, opacity: Float, sublayers: [RenderLayer]? = nil,
              mask: RenderLayer?? = nil) -> RenderLayer {
        RenderLayer(
            layerID: layerID, version: version, geometry: geometry, sublayerTransform: sublayerTransform,
            opacity: opacity, isHidden: isHidden, masksToBounds: masksToBounds, backgroundColor: backgroundColor,
            borderWidth: borderWidth, borderColor: borderColor, cornerRadius: cornerRadius,
            maskedCorners: maskedCorners, shadow: shadow, contents: contents, contentsGravity: contentsGravity,
            contentsRect: contentsRect, contentsCenter: contentsCenter, contentsScale: contentsScale,
            magnificationFilter: magnificationFilter, minificationFilter: minificationFilter,
            isDoubleSided: isDoubleSided, flattensSublayers: flattensSublayers, mask: mask ?? self.mask,
            sublayers: sublayers ?? self.sublayers, drawing: drawing)
    }
}
