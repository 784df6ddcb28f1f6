/// Snapshotting the model tree into render nodes, reusing the nodes of subtrees that did not change.
extension CALayer {
    /// The render node for this layer. A commit (`committing`) clears the change flags of the subtree and caches
    /// the nodes; any other snapshot leaves the flags for the next commit.
    ///
    /// The tree is walked children first with an explicit stack rather than recursion, so a 10,000-deep tree
    /// commits without exhausting the thread's stack.
    func makeRenderLayer(committing: Bool = true) -> RenderLayer {
        if !subtreeHasChanges, let cached = cachedRenderLayer { return cached }
        var built: [ObjectIdentifier: RenderLayer] = [:]
        var stack: [(layer: CALayer, childrenBuilt: Bool)] = [(self, false)]
        while let (layer, childrenBuilt) = stack.popLast() {
            let id = ObjectIdentifier(layer)
            if !layer.subtreeHasChanges, let cached = layer.cachedRenderLayer {
                built[id] = cached
            } else if childrenBuilt {
                let sublayerNodes = layer.sublayerStorage.enumerated()
                    .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
                    .map { built.removeValue(forKey: ObjectIdentifier($0.element))! }
                let maskNode = layer.mask.map { built.removeValue(forKey: ObjectIdentifier($0))! }
                built[id] = layer.makeOwnRenderLayer(sublayerNodes: sublayerNodes, maskNode: maskNode,
                                                     committing: committing)
            } else {
                stack.append((layer, true))
                if let mask = layer.mask { stack.append((mask, false)) }
                for sublayer in layer.sublayerStorage { stack.append((sublayer, false)) }
            }
        }
        return built[ObjectIdentifier(self)]!
    }

    /// This layer's node over its sublayers' nodes (in drawing order) and its mask's node.
    private func makeOwnRenderLayer(sublayerNodes: [RenderLayer], maskNode: RenderLayer?,
                                    committing: Bool) -> RenderLayer {
        // While animations run, the node shows presentation values (see Animation/CALayer+Animation.swift).
        let source = animationEntries.isEmpty ? self : makePresentationCopy(at: CACurrentMediaTime())
        var shadow: RenderLayer.Shadow?
        if source.shadowOpacity > 0, let shadowColor = source.shadowColor {
            shadow = .init(color: shadowColor, opacity: min(source.shadowOpacity, 1), offset: source.shadowOffset,
                           radius: source.shadowRadius, path: source.shadowPath)
        }
        let plainNode = RenderLayer(
            layerID: layerID, version: renderVersion, geometry: source.geometry,
            sublayerTransform: source.sublayerTransform, opacity: source.opacity, isHidden: source.isHidden,
            masksToBounds: source.masksToBounds, backgroundColor: source.backgroundColor,
            borderWidth: source.borderWidth, borderColor: source.borderColor, cornerRadius: source.cornerRadius,
            maskedCorners: source.maskedCorners, shadow: shadow, contents: source.contentsImage,
            contentsGravity: source.contentsGravity, contentsRect: source.contentsRect,
            contentsCenter: source.contentsCenter, contentsScale: source.contentsScale,
            magnificationFilter: source.magnificationFilter, minificationFilter: source.minificationFilter,
            isDoubleSided: source.isDoubleSided, flattensSublayers: flattensSublayers,
            mask: maskNode, sublayers: renderSublayers(sublayerNodes),
            drawing: source.ownDrawing)
        // A running CATransition draws the old and new appearances (Animation/CALayer+TransitionRendering.swift).
        let node = animationEntries.isEmpty ? plainNode : applyingTransition(to: plainNode)
        guard committing else { return node }
        hasBeenCommitted = true
        cachedRenderLayer = node
        hasChanges = false
        subtreeHasChanges = false
        return node
    }

    /// `contents` when it is an image; Core Animation ignores anything else.
    var contentsImage: CGImage? { contents as? CGImage }
}

extension CALayer {
    /// Draws the layer and its sublayers into `ctx` in the layer's own coordinate space, as the screen would show
    /// them (the current model values; pending display is performed first).
    public func render(in ctx: CGContext) {
        CALayer.displayPendingLayers()
        LayerRenderer().renderInLocalSpace(makeRenderLayer(committing: false), in: ctx)
    }
}
