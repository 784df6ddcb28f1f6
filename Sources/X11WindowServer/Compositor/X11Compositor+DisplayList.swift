import UIKitCore

/// Flattening a render tree into the frame's draw items, deciding per layer what the server can draw directly.
extension X11Compositor {
    /// Sprites are limited so that one layer cannot exhaust the server; larger ones are drawn where visible.
    static let maximumSpritePixels = 4096 * 4096

    /// The frame's draw items; `previous`, the last frame's, lets their keys be made unique without hashing.
    func displayList(for tree: RenderLayer, previous: [X11DrawItem] = []) -> [X11DrawItem] {
        var items: [X11DrawItem] = []
        // The root layer is drawn in its own bounds space, scaled to pixels.
        let rootToPixels = CGAffineTransform(translationX: -tree.geometry.bounds.minX, y: -tree.geometry.bounds.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        appendLayer(tree, matrix: CATransform3DMakeAffineTransform(rootToPixels), clip: windowBounds, opacity: 1,
                    into: &items)
        return X11DrawItem.withUniqueKeys(items, like: previous)
    }

    /// Appends `node`, whose bounds space maps to destination pixels by `matrix`, and its subtree.
    func appendLayer(_ node: RenderLayer, matrix: CATransform3D, clip: CGRect, opacity: Float,
                     into items: inout [X11DrawItem]) {
        guard !node.isHidden, node.opacity > 0, opacity > 0 else { return }
        guard matrix.isFlatAffine ? matrix.affine.isFinite : matrix.isFinite, node.geometry.bounds.isFiniteRect else {
            reject(node, "its transform or bounds are not finite numbers")
            return
        }
        guard node.isDoubleSided || renderer.isFrontFacing(node, matrix) else { return }
        if let rasterizationScale = node.rasterizationScale {
            appendRasterized(node, rasterizationScale: rasterizationScale, matrix: matrix, clip: clip,
                             opacity: opacity, into: &items)
            return
        }
        // A tint (a replicator copy's colour) multiplies the colour of the whole subtree: X Render has no such
        // operator, so the reference renderer's code draws it.
        if !matrix.isFlatAffine || node.flattensSublayers || node.tint != nil {
            let kind = node.flattensSublayers || node.tint != nil ? nil : projectedKind(node, matrix: matrix)
            appendOffscreen(kind ?? .clientRaster, node, matrix: matrix, clip: clip, opacity: opacity, into: &items)
            return
        }
        let toDestination = matrix.affine
        // Scaled to nothing in one direction: nothing of it can show.
        guard toDestination.a * toDestination.d - toDestination.b * toDestination.c != 0 else { return }
        if needsClientRaster(node, toDestination: toDestination) {
            appendOffscreen(.clientRaster, node, matrix: matrix, clip: clip, opacity: opacity, into: &items)
            return
        }
        let faded = opacity * node.opacity
        // The shadow lies below everything the layer draws, faded with it (see `castsSpriteShadow`).
        if node.shadow != nil, !node.masksToBounds {
            appendOwn(node, part: .shadow, hasBorder: false, toDestination: toDestination, clip: clip, opacity: faded,
                      into: &items)
        }
        // A compositing filter combines the whole group with what lies behind it: drawn offscreen, then combined.
        if node.compositingOperator != .normal {
            appendOffscreen(.group, node, matrix: matrix, clip: clip, opacity: faded, into: &items)
            return
        }
        // Without group opacity (`allowsGroupOpacity` false) each part is faded on its own, as the reference does.
        guard node.opacity < 1, !node.sublayers.isEmpty, !node.splitsOpacity else {
            appendContent(of: node, toDestination: toDestination, clip: clip, opacity: faded, into: &items)
            return
        }
        // Group opacity only where it shows: when nothing in the group overlaps, fading each part is the same.
        var parts: [X11DrawItem] = []
        appendContent(of: node, toDestination: toDestination, clip: clip, opacity: faded, into: &parts)
        if parts.count <= 32 && Self.noneOverlap(parts) {
            items.append(contentsOf: parts)
        } else {
            appendOffscreen(.group, node, matrix: matrix, clip: clip, opacity: faded, into: &items)
        }
    }

    /// The node's own content, its sublayers and its border (background and contents below the sublayers).
    func appendContent(of node: RenderLayer, toDestination: CGAffineTransform, clip: CGRect, opacity: Float,
                       into items: inout [X11DrawItem]) {
        let hasSublayers = !node.sublayers.isEmpty
        let hasBorder = node.borderWidth > 0 && (node.borderColor?.alpha ?? 0) > 0
        if node.backdrop != nil {
            appendBackdrop(of: node, toDestination: toDestination, clip: clip, opacity: opacity, into: &items)
        }
        if (node.backgroundColor?.alpha ?? 0) > 0 || node.contents != nil || node.ownDrawing != nil
            || (hasBorder && !hasSublayers) {
            appendOwn(node, part: hasSublayers ? .body : .all, hasBorder: hasBorder, toDestination: toDestination,
                      clip: clip, opacity: opacity, into: &items)
        }
        if let particles = serverParticles(of: node) {
            appendParticles(particles, of: node, toDestination: toDestination, clip: clip, opacity: opacity,
                            into: &items)
        }
        guard hasSublayers else { return }
        var childClip = clip
        if node.masksToBounds { childClip = clip.intersection(node.geometry.bounds.applying(toDestination)) }
        if !childClip.isNull, !childClip.isEmpty {
            if let outline = sublayerClipMask(of: node, toDestination: toDestination) {
                // Composed on the server, then composited through the outline's mask.
                let box = childClip.integral.intersection(clip)
                let whole = node.geometry.bounds.applying(toDestination).integral
                if !box.isNull, !box.isEmpty {
                    let subtree = X11OffscreenSubtree(kind: .clippedSublayers(outline), node: node,
                                                      matrix: CATransform3DMakeAffineTransform(toDestination),
                                                      isWhole: box == whole, opacity: opacity)
                    items.append(X11DrawItem(key: X11DrawItem.Key(layerID: node.layerID, part: 6),
                                             source: .offscreen(subtree), opacity: 1, clip: clip, box: box))
                }
            } else {
                appendSublayers(of: node, toDestination: toDestination, clip: childClip, opacity: opacity,
                                into: &items)
            }
        }
        if hasBorder {
            appendOwn(node, part: .border, hasBorder: true, toDestination: toDestination, clip: clip,
                      opacity: opacity, into: &items)
        }
    }

    /// The node's sublayers, clipped to `clip`, faded by `opacity`.
    func appendSublayers(of node: RenderLayer, toDestination: CGAffineTransform, clip: CGRect, opacity: Float,
                         into items: inout [X11DrawItem]) {
        let sublayerMatrix = node.sublayerMatrix, parentMatrix = CATransform3DMakeAffineTransform(toDestination)
        let sublayersAreFlat = CATransform3DIsIdentity(sublayerMatrix)
        for sublayer in node.sublayers {
            // The common case, a 2D transform in a flat parent, composes affinely (4x4 products cost more).
            let matrix = sublayersAreFlat && CATransform3DIsAffine(sublayer.geometry.transform)
                ? CATransform3DMakeAffineTransform(sublayer.geometry.affineToSuperlayer.concatenating(toDestination))
                : CATransform3DConcat(sublayer.transform(inParent: sublayerMatrix), parentMatrix)
            appendLayer(sublayer, matrix: matrix, clip: clip, opacity: opacity, into: &items)
        }
    }

    private func appendOwn(_ node: RenderLayer, part: X11SpriteKey.Part, hasBorder: Bool,
                           toDestination: CGAffineTransform, clip: CGRect, opacity: Float,
                           into items: inout [X11DrawItem]) {
        let key = X11DrawItem.Key(layerID: node.layerID, part: part.rawValue)
        // A plain rectangle on whole pixels is a fill: no sprite, no upload, the cheapest request there is (a
        // pattern colour's tiles are a sprite like contents).
        if part == .all || part == .body, node.contents == nil, node.ownDrawing == nil, node.cornerRadius == 0, !(part == .all && hasBorder),
           let color = node.backgroundColor, color.pattern == nil, toDestination.isAxisAligned, toDestination.a > 0, toDestination.d > 0 {
            let rect = node.geometry.bounds.applying(toDestination)
            if rect.hasWholePixelEdges {
                let box = rect.intersection(clip)
                guard !box.isNull, !box.isEmpty else { return }
                let c = color.rgba, alpha = c.alpha * Double(opacity)
                items.append(X11DrawItem(key: key, source: .fill(red: .colorChannel(c.red * alpha),
                                                                 green: .colorChannel(c.green * alpha),
                                                                 blue: .colorChannel(c.blue * alpha),
                                                                 alpha: .colorChannel(alpha)),
                                         opacity: 1, clip: clip, box: box.integral))
                return
            }
        }
        // A background, a gradient and a shadow are painted by the server from pictures it keeps, at any angle and
        // scale: no pixels uploaded when they change colour, move or turn (a border is a sprite above them).
        if let body = paintedBody(of: node, part: part, hasBorder: hasBorder, toDestination: toDestination,
                                  opacity: opacity) {
            let isShadow = part == .shadow
            let extent = isShadow ? shadowExtent(of: node) : renderer.ownContentExtent(of: node)
            let box = extent.applying(toDestination).integral.intersection(clip)
            if !box.isNull, !box.isEmpty, box.isFiniteRect {
                let bodyKey = X11DrawItem.Key(layerID: node.layerID, part: X11SpriteKey.Part.body.rawValue)
                items.append(X11DrawItem(key: isShadow ? key : bodyKey, source: .painted(body), opacity: 1, clip: clip,
                                         box: box))
            }
            if part == .all && hasBorder {
                appendOwn(node, part: .border, hasBorder: true, toDestination: toDestination, clip: clip,
                          opacity: opacity, into: &items)
            }
            return
        }
        let rasterScale = toDestination.rasterScale
        let spriteKey = X11SpriteKey(node: node, part: part, rasterScale: rasterScale)
        let extent = spriteExtent(spriteKey, node: node)
        let size = CGSize(width: (extent.width * rasterScale).rounded(.up), height: (extent.height * rasterScale).rounded(.up))
        guard extent.isFiniteRect, size.width > 0, size.height > 0 else { return }
        if let offset = spriteToDestination(spriteKey, node: node, toDestination: toDestination).integerTranslation {
            let box = CGRect(origin: offset, size: size).intersection(clip)
            guard !box.isNull, !box.isEmpty else { return }
            items.append(X11DrawItem(key: key, source: .sprite(spriteKey, offset: offset, node: node),
                                     opacity: opacity, clip: clip, box: box))
            return
        }
        // Turned, scaled or off the pixel grid: drawn on the client at its final place, as the reference draws it
        // (a sprite resampled by the server's bilinear filter would blur it, and costs the server far more).
        let whole = extent.applying(toDestination).integral
        let box = whole.intersection(clip)
        guard !box.isNull, !box.isEmpty, box.isFiniteRect else { return }
        let subtree = X11OffscreenSubtree(kind: .transformedPart(spriteKey.forResampling), node: node,
                                          matrix: CATransform3DMakeAffineTransform(toDestination), isWhole: box == whole)
        items.append(X11DrawItem(key: key, source: .offscreen(subtree), opacity: opacity, clip: clip, box: box))
    }

    /// The area of the layer's bounds space a sprite of `key` covers.
    func spriteExtent(_ key: X11SpriteKey, node: RenderLayer) -> CGRect {
        switch key.part {
        case .border: node.geometry.bounds
        case .all, .body: renderer.ownContentExtent(of: node)
        case .shadow: shadowExtent(of: node)
        }
    }

    /// Whether the layer's shadow is a sprite of its own (see `castsSpriteShadow`) that the server may keep.
    private func shadowIsSprite(of node: RenderLayer, rasterScale: CGFloat) -> Bool {
        guard node.castsSpriteShadow else { return false }
        let extent = shadowExtent(of: node)
        return extent.isFiniteRect
            && fitsInPicture(width: extent.width * rasterScale, height: extent.height * rasterScale)
    }

    /// Where the layer's shadow can fall, in its bounds space: what casts it moved by the offset, widened by three
    /// deviations of its blur (the radius) and a pixel's rounding.
    private func shadowExtent(of node: RenderLayer) -> CGRect {
        guard let shadow = node.shadow else { return .null }
        let caster = shadow.path?.boundingBox ?? renderer.ownContentExtent(of: node)
        let reach = 3 * abs(shadow.radius) + 2
        return caster.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -reach, dy: -reach)
    }

