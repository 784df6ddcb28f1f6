/// Perspective and 3D: a layer whose matrix has perspective (`m34`) is rendered flat into a bitmap and warped into
/// place through the projection (a 2D context cannot express it); a `CATransformLayer` puts its sublayers in one
/// shared 3D space, drawn back to front by depth instead of flattened one by one.
extension LayerRenderer {
    /// The most pixels on a side of the flat bitmap a projected layer is rendered into.
    static let maximumProjectedSide: CGFloat = 2048

    func renderProjected(_ layer: RenderLayer, matrix: CATransform3D, in ctx: CGContext) {
        let device = DeviceSpace(ctx)
        let homography = Homography(matrix).then(device.userToDevice)
        let extent = subtreeExtent(of: layer)
        guard !extent.isNull, !extent.isEmpty,
              let target = homography.boundingBox(of: extent)?.integral.intersection(device.bounds),
              !target.isNull, target.width >= 1, target.height >= 1 else { return }
        let scale = Self.flatScale(of: extent, projectedInto: target)
        guard let source = flatPicture(of: layer, extent: extent, scale: scale) else { return }
        warp(source, of: extent, scale: scale, through: matrix, in: ctx)
    }

    /// The scale at which a projected layer whose subtree covers `extent` (its bounds space) is rendered flat, when
    /// its projection covers `target` (pixels): about the resolution the projection shows it, never larger than
    /// the bound. (The X11 compositor renders its flat pictures at the same scale, to warp them on the server.)
    package static func flatScale(of extent: CGRect, projectedInto target: CGRect) -> CGFloat {
        let stretch = max(target.width / extent.width, target.height / extent.height, 1)
        return min(stretch, maximumProjectedSide / max(extent.width, extent.height))
    }

    /// A `CATransformLayer`: it draws nothing itself; its sublayers (and those of nested transform layers) keep
    /// their 3D positions and are drawn farthest first. Returns them in drawing order with their matrices.
    func transformLayerItems(_ layer: RenderLayer,
                             matrix: CATransform3D) -> [(layer: RenderLayer, matrix: CATransform3D)] {
        var items: [(layer: RenderLayer, matrix: CATransform3D, depth: CGFloat)] = []
        var pending: [(RenderLayer, CATransform3D)] = [(layer, matrix)]
        while let (node, nodeMatrix) = pending.popLast() {
            let sublayerMatrix = node.sublayerMatrix
            for sublayer in node.sublayers where !sublayer.isHidden && sublayer.opacity > 0 {
                let m = CATransform3DConcat(sublayer.transform(inParent: sublayerMatrix), nodeMatrix)
                if sublayer.flattensSublayers {
                    pending.append((sublayer, m))
                } else {
                    items.append((sublayer, m, m.depth(of: sublayer.geometry.bounds)))
                }
            }
        }
        // Stable: equal depths keep sublayer order.
        let ordered = items.enumerated().sorted { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }
        return ordered.map { ($0.element.layer, $0.element.matrix) }
    }

    /// A single-sided layer seen from behind is not drawn.
    public func isFrontFacing(_ layer: RenderLayer, _ matrix: CATransform3D) -> Bool {
        guard !layer.isDoubleSided else { return true }
        let b = layer.geometry.bounds
        let p0 = matrix.project(CGPoint(x: b.minX, y: b.minY))
        let p1 = matrix.project(CGPoint(x: b.maxX, y: b.minY))
        let p3 = matrix.project(CGPoint(x: b.minX, y: b.maxY))
        return (p1.x - p0.x) * (p3.y - p0.y) - (p1.y - p0.y) * (p3.x - p0.x) > 0
    }

    /// Where a layer and everything below it can draw, in its bounds space (shadows included). Each layer's extent
    /// is its own plus its sublayers' carried through their matrices; computed children first from a list made
    /// parents first, so deep trees need no recursion.
    public func subtreeExtent(of layer: RenderLayer) -> CGRect {
        var nodes: [(layer: RenderLayer, parent: Int)] = [(layer, -1)]
        var index = 0
        while index < nodes.count {
            let node = nodes[index].layer
            if !node.masksToBounds {
                for sublayer in node.sublayers where !sublayer.isHidden { nodes.append((sublayer, index)) }
            }
            index += 1
        }
        var extents = nodes.map { ownExtentWithShadow(of: $0.layer) }
        var sublayerMatrices: [Int: CATransform3D] = [:]
        for index in nodes.indices.reversed() where nodes[index].parent >= 0 {
            let parent = nodes[index].parent
            let sublayerMatrix = sublayerMatrices[parent] ?? nodes[parent].layer.sublayerMatrix
            sublayerMatrices[parent] = sublayerMatrix
            let box = nodes[index].layer.transform(inParent: sublayerMatrix).boundingBox(of: extents[index])
            if !box.isNull { extents[parent] = extents[parent].union(box) }
        }
        return extents[0]
    }

    /// Where the layer itself draws, its shadow included, in its bounds space.
    private func ownExtentWithShadow(of layer: RenderLayer) -> CGRect {
        let extent = ownContentExtent(of: layer)
        guard let shadow = layer.shadow, !layer.masksToBounds else { return extent }
        let shape = shadow.path?.boundingBox ?? extent
        let spread = shadow.radius * 3
        // The blur is computed where the shape is and then offset, so both places must be inside the bitmap.
        let blurred = shape.insetBy(dx: -spread, dy: -spread)
        return extent.union(blurred).union(blurred.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height))
    }
}

extension CATransform3D {
    /// The depth (z after projection) of a rectangle's centre: larger is nearer the viewer.
    func depth(of rect: CGRect) -> CGFloat {
        let x = rect.midX, y = rect.midY
        let z = x * m13 + y * m23 + m43
        let w = x * m14 + y * m24 + m44
        return w != 0 ? z / w : z
    }
}
