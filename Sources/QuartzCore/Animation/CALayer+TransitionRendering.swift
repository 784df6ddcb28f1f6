/// Drawing a running `CATransition`: the layer's node becomes a container holding the old appearance (the render
/// node committed before the transition was added) and the new one, each moved, faded, turned in depth or curled
/// as the transition's type and progress say (see TransitionParts.swift). Plain render nodes, so every renderer
/// draws it; the layer's own node keeps its identity and the old appearance gets identities of its own.
extension CALayer {
    func applyingTransition(to node: RenderLayer) -> RenderLayer {
        guard let (transition, progress) = runningTransition(), let old = transition.oldAppearance else { return node }
        return transition.node(showing: old, and: node, at: progress)
    }

    /// The layer's transition and its progress now, while it runs.
    private func runningTransition() -> (CATransition, Double)? {
        guard let transition = animationEntries.last(where: { $0.animation is CATransition })?.animation
                as? CATransition,
              let progress = transition.transitionProgress(atParentTime: convertTime(CACurrentMediaTime(), from: nil))
        else { return nil }
        return (transition, progress)
    }

    /// What a transition added now starts from: what was last committed. When it replaces a transition that is
    /// still running, that is a still of the running one, drawn from the running one's own plain old appearance
    /// rather than from whatever that one replaced: a transition replaced every few frames (a ticker, a fast
    /// "Replay" button) would otherwise nest every earlier one inside the next without limit.
    func appearanceForNewTransition() -> (appearance: RenderLayer, plain: RenderLayer) {
        let committed = cachedRenderLayer ?? makeRenderLayer(committing: false)
        let plain = cachedPlainRenderLayer ?? committed
        guard let (running, progress) = runningTransition(), let runningOld = running.plainOldAppearance else {
            return (committed, plain)
        }
        return (running.node(showing: runningOld, and: plain, at: progress), plain)
    }
}

extension CATransition {
    /// The container showing `old` and `new` at `progress` (0 = old, 1 = new).
    func node(showing old: RenderLayer, and new: RenderLayer, at progress: Double) -> RenderLayer {
        let parts = TransitionParts(transition: self, old: renumbered(old), new: new)
        let sublayers: [RenderLayer]
        switch type {
        case .flip: sublayers = parts.flip(progress: progress)
        case .pageCurl, .pageUnCurl: sublayers = parts.curl(progress: progress)
        default: sublayers = parts.slidesAndFades(progress: progress)
        }
        return TransitionParts.group(id: containerID, version: new.version, geometry: new.geometry,
                                     sublayers: sublayers)
    }

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
            sublayers: sublayers ?? self.sublayers, drawing: drawing, tint: tint, backdrop: backdrop,
            compositingOperator: compositingOperator, minificationFilterBias: minificationFilterBias)
    }
}