    /// A sprite's pixels to destination pixels, for a layer whose bounds space maps to them by `toDestination`.
    func spriteToDestination(_ key: X11SpriteKey, node: RenderLayer, toDestination: CGAffineTransform)
        -> CGAffineTransform {
        let extent = spriteExtent(key, node: node)
        return CGAffineTransform(scaleX: 1 / key.rasterScale, y: 1 / key.rasterScale)
            .concatenating(CGAffineTransform(translationX: extent.minX, y: extent.minY))
            .concatenating(toDestination)
    }

    /// `opacity` is what compositing the picture multiplies: a client raster already includes the node's own.
    private func appendOffscreen(_ kind: X11OffscreenSubtree.Kind, _ node: RenderLayer, matrix: CATransform3D,
                                 clip: CGRect, opacity: Float, into items: inout [X11DrawItem]) {
        // A transform layer's sublayers sit in 3D below it, where no flat extent bounds them: the visible area does.
        let extent = node.flattensSublayers ? clip : matrix.boundingBox(of: renderer.subtreeExtent(of: node))
        guard !extent.isNull, extent.isFiniteRect else { return }
        let whole = extent.intersection(clip).isEmpty ? CGRect.null : extent.integral
        let box = whole.intersection(clip)
        guard !box.isNull, !box.isEmpty, box.width <= 16_384, box.height <= 16_384 else { return }
        let subtree = X11OffscreenSubtree(kind: kind, node: node, matrix: matrix,
                                          isWhole: box == whole && !node.flattensSublayers)
        items.append(X11DrawItem(key: X11DrawItem.Key(layerID: node.layerID, part: 3), source: .offscreen(subtree),
                                 opacity: opacity, clip: clip, box: box))
    }

