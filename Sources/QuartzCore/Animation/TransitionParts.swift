/// The nodes a transition draws inside the layer's container node, in the container's bounds space (the layer's
/// own): the old appearance renumbered as `oldPartID`, the new one under the layer's identity.
@MainActor struct TransitionParts {
    let transition: CATransition
    let old: RenderLayer
    let new: RenderLayer

    var bounds: CGRect { new.geometry.bounds }

    /// `part` centred on the container's anchor, moved by `offset` (in units of the size), faded and transformed.
    func placed(_ part: RenderLayer, offset: CGPoint = .zero, opacity: Double = 1,
                transform: CATransform3D = CATransform3DIdentity) -> RenderLayer {
        let size = bounds.size
        var geometry = LayerGeometry(bounds: part.geometry.bounds, position: new.geometry.anchorInBounds,
                                     anchorPoint: part.geometry.anchorPoint)
        geometry.position.x += offset.x * size.width
        geometry.position.y += offset.y * size.height
        geometry.transform = transform
        let id = part === new ? new.layerID : transition.oldPartID
        return part.copy(layerID: id, geometry: geometry, opacity: part.opacity * Float(opacity))
    }

    func slidesAndFades(progress: Double) -> [RenderLayer] {
        let place = CATransition.placement(type: transition.type, subtype: transition.subtype, progress: progress)
        return [placed(old, offset: place.oldOffset, opacity: place.oldOpacity),
                placed(new, offset: place.newOffset, opacity: place.newOpacity)]
    }

    /// One side at a time, turned in depth with perspective (see `CATransition.flip`).
    func flip(progress: Double) -> [RenderLayer] {
        let turn = CATransition.flip(subtype: transition.subtype, progress: progress, size: bounds.size)
        return [placed(turn.showsNew ? new : old, transform: turn.transform)]
    }

    /// A page curl approximated by a fold: the appearance underneath lies whole; above it the part of the page
    /// that still lies flat is clipped to the top `flatFraction` of the height, and the folded part shows its
    /// pale back, mirrored over the fold line (so as wide as the uncovered strip, until it passes the top edge),
    /// shaded darker toward the fold as a rolled page is, and casting a shadow on what it uncovers.
    func curl(progress: Double) -> [RenderLayer] {
        let curl = CATransition.curl(type: transition.type, progress: progress)
        let (page, under) = curl.pageIsNew ? (new, old) : (old, new)
        let height = bounds.height
        let foldY = bounds.minY + height * curl.flatFraction
        let flat = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: foldY - bounds.minY)
        let backTop = max(bounds.minY, foldY - (bounds.maxY - foldY))
        let back = CGRect(x: bounds.minX, y: backTop, width: bounds.width, height: foldY - backTop)
        let version = progress.bitPattern
        let clip = Self.group(id: transition.pageClipID, version: version,
                              geometry: LayerGeometry(bounds: flat, position: flat.origin, anchorPoint: .zero),
                              masksToBounds: true, sublayers: [placed(page)])
        let pageBack = Self.group(id: transition.pageBackID, version: version,
                                  geometry: LayerGeometry(bounds: CGRect(origin: .zero, size: back.size),
                                                          position: back.origin, anchorPoint: .zero),
                                  backgroundColor: CGColor(red: 0.94, green: 0.94, blue: 0.92, alpha: 1),
                                  shadow: RenderLayer.Shadow(color: CGColor(red: 0, green: 0, blue: 0, alpha: 1),
                                                             opacity: 0.35, offset: CGSize(width: 0, height: 2),
                                                             radius: 4, path: nil),
                                  drawing: Self.pageBackShading,
                                  sublayers: [])
        return [placed(under), clip, pageBack]
    }

    /// The back of a curling page: darker at the fold (its bottom edge), lightest part-way up, like a roll lit
    /// from the front.
    static let pageBackShading = LayerDrawing.gradient(LayerDrawing.Gradient(
        kind: .axial,
        colors: [CGColor(red: 0.78, green: 0.78, blue: 0.76, alpha: 1),
                 CGColor(red: 0.97, green: 0.97, blue: 0.95, alpha: 1),
                 CGColor(red: 0.92, green: 0.92, blue: 0.90, alpha: 1)],
        locations: [0, 0.6, 1], startPoint: CGPoint(x: 0.5, y: 1), endPoint: CGPoint(x: 0.5, y: 0)))

    /// A node that draws at most a background (and its shadow) and a drawing, and holds `sublayers`.
    static func group(id: UInt64, version: UInt64, geometry: LayerGeometry, masksToBounds: Bool = false,
                      backgroundColor: CGColor? = nil, shadow: RenderLayer.Shadow? = nil,
                      drawing: LayerDrawing? = nil, sublayers: [RenderLayer]) -> RenderLayer {
        RenderLayer(
            layerID: id, version: version, geometry: geometry, sublayerTransform: CATransform3DIdentity, opacity: 1,
            isHidden: false, masksToBounds: masksToBounds, backgroundColor: backgroundColor, borderWidth: 0,
            borderColor: nil, cornerRadius: 0, maskedCorners: .all, shadow: shadow, contents: nil,
            contentsGravity: .resize, contentsRect: CGRect(x: 0, y: 0, width: 1, height: 1),
            contentsCenter: CGRect(x: 0, y: 0, width: 1, height: 1), contentsScale: 1, magnificationFilter: .linear,
            minificationFilter: .linear, isDoubleSided: true, flattensSublayers: false, mask: nil,
            sublayers: sublayers, drawing: drawing)
    }
}
