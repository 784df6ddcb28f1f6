/// Snapshotting the model tree into render nodes, reusing the nodes of subtrees that did not change.
extension CALayer {
    /// The render node for this layer. A commit (`committing`) clears the change flags of the subtree and caches
    /// the nodes; any other snapshot leaves the flags for the next commit.
    ///
    /// The tree is walked children first with an explicit stack rather than recursion, so a 10,000-deep tree
    /// commits without exhausting the thread's stack.
    func makeRenderLayer(committing: Bool = true) -> RenderLayer {
        if !subtreeHasChanges, let cached = cachedRenderLayer { return cached }
        // Finished nodes go on `built` in visiting order: a layer's sublayers' nodes, then its mask's, sit on top
        // when the layer itself is finished.
        var built: [RenderLayer] = []
        var stack: [(layer: CALayer, childrenBuilt: Bool)] = [(self, false)]
        while let (layer, childrenBuilt) = stack.popLast() {
            if !layer.subtreeHasChanges, let cached = layer.cachedRenderLayer {
                built.append(cached)
            } else if childrenBuilt {
                let maskNode = layer.mask != nil ? built.removeLast() : nil
                let count = layer.sublayerStorage.count
                var sublayerNodes = Array(built[(built.count - count)...])
                built.removeLast(count)
                if !layer.sublayerStorage.isSortedByZPosition {
                    sublayerNodes = zip(layer.sublayerStorage, sublayerNodes).enumerated()
                        .sorted { ($0.element.0.zPosition, $0.offset) < ($1.element.0.zPosition, $1.offset) }
                        .map(\.element.1)
                }
                built.append(layer.makeOwnRenderLayer(sublayerNodes: sublayerNodes, maskNode: maskNode,
                                                      committing: committing))
            } else {
                stack.append((layer, true))
                if let mask = layer.mask { stack.append((mask, false)) }
                for sublayer in layer.sublayerStorage.reversed() { stack.append((sublayer, false)) }
            }
        }
        return built[0]
    }

    /// This layer's node over its sublayers' nodes (in drawing order) and its mask's node.
    private func makeOwnRenderLayer(sublayerNodes: [RenderLayer], maskNode: RenderLayer?,
                                    committing: Bool) -> RenderLayer {
        // While animations run, the node shows presentation values (see Animation/CALayer+Animation.swift),
        // evaluated into plain fields; only animations of a subclass's keys need a presentation copy to draw.
        let values: PresentationValues
        let drawing: LayerDrawing?
        var backdrop = ownBackdrop
        if animationEntries.isEmpty {
            values = PresentationValues(layer: self)
            drawing = ownDrawing
        } else {
            let animated = animatedValues(at: CACurrentMediaTime())
            if animated.written.isEmpty, let fields = animated.fields {
                values = fields
                drawing = ownDrawing
            } else {
                let copy = Self(layer: self)
                copy.isPresentationCopy = true
                animated.write(to: copy)
                // A key the class redraws for is drawn afresh from this frame's values.
                if animated.written.keys.contains(where: { type(of: self).needsDisplay(forKey: $0) }) {
                    copy.display()
                }
                values = PresentationValues(layer: copy)
                drawing = copy.ownDrawing
                backdrop = copy.ownBackdrop
            }
        }
        var shadow: RenderLayer.Shadow?
        if values.shadowOpacity > 0, let shadowColor = values.shadowColor {
            shadow = .init(color: shadowColor, opacity: min(values.shadowOpacity, 1), offset: values.shadowOffset,
                           radius: values.shadowRadius, path: values.shadowPath)
        }
        let plainNode = RenderLayer(
            layerID: layerID, version: renderVersion, geometry: values.geometry,
            sublayerTransform: values.sublayerTransform, opacity: values.opacity, isHidden: values.isHidden,
            masksToBounds: values.masksToBounds, backgroundColor: values.backgroundColor,
            borderWidth: values.borderWidth, borderColor: values.borderColor, cornerRadius: values.cornerRadius,
            // Core Animation ignores contents that are not images.
            maskedCorners: maskedCorners, shadow: shadow, contents: values.contents as? CGImage,
            contentsGravity: contentsGravity, contentsRect: values.contentsRect,
            contentsCenter: values.contentsCenter, contentsScale: values.contentsScale,
            magnificationFilter: magnificationFilter, minificationFilter: minificationFilter,
            isDoubleSided: values.isDoubleSided, flattensSublayers: flattensSublayers,
            mask: maskNode, sublayers: renderSublayers(sublayerNodes),
            drawing: drawing, rasterizationScale: shouldRasterize ? rasterizationScale : nil,
            allowsGroupOpacity: allowsGroupOpacity, backdrop: backdrop, compositingOperator: compositingOperator,
            minificationFilterBias: minificationFilterBias)
        // A running CATransition draws the old and new appearances (Animation/CALayer+TransitionRendering.swift).
        let node = animationEntries.isEmpty ? plainNode : applyingTransition(to: plainNode)
        guard committing else { return node }
        hasBeenCommitted = true
        cachedRenderLayer = node
        cachedPlainRenderLayer = node === plainNode ? nil : plainNode
        hasChanges = false
        subtreeHasChanges = false
        return node
    }
}

extension CALayer {
    /// Draws the layer and its sublayers into `ctx` in the layer's own coordinate space, as the screen would show
    /// them (the current model values; pending display is performed first).
    public func render(in ctx: CGContext) {
        CALayer.displayPendingLayers()
        LayerRenderer().renderInLocalSpace(makeRenderLayer(committing: false), in: ctx)
    }
}

extension [CALayer] {
    /// Already in drawing order: `zPosition` never decreases (the usual case, all zero), so no sort is needed.
    @MainActor fileprivate var isSortedByZPosition: Bool {
        guard count > 1 else { return true }
        for index in 1..<count where self[index].zPosition < self[index - 1].zPosition { return false }
        return true
    }
}