    /// A rasterized layer (`shouldRasterize`): its subtree drawn flat once at its rasterization scale by the
    /// reference renderer's code, kept on the server while it draws the same, and placed by a picture transform
    /// (the path of layers under perspective), so moving or turning it uploads nothing. With the server's
    /// resampling turned off (`UIKIT_X11_PERSPECTIVE=client`) the reference renderer draws it whole on the client.
    private func appendRasterized(_ node: RenderLayer, rasterizationScale: CGFloat, matrix: CATransform3D,
                                  clip: CGRect, opacity: Float, into items: inout [X11DrawItem]) {
        let extent = renderer.subtreeExtent(of: node)
        guard !extent.isNull, !extent.isEmpty, extent.isFiniteRect else { return }
        let kind: X11OffscreenSubtree.Kind = projectsPerspectiveOnServer
            ? .projected(flatScale: LayerRenderer.rasterizedScale(rasterizationScale, extent: extent)) : .clientRaster
        appendOffscreen(kind, node, matrix: matrix, clip: clip, opacity: opacity, into: &items)
    }

    /// A flat layer under perspective that the server can warp exactly: wholly in front of the eye (w > 0 at every
    /// corner of its subtree's extent). Its flat picture is rendered at the scale the reference renderer uses.
    private func projectedKind(_ node: RenderLayer, matrix: CATransform3D) -> X11OffscreenSubtree.Kind? {
        guard projectsPerspectiveOnServer else { return nil }
        let extent = renderer.subtreeExtent(of: node)
        guard !extent.isNull, !extent.isEmpty, extent.isFiniteRect,
              let projected = Homography(matrix).boundingBox(of: extent), projected.isFiniteRect else { return nil }
        let target = projected.integral.intersection(windowBounds)
        guard !target.isNull, target.width >= 1, target.height >= 1 else { return nil }
        return .projected(flatScale: LayerRenderer.flatScale(of: extent, projectedInto: target))
    }

