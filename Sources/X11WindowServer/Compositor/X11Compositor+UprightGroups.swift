internal import CX11
internal import CXrender
import UIKitCore

/// Subtrees composed by the server upright while they move on a connection where uploads cost: a layer cut by a
/// `mask`, sublayers clipped by a turned rounded outline, a turned group faded as one.
///
/// Turned, scaled or off the pixel grid, the client draws these at their final place (equal to the reference
/// renderer), which on a remote display crosses the link every frame they move: 54-58 KB a frame for a 100x80
/// layer. While they move where uploads are not free, the server composes the subtree instead in the layer's own
/// bounds space, upright, at its scale rounded up to a power of √2 (as resampled sprites are), from the pictures it
/// keeps of the parts. Upright, the parts and the clip's outline lie on whole pixels, so the outline's mask is
/// exact; the mask layer, composed the same way, cuts the group (`InReverse`: the group times the mask's alpha);
/// the group is faded as one when composited. That one picture is resampled through the layer's matrix by the
/// bilinear filter, as turned sprites are, and composed again only when the subtree draws something else (not when
/// it only moves). Once the scene stands still the client draws it exactly (see `refineServerTurnedParts`), so
/// still frames equal the reference renderer.
extension X11Compositor {
    /// The scale at which the server composes `subtree` upright while it moves, or nil where it keeps its usual
    /// path: uploads are free (the client draws it exactly at no cost to a link), it is upright on whole pixels
    /// (the usual paths are exact there and upload once), or it needs what only the client draws (a shadow cast by
    /// the group, a tint, a compositing filter, 3D, a backdrop, a clip whose outline misses whole pixels upright).
    func uprightScale(of subtree: X11OffscreenSubtree) -> CGFloat? {
        guard uploadCosts.turnedPartsDrawnByServer, subtree.kind == .clientRaster || subtree.kind == .group,
              subtree.matrix.isFlatAffine else { return nil }
        let node = subtree.node, toDestination = subtree.matrix.affine
        guard toDestination.integerTranslation == nil, node.rasterizationScale == nil, !node.flattensSublayers,
              node.tint == nil, node.compositingOperator == .normal,
              // A group's shadow is an item of its own below it; a client-drawn subtree's is cast by the group.
              subtree.kind == .group || node.shadow == nil || node.masksToBounds,
              node.drawing == nil || node.ownDrawing != nil || serverParticles(of: node) != nil,
              !Self.containsBackdrop(node) else { return nil }
        let scale = X11SpriteKey.resamplingScale(toDestination.rasterScale)
        guard node.masksToBounds, !node.sublayers.isEmpty else {
            return uprightPlacement(of: node, scale: scale) == nil ? nil : scale
        }
        // The node's own clip must fall on whole pixels of the upright picture (a rounded one through the exact
        // mask of its outline), else the picture would clip its sublayers another way than the reference. Where
        // the bounds land between pixels at a step of the ladder (√2 times a power of 2), the next step up, a
        // power of 2, usually puts them on whole pixels.
        let nextScale = CGFloat(pow(2, ((2 * log2(Double(scale))).rounded() + 1) / 2))
        for candidate in [scale, nextScale] {
            guard let placement = uprightPlacement(of: node, scale: candidate) else { return nil }
            if node.geometry.bounds.applying(placement.toPicture).hasWholePixelEdges,
               node.cornerRadius == 0 || sublayerClipMask(of: node, toDestination: placement.toPicture) != nil {
                return candidate
            }
        }
        return nil
    }

    /// Composites `subtree` from its upright picture (composed on the server when it draws something new),
    /// resampled through its matrix. Returns false when there is no such picture (the server refused it): the
    /// item is then drawn the usual way.
    func drawUprightOnServer(_ subtree: X11OffscreenSubtree, item: X11DrawItem, into destination: UInt,
                             clip: [CGRect]) -> Bool {
        guard let scale = uprightScale(of: subtree), let placement = uprightPlacement(of: subtree.node, scale: scale),
              let cached = uprightPicture(of: subtree.node, key: item.key, scale: scale, placement: placement)
        else { return false }
        cached.lastUsedFrame = statistics.currentFrame
        let box = item.box, node = subtree.node
        let pictureToDestination = placement.toPicture.inverted().concatenating(subtree.matrix.affine)
        // Composite pixels (relative to the box) to destination pixels to the upright picture's pixels.
        let boxToPicture = CGAffineTransform(translationX: box.minX, y: box.minY)
            .concatenating(pictureToDestination.inverted())
        // A group item's opacity is the node's already; a client-drawn subtree's includes only its ancestors'.
        let opacity = subtree.kind == .group || node.splitsOpacity ? item.opacity : item.opacity * node.opacity
        setClip(clip, on: destination)
        XRenderComposite(display, PictOpOver, cached.picture.transformedPicture(Homography(boxToPicture)),
                         alphaMask(opacity), destination, 0, 0, 0, 0, Int32(box.minX), Int32(box.minY),
                         UInt32(box.width), UInt32(box.height))
        statistics.composites += 1
        statistics.serverResampledGroups += 1
        return true
    }

