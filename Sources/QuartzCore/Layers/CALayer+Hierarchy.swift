/// Sublayer management. A layer has at most one superlayer; adding it elsewhere removes it from there first.
extension CALayer {
    public var sublayers: [CALayer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set {
            for layer in sublayerStorage { layer.superlayer = nil }
            sublayerStorage = []
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(sublayerStorage.count)) }
            changed()
        }
    }

    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(layer.superlayer === self ? sublayerStorage.count - 1 : sublayerStorage.count))
    }

    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard canAdopt(layer) else { return }
        let wasElsewhere = layer.superlayer !== self
        layer.removeFromSuperlayer(runningActions: wasElsewhere)
        let position = min(Int(index), sublayerStorage.count)
        sublayerStorage.insert(layer, at: position)
        layer.superlayer = self
        layer.markSubtreeChanged()
        changed()
        sublayerInserted(layer, wasElsewhere: wasElsewhere)
    }

    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, let index = sublayerStorage.firstIndex(where: { $0 === sibling }) else {
            insertSublayer(layer, at: 0)
            return
        }
        insertSublayer(layer, at: UInt32(layer.superlayer === self && indexOf(layer)! < index ? index - 1 : index))
    }

    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, let index = sublayerStorage.firstIndex(where: { $0 === sibling }) else {
            addSublayer(layer)
            return
        }
        insertSublayer(layer, at: UInt32(layer.superlayer === self && indexOf(layer)! < index ? index : index + 1))
    }

    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, let index = indexOf(oldLayer), canAdopt(newLayer) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Without `runningActions` (a reordering among siblings) no order-out action runs
    /// (Animation/CALayer+OrderActions.swift).
    func removeFromSuperlayer(runningActions: Bool) {
        if let owner = maskOwner, owner.mask === self { owner.mask = nil; return }
        guard let parent = superlayer, let index = parent.indexOf(self) else { return }
        parent.sublayerStorage.remove(at: index)
        superlayer = nil
        parent.changed()
        if runningActions { parent.sublayerRemoved(self) }
    }

    func indexOf(_ layer: CALayer) -> Int? { sublayerStorage.firstIndex { $0 === layer } }

    /// Refuses cycles: a layer cannot become a sublayer of itself or of one of its descendants.
    private func canAdopt(_ layer: CALayer) -> Bool {
        // A layer without sublayers can only be its own ancestor: adding leaves stays cheap in deep trees.
        if layer.sublayerStorage.isEmpty && layer !== self { return true }
        var ancestor: CALayer? = self
        while let current = ancestor {
            if current === layer {
                CALog.error("refused to add \(layer) as a sublayer of its own descendant \(self)")
                return false
            }
            ancestor = current.superlayer
        }
        return true
    }
}