    /// What X Render cannot draw from sprites: drawn on the client (cached), so it still equals the reference.
    private func needsClientRaster(_ node: RenderLayer, toDestination: CGAffineTransform) -> Bool {
        // What shape, gradient and text layers draw is part of their sprite (drawn once by the reference renderer's
        // code, cached by appearance: turned on a remote display, the server resamples it, so it crosses the link
        // once); an emitter's particles are composited by the server (X11Compositor+Particles.swift) unless the
        // layer has its own content too. (Tinted subtrees never get here: `appendLayer` sends them to the client whole.)
        if node.mask != nil
            || (node.shadow != nil && !node.masksToBounds && !shadowIsSprite(of: node, rasterScale: toDestination.rasterScale))
            || (node.drawing != nil && node.ownDrawing == nil && serverParticles(of: node) == nil) {
            return true
        }
        if node.masksToBounds && !node.sublayers.isEmpty {
            // Children clipped by a rotated or rounded outline, or one not on whole pixels, need a shaped clip: the
            // server's outline mask, else the client draws the subtree.
            let shaped = !toDestination.isAxisAligned || node.cornerRadius > 0
                || !node.geometry.bounds.applying(toDestination).hasWholePixelEdges
            if shaped && sublayerClipMask(of: node, toDestination: toDestination) == nil { return true }
        }
        // Too large for a sprite: only its visible part is drawn. (Beyond a limit lowered by the server's
        // refusal, the refusal's line said so.)
        let extent = renderer.ownContentExtent(of: node)
        let rasterScale = toDestination.rasterScale
        let (width, height) = (extent.width * rasterScale, extent.height * rasterScale)
        if !fitsInPicture(width: width, height: height) && node.hasOwnContent && serverParticles(of: node) == nil {
            // Beyond what the server is ever asked for (not a limit its refusal lowered): said once per layer.
            let neverFits = !Self.picture(width: width, height: height, fitsWithin: Self.maximumSpritePixels)
            if neverFits && !reportedLayers.contains(node.layerID) {
                reportedLayers.insert(node.layerID)
                let (width, height) = (Int(saturating: extent.width), Int(saturating: extent.height))
                UIKitLog.error("X11 compositor: layer \(node.layerID) is \(width)x\(height) "
                    + "points, too large to keep on the X server; drawing only its visible part, on the client")
            }
            return true
        }
        return false
    }

