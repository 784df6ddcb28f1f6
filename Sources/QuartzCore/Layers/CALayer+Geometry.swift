/// Derived geometry and conversion between layers' coordinate spaces.
extension CALayer {
    var geometry: LayerGeometry {
        LayerGeometry(bounds: bounds, position: position, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ,
                      zPosition: zPosition, transform: transform)
    }

    /// The bounding box of the layer in its superlayer's coordinates. Setting it sets `position` and the size of
    /// `bounds` so that the frame reads back as set where the transform allows (Core Animation's rule): under a
    /// scale the bounds are the frame's size divided by the scale. A transform that cannot give that frame
    /// (perspective, or a size no bounds reach) sets them as though it were the identity.
    public var frame: CGRect {
        get {
            // Untransformed (the usual case, and every autoresizing step), without assembling the whole geometry.
            guard hasIdentityTransform else { return geometry.frame }
            let size = bounds.size
            return CGRect(x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height,
                          width: size.width, height: size.height)
        }
        set {
            guard newValue.isValidGeometry else {
                CALog.error("ignored a non-finite frame \(newValue) for \(self)")
                return
            }
            let r = newValue.standardized
            if !hasIdentityTransform, let (size, offset) = transformedPlacement(forFrameSize: r.size) {
                position = CGPoint(x: r.minX - offset.x, y: r.minY - offset.y)
                bounds.size = size
                return
            }
            position = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
            bounds.size = r.size
        }
    }

    /// The bounds size whose transformed bounding box is `frameSize`, and where that box's top-left corner lies
    /// relative to `position`; nil when the transform has perspective or no such size exists.
    private func transformedPlacement(forFrameSize frameSize: CGSize) -> (size: CGSize, offset: CGPoint)? {
        guard CATransform3DIsAffine(transform) else { return nil }
        let m = transform.affine
        // The box of a w x h rectangle is (|a|w + |c|h) x (|b|w + |d|h): solve for w and h.
        let (a, b, c, d) = (abs(m.a), abs(m.b), abs(m.c), abs(m.d))
        let determinant = a * d - c * b
        guard abs(determinant) > 1e-12 else { return nil }
        let width = (frameSize.width * d - c * frameSize.height) / determinant
        let height = (a * frameSize.height - b * frameSize.width) / determinant
        guard width >= -1e-9, height >= -1e-9, width.isFinite, height.isFinite else { return nil }
        let size = CGSize(width: max(width, 0), height: max(height, 0))
        // The corners relative to the anchor, transformed: the box starts at the smallest of them.
        let xs = [-anchorPoint.x * size.width, (1 - anchorPoint.x) * size.width]
        let ys = [-anchorPoint.y * size.height, (1 - anchorPoint.y) * size.height]
        let minX = min(m.a * xs[0], m.a * xs[1]) + min(m.c * ys[0], m.c * ys[1]) + m.tx
        let minY = min(m.b * xs[0], m.b * xs[1]) + min(m.d * ys[0], m.d * ys[1]) + m.ty
        return (size, CGPoint(x: minX, y: minY))
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
        guard CALayer.hitTestDepth < CALayer.hitTestRecursionLimit else { return hitTestWithoutRecursion(p) }
        guard !isHidden, opacity > 0 else { return nil }
        let local = CATransform3DInvert(transformToSuperlayer).project(p)
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        CALayer.hitTestDepth += 1
        defer { CALayer.hitTestDepth -= 1 }
        for sublayer in sublayerStorage.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    /// The default walk with an explicit stack, for trees deeper than the thread's stack allows nesting (10,000
    /// levels): `contains(_:)` is still asked of every layer, but overrides of `hitTest(_:)` this far down are not
    /// called, which is logged once.
    private func hitTestWithoutRecursion(_ p: CGPoint) -> CALayer? {
        if !CALayer.loggedDeepHitTest {
            CALayer.loggedDeepHitTest = true
            CALog.error("hit-testing deeper than \(CALayer.hitTestRecursionLimit) levels continues without calling "
                        + "hitTest(_:) overrides below that depth")
        }
        // Each frame: a layer the walk entered, the point in its coordinates, whether it contains the point, and
        // how many of its sublayers (front first) have been tried. A layer missed by all its sublayers is the hit
        // when it contains the point; otherwise the walk backs up to its superlayer's next sublayer.
        struct Frame { let layer: CALayer; let point: CGPoint; let inside: Bool; var tried = 0 }
        func enter(_ layer: CALayer, _ point: CGPoint) -> Frame? {
            guard !layer.isHidden, layer.opacity > 0 else { return nil }
            let local = CATransform3DInvert(layer.transformToSuperlayer).project(point)
            let inside = layer.contains(local)
            return layer.masksToBounds && !inside ? nil : Frame(layer: layer, point: local, inside: inside)
        }
        guard let first = enter(self, p) else { return nil }
        var frames = [first]
        while let frame = frames.last {
            let sublayers = frame.layer.sublayerStorage
            if frame.tried < sublayers.count {
                frames[frames.count - 1].tried += 1
                if let next = enter(sublayers[sublayers.count - 1 - frame.tried], frame.point) { frames.append(next) }
                continue
            }
            if frame.inside { return frame.layer }
            frames.removeLast()
        }
        return nil
    }
}

extension CALayer {
    /// How deep `hitTest(_:)` calls nest before the rest of the walk goes on with an explicit stack.
    static let hitTestRecursionLimit = 512
    fileprivate static var hitTestDepth = 0
    fileprivate static var loggedDeepHitTest = false
}
