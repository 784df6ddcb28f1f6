/// Derived geometry and conversion between layers' coordinate spaces.
extension CALayer {
    var geometry: LayerGeometry {
        LayerGeometry(bounds: bounds, position: position, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ,
                      zPosition: zPosition, transform: transform)
    }

    /// The bounding box of the layer in its superlayer's coordinates. Setting it sets `position` and the size of
    /// `bounds` as though `transform` were the identity.
    public var frame: CGRect {
        get { geometry.frame }
        set {
            guard newValue.isValidGeometry else {
                CALog.error("ignored a non-finite frame \(newValue) for \(self)")
                return
            }
            let r = newValue.standardized
            position = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
            bounds.size = r.size
        }
    }

    /// Maps this layer's coordinates into its superlayer's, including the superlayer's `sublayerTransform`.
    var transformToSuperlayer: CATransform3D {
        var m = geometry.toSuperlayer
        if let parent = superlayer, !CATransform3DIsIdentity(parent.sublayerTransform) {
            m = CATransform3DConcat(m, sublayerMatrix(parent.sublayerTransform, anchor: parent.geometry.anchorInBounds))
        }
        return m
    }

    /// Maps this layer's coordinates into those of the root of its tree.
    var transformToRoot: CATransform3D {
        var m = CATransform3DIdentity
        var layer: CALayer? = self
        while let current = layer, let parent = current.superlayer {
            m = CATransform3DConcat(m, current.transformToSuperlayer)
            layer = parent
        }
        return m
    }

    var rootLayer: CALayer {
        var layer = self
        while let parent = layer.superlayer { layer = parent }
        return layer
    }

    /// Maps a point from this layer's coordinates to `layer`'s (`nil` means the root of this tree).
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        let m = conversion(to: layer)
        return m.project(point)
    }

    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        (layer ?? rootLayer).convert(point, to: self)
    }

    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        conversion(to: layer).boundingBox(of: rect)
    }

    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        (layer ?? rootLayer).convert(rect, to: self)
    }

    private func conversion(to layer: CALayer?) -> CATransform3D {
        let target = layer ?? rootLayer
        if target === self { return CATransform3DIdentity }
        return CATransform3DConcat(transformToRoot, CATransform3DInvert(target.transformToRoot))
    }

    func performHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        let local = CATransform3DInvert(transformToSuperlayer).project(p)
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for sublayer in sublayerStorage.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }
}