    private static func noneOverlap(_ items: [X11DrawItem]) -> Bool {
        for i in items.indices {
            for j in items.indices where j > i && items[i].box.intersects(items[j].box) { return false }
        }
        return true
    }

    /// Logs once per layer that it cannot be drawn, and counts it.
    func reject(_ node: RenderLayer, _ reason: String) {
        statistics.rejectedLayers += 1
        guard !reportedLayers.contains(node.layerID) else { return }
        reportedLayers.insert(node.layerID)
        UIKitLog.error("X11 compositor: layer \(node.layerID) is not drawn: \(reason)")
    }
}

extension UInt16 {
    /// A 0...1 colour value as X Render's 16-bit channel, rounded as Cairo rounds.
    static func colorChannel(_ value: Double) -> UInt16 {
        UInt16(Swift.min(Swift.max(value, 0), 1) * 65535 + 0.5)
    }
}

extension CGRect {
    // (Written out rather than over arrays: these run for every layer of every frame.)
    var isFiniteRect: Bool { minX.isFinite && minY.isFinite && width.isFinite && height.isFinite }

    /// Every edge on a whole pixel: drawn with and without antialiasing alike.
    var hasWholePixelEdges: Bool {
        func whole(_ value: CGFloat) -> Bool { abs(value - value.rounded()) < 1e-6 }
        return isFiniteRect && whole(minX) && whole(minY) && whole(maxX) && whole(maxY)
    }
}

extension RenderLayer {
    /// What a shape, gradient or text layer draws in its sprite: its drawing unless that is an emitter's particles.
    var ownDrawing: LayerDrawing? {
        if case .particles = drawing { return nil }
        return drawing
    }

    /// Whether the shadow is a sprite of its own, composited below the layer (drawn once, cached by the shadow and
    /// what casts it, so a moving or turning shadowed layer crosses a remote link once; with server paints, its
    /// colour through a mask of its shape, see X11Compositor+Shadows.swift): a shadow cast by
    /// `shadowPath`, or by a layer without sublayers (its own content), of a layer combined normally. A shadow cast
    /// by a whole group of sublayers, or by a backdrop, is drawn with its subtree on the client.
    var castsSpriteShadow: Bool {
        guard let shadow, compositingOperator == .normal, backdrop == nil, mask == nil, tint == nil else { return false }
        return shadow.path != nil || (sublayers.isEmpty && (drawing == nil || ownDrawing != nil))
    }
}

extension LayerGeometry {
    /// `toSuperlayer` for a layer whose transform is affine, without 4x4 products.
    var affineToSuperlayer: CGAffineTransform {
        let anchor = anchorInBounds
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform.affine)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }
}

extension CGAffineTransform {
    var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }

    /// No rotation or skew: rectangles stay axis-aligned rectangles.
    var isAxisAligned: Bool { b == 0 && c == 0 }

    /// The offset when this is a whole-pixel translation.
    var integerTranslation: CGPoint? {
        guard a == 1, b == 0, c == 0, d == 1, abs(tx - tx.rounded()) < 1e-6, abs(ty - ty.rounded()) < 1e-6 else {
            return nil
        }
        return CGPoint(x: tx.rounded(), y: ty.rounded())
    }

    /// The scale at which to rasterize content shown through this transform (its larger axis scale).
    var rasterScale: CGFloat {
        let s = max((a * a + b * b).squareRoot(), (c * c + d * d).squareRoot())
        guard s.isFinite, s > 0 else { return 1 }
        return min(max((s * 100).rounded() / 100, 0.01), 8)
    }
}
