/// Binds a layer tree to a destination (a window on a window server, an offscreen renderer): each commit that
/// changed the tree hands the destination a new render tree. The equivalent of Core Animation's `CAContext`.
@preconcurrency @MainActor public final class CALayerHost {
    public let rootLayer: CALayer
    /// Receives the render tree of each commit in which something in the tree changed.
    public var renderHandler: (RenderLayer) -> Void
    /// The render tree of the last commit.
    public private(set) var lastRenderTree: RenderLayer?
    /// How many render trees this host has delivered.
    public private(set) var commitCount = 0

    private static var hosts: [CALayerHost] = []

    /// Runs in every commit after layout, before display (UIKit tells input methods where the caret went).
    package static var afterLayout: (@MainActor () -> Void)?

    public init(rootLayer: CALayer, renderHandler: @escaping (RenderLayer) -> Void) {
        self.rootLayer = rootLayer
        self.renderHandler = renderHandler
        CALayerHost.hosts.append(self)
        rootLayer.markSubtreeChanged()
    }

    /// Stops delivering render trees.
    public func invalidate() {
        CALayerHost.hosts.removeAll { $0 === self }
    }

    /// The commit: layout, then display, then a render tree for every host whose tree changed.
    static func commitAll() {
        CAAnimationEngine.advance()
        layoutPendingTrees()
        afterLayout?()
        CALayer.displayPendingLayers()
        CATiledLayer.updateLiveLayers { root in hosts.contains { $0.rootLayer === root } }
        for host in hosts where host.rootLayer.subtreeHasChanges || host.lastRenderTree == nil {
            let tree = host.rootLayer.makeRenderLayer()
            host.lastRenderTree = tree
            host.commitCount += 1
            host.renderHandler(tree)
        }
    }

    /// The layout pass of every hosted tree that needs one. Also run early, inside a view-animation block with the
    /// `layoutSubviews` option, so that the layout changes animate with the block.
    package static func layoutPendingTrees() {
        // Layout can mark more layout (a view resizing its sibling); a few rounds settle any sane hierarchy.
        for _ in 0..<8 {
            let pending = hosts.filter { $0.rootLayer.needsLayoutFlag || $0.rootLayer.subtreeNeedsLayout }
            if pending.isEmpty { break }
            for host in pending { host.rootLayer.layoutIfNeeded() }
        }
    }
}
