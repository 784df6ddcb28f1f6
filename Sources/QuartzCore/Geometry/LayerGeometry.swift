/// The arithmetic that places a layer in its superlayer, shared by the model tree and the render tree so that
/// hit-testing, conversion and every renderer agree.
public struct LayerGeometry: Hashable, Sendable {
    public var bounds: CGRect
    public var position: CGPoint
    public var anchorPoint: CGPoint
    public var anchorPointZ: CGFloat
    public var zPosition: CGFloat
    public var transform: CATransform3D

    public init(bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, anchorPointZ: CGFloat = 0,
                zPosition: CGFloat = 0, transform: CATransform3D = CATransform3DIdentity) {
        self.bounds = bounds; self.position = position; self.anchorPoint = anchorPoint
        self.anchorPointZ = anchorPointZ; self.zPosition = zPosition; self.transform = transform
    }

    /// The anchor point in the layer's own (bounds) coordinates.
    public var anchorInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// Maps the layer's bounds coordinates into its superlayer's bounds coordinates (before the superlayer's
    /// `sublayerTransform`): move the anchor to the origin, apply `transform`, move to `position`.
    public var toSuperlayer: CATransform3D {
        let a = anchorInBounds
        var m = CATransform3DMakeTranslation(-a.x, -a.y, -anchorPointZ)
        if !CATransform3DIsIdentity(transform) { m = CATransform3DConcat(m, transform) }
        return CATransform3DConcat(m, CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// The bounding box of the bounds in the superlayer: `frame`.
    public var frame: CGRect {
        if CATransform3DIsIdentity(transform) {
            let a = anchorInBounds
            return CGRect(x: position.x - (a.x - bounds.minX), y: position.y - (a.y - bounds.minY),
                          width: bounds.width, height: bounds.height)
        }
        return toSuperlayer.boundingBox(of: bounds)
    }
}

/// A superlayer's `sublayerTransform`, applied about its anchor point, as a matrix in its bounds coordinates.
public func sublayerMatrix(_ sublayerTransform: CATransform3D, anchor: CGPoint) -> CATransform3D {
    guard !CATransform3DIsIdentity(sublayerTransform) else { return CATransform3DIdentity }
    return CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0),
                                                   sublayerTransform),
                               CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
}

extension CATransform3D {
    /// The bounding box of a rectangle in the plane z = 0 after projection.
    public func boundingBox(of rect: CGRect) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(project)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              [minX, maxX, minY, maxY].allSatisfy(\.isFinite) else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