    /// The node's bounds space to the pixels of its upright picture at `scale`, and the picture's size: the
    /// bounds' origin on a whole pixel (so that an outline on whole pixels stays there), the subtree's extent
    /// inside, with a transparent pixel round it (`flatMargin`: the bilinear filter fades the edges out within
    /// it). Nil when the picture would be larger than the server keeps.
    private func uprightPlacement(of node: RenderLayer, scale: CGFloat)
        -> (toPicture: CGAffineTransform, width: Int, height: Int)? {
        let extent = renderer.subtreeExtent(of: node), bounds = node.geometry.bounds, margin = Self.flatMargin
        guard !extent.isNull, !extent.isEmpty, extent.isFiniteRect, bounds.isFiniteRect else { return nil }
        let left = ((bounds.minX - extent.minX) * scale).rounded(.up) + margin
        let top = ((bounds.minY - extent.minY) * scale).rounded(.up) + margin
        let width = left + ((extent.maxX - bounds.minX) * scale).rounded(.up) + margin
        let height = top + ((extent.maxY - bounds.minY) * scale).rounded(.up) + margin
        guard width >= 1, height >= 1, fitsInPicture(width: width, height: height) else { return nil }
        let toPicture = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(translationX: left, y: top))
        return (toPicture, Int(width), Int(height))
    }

    /// The node's upright picture at `scale`: kept while the subtree draws the same (a layer that only moves or
    /// turns is a new node with the same values and the same sublayer and mask objects), composed anew otherwise.
    private func uprightPicture(of node: RenderLayer, key: X11DrawItem.Key, scale: CGFloat,
                                placement: (toPicture: CGAffineTransform, width: Int, height: Int))
        -> X11CachedPicture? {
        if let cached = offscreens[key] {
            if let previous = cached.subtree, previous.kind == .upright(scale: scale),
               previous.node.drawsSame(as: node) { return cached }
            free(cached)
            offscreens[key] = nil
        }
        let (toPicture, width, height) = placement
        guard let picture = makePicture(width: width, height: height) else { return nil }
        statistics.serverBytesHeld += picture.byteCount
        let local = CGRect(x: 0, y: 0, width: width, height: height)
        let outerParts = composedParts
        composedParts = []
        defer { composedParts = outerParts }
        // Faded part by part where the layer does not group its opacity; else faded as one when composited.
        var parts: [X11DrawItem] = []
        appendContent(of: node, toDestination: toPicture, clip: local,
                      opacity: node.splitsOpacity ? node.opacity : 1, into: &parts)
        compose(parts, into: picture)
        if let mask = node.mask {
            // As the reference renderer cuts the group: the mask drawn in the layer's bounds space, and the group
            // kept where the mask covers it, times the mask's alpha.
            guard let maskPicture = makePicture(width: width, height: height) else {
                free(X11CachedPicture(picture: picture, frame: statistics.currentFrame))
                return nil
            }
            var maskParts: [X11DrawItem] = []
            appendLayer(mask, matrix: CATransform3DConcat(mask.transform(inParent: CATransform3DIdentity),
                                                          CATransform3DMakeAffineTransform(toPicture)),
                        clip: local, opacity: 1, into: &maskParts)
            compose(maskParts, into: maskPicture)
            XRenderComposite(display, PictOpInReverse, maskPicture.picture, 0, picture.picture, 0, 0, 0, 0, 0, 0,
                             UInt32(width), UInt32(height))
            statistics.composites += 1
            clipOfPicture[maskPicture.picture] = nil
            maskPicture.free()
        }
        statistics.uprightGroupsComposed += 1
        let record = X11OffscreenSubtree(kind: .upright(scale: scale), node: node,
                                         matrix: CATransform3DMakeAffineTransform(toPicture), isWhole: false)
        let cached = X11CachedPicture(picture: picture, frame: statistics.currentFrame, subtree: record,
                                      box: local)
        cached.composedParts = composedParts ?? []
        offscreens[key] = cached
        return cached
    }

    /// Whether a backdrop layer lies in the subtree (it blurs what is behind it where it lies on screen: the client
    /// draws such subtrees).
    static func containsBackdrop(_ node: RenderLayer) -> Bool {
        var pending = [node]
        while let layer = pending.popLast() {
            if layer.backdrop != nil { return true }
            pending.append(contentsOf: layer.sublayers)
            if let mask = layer.mask { pending.append(mask) }
        }
        return false
    }

    /// The scale a flat layer under perspective is rendered at while it moves where uploads cost: the reference
    /// renderer's `flatScale` rounded up to a power of √2 (as resampled sprites are), so that a swing, whose flat
    /// scale changes a little every frame, keeps one flat picture. The exact scale when that one would be too large.
    func movingFlatScale(_ flatScale: CGFloat, of node: RenderLayer) -> CGFloat {
        let scale = X11SpriteKey.resamplingScale(flatScale), extent = renderer.subtreeExtent(of: node)
        let margins = 2 * Self.flatMargin
        guard fitsInPicture(width: extent.width * scale + margins, height: extent.height * scale + margins) else {
            return flatScale
        }
        return scale
    }
}
