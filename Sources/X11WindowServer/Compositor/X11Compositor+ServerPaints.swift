internal import CX11
internal import CXrender
import UIKitCore

/// Backgrounds and gradients painted by the server (`X11PaintedBody`): which layers qualify, and drawing them.
extension X11Compositor {
    /// The most stops a gradient picture is made with (a request of 24 bytes per stop).
    static let maximumGradientStops = 1_024

    /// The layer's own background, gradient or shape fill as server paints, when that is all the part shows (no
    /// contents, no stroke or text, no patterned colour). Nil sends the part down the sprite path.
    ///
    /// A border is then a sprite of its own above the body: two composites where the sprite of a leaf with a
    /// border takes one. For a gradient that saves its pixels crossing the link; for a plain background only a
    /// recolouring would gain, so a bordered leaf's background stays in its sprite (thousands of bordered views
    /// would otherwise cost the server twice the composites every frame).
    func paintedBody(of node: RenderLayer, part: X11SpriteKey.Part, hasBorder: Bool, toDestination: CGAffineTransform,
                     opacity: Float) -> X11PaintedBody? {
        if part == .shadow { return paintedShadow(of: node, toDestination: toDestination, opacity: opacity) }
        guard serverPaints.isEnabled, part == .all || part == .body, node.contents == nil else { return nil }
        var gradient: LayerDrawing.Gradient?, fill: (color: CGColor, path: CGPath, evenOdd: Bool)?
        switch node.ownDrawing {
        case nil: guard part == .body || !hasBorder else { return nil }
        // Render's conical gradient is exact in angle, the reference renderer's a mesh of one-degree sectors: they
        // agree within 2 per channel away from the start ray, but up to 200 on the pixels along it (which side of
        // the seam they fall on) and 50 next to the centre. A conic gradient keeps its sprite (drawn by the
        // reference's code, so still equal to it), uploaded once per appearance and resampled when turned.
        // (Thousands of stops would make one request of their size: such a gradient is a sprite too.)
        case .gradient(let drawn)? where drawn.kind != .conic && drawn.colors.count <= Self.maximumGradientStops:
            gradient = drawn
        // A shape filled and not stroked (the reference strokes nothing without a visible colour, width and
        // length), not clipped to the bounds: its path's mask and the fill colour.
        case .shape(let shape)? where !node.masksToBounds && shape.fillColor?.pattern == nil:
            let strokes = (shape.strokeColor?.alpha ?? 0) > 0 && shape.lineWidth > 0 && shape.strokeEnd > shape.strokeStart
            guard !strokes, !shape.path.isEmpty, shape.path.boundingBox.isFiniteRect else { return nil }
            if let color = shape.fillColor, color.alpha > 0 {
                fill = (color, shape.path, shape.fillRule == .evenOdd)
            }
        default: return nil
        }
        let background = (node.backgroundColor?.alpha ?? 0) > 0 ? node.backgroundColor : nil
        guard background?.pattern == nil, background != nil || gradient != nil || fill != nil else { return nil }
        let bounds = node.geometry.bounds, scale = toDestination.rasterScale
        guard bounds.isFiniteRect, bounds.width > 0, bounds.height > 0 else { return nil }
        let upright = toDestination.isAxisAligned && toDestination.a > 0 && toDestination.d > 0
            && bounds.applying(toDestination).hasWholePixelEdges
        /// The mask of the bounds, rounded or not; none for the bounds on whole pixels, which the clip cuts.
        func mask(rounded: Bool, clips: Bool) -> X11OutlineMask.Key? {
            guard rounded || !upright else { return nil }
            return X11OutlineMask.Key(size: bounds.size, cornerRadius: rounded ? node.cornerRadius : 0,
                                      maskedCorners: rounded ? node.maskedCorners.rawValue : 0, scale: scale,
                                      clips: rounded && clips)
        }
        let rounded = node.cornerRadius > 0
        var paints: [X11PaintedBody.Paint] = []
        func solid(_ color: CGColor) -> X11PaintedBody.Paint.Source { .solid(color, opacity: Double(opacity)) }
        if let background {
            paints.append(X11PaintedBody.Paint(source: solid(background), mask: mask(rounded: rounded, clips: false)))
        }
        var maskExtent = bounds
        if let fill {
            var key = X11OutlineMask.Key(size: .zero, cornerRadius: 0, maskedCorners: 0, scale: scale, clips: false)
            key.path = fill.path
            key.evenOdd = fill.evenOdd
            paints.append(X11PaintedBody.Paint(source: solid(fill.color), mask: key))
            maskExtent = fill.path.boundingBox
        }
        if let gradient {
            // The reference clips the gradient to the bounds, and to the rounded outline when masking to it.
            paints.append(X11PaintedBody.Paint(source: .gradient(X11GradientPicture.Key(gradient: gradient,
                                                                                          bounds: bounds,
                                                                                          opacity: opacity)),
                                               mask: mask(rounded: rounded && node.masksToBounds, clips: true)))
        }
        // A mask beyond the sprite limit would be refused like a sprite: such layers keep the sprite path, which
        // draws them where visible.
        if paints.contains(where: { $0.mask != nil }),
           !fitsInPicture(width: maskExtent.width * scale + 2, height: maskExtent.height * scale + 2) { return nil }
        return X11PaintedBody(paints: paints, toDestination: toDestination, node: node)
    }

    /// Paints `body` into `item.box` of `destination` within `clip`.
    func drawPainted(_ body: X11PaintedBody, item: X11DrawItem, into destination: UInt, clip: [CGRect]) {
        setClip(clip, on: destination)
        let box = item.box, frame = statistics.currentFrame, bounds = body.node.geometry.bounds
        // Without a mask a paint fills the bounds (on whole pixels, upright), which a shape's box may exceed.
        let boundsBox = bounds.applying(body.toDestination).integral.intersection(box)
        for paint in body.paints {
            let area = paint.mask == nil ? boundsBox : box
            guard !area.isNull, !area.isEmpty else { continue }
            let (x, y, width, height) = (Int32(area.minX), Int32(area.minY), UInt32(area.width), UInt32(area.height))
            var mask: (picture: UInt, x: Int32, y: Int32, isResampled: Bool) = (0, 0, 0, false)
            if let key = paint.mask {
                let outlineToBounds = paint.outlineToBounds(bounds)
                guard let outline = outlineMask(key, of: body),
                      let placed = outline.placed(boundsToDestination: body.toDestination,
                                                  outlineToBounds: outlineToBounds, origin: box.origin)
                else { continue }
                mask = placed
                // Resampled, the outline's edges are close; standing still, they are exact (see X11ServerPaints).
                if placed.isResampled {
                    if let exact = exactOutlineMask(key, of: body, outlineToBounds: outlineToBounds, item: item),
                       let exactlyPlaced = exact.placed(boundsToDestination: body.toDestination,
                                                        outlineToBounds: outlineToBounds, origin: box.origin) {
                        mask = exactlyPlaced
                    } else if !serverPaints.drawsExactly {
                        serverPaints.resampledItems[item.key] = item
                    }
                }
            }
            switch paint.source {
            case let .solid(red, green, blue, alpha):
                if mask.picture == 0 {
                    var color = XRenderColor(red: red, green: green, blue: blue, alpha: alpha)
                    XRenderFillRectangle(display, alpha == 0xffff ? PictOpSrc : PictOpOver, destination, &color,
                                         x, y, width, height)
                } else {
                    let source = serverPaints.solid(red: red, green: green, blue: blue, alpha: alpha)
                    XRenderComposite(display, PictOpOver, source, mask.picture, destination, 0, 0, mask.x, mask.y,
                                     x, y, width, height)
                }
            case .gradient(let key):
                guard let gradient = serverPaints.gradient(for: key, frame: frame),
                      let source = gradient.picture(boundsToDestination: body.toDestination) else { continue }
                // Source coordinates are destination pixels: the picture transform maps them to the bounds.
                XRenderComposite(display, PictOpOver, source, mask.picture, destination, x, y, mask.x, mask.y,
                                 x, y, width, height)
                statistics.serverGradients += 1
            }
            statistics.composites += 1
        }
    }

    /// The mask of the rounded outline that clips the node's sublayers when the server composes them and
    /// composites them through it; nil where the item's clip does it (the bounds on whole pixels) or the client
    /// draws the subtree.
    ///
    /// Only for a layer upright on whole pixels, where the mask is exact. Turned or off the grid, the edges of its
    /// sublayers cross the outline's edges inside pixels, where the reference renderer covers the intersection
    /// exactly and a mask multiplies two coverages (measured on a turned 100x70 clip: up to 61 per channel off on
    /// hundreds of pixels where a child fills it, its edges on the clip's; up to 9 where a child's edge crosses the
    /// clip's): the client draws those subtrees, as before. (A turned or off-grid sublayer whose edge crosses the
    /// rounded corner of an upright clip meets the same product on those few pixels.)
    func sublayerClipMask(of node: RenderLayer, toDestination: CGAffineTransform) -> X11OutlineMask.Key? {
        guard serverPaints.isEnabled, node.masksToBounds, !node.sublayers.isEmpty, node.cornerRadius > 0
        else { return nil }
        let bounds = node.geometry.bounds, scale = toDestination.rasterScale
        let upright = toDestination.isAxisAligned && toDestination.a > 0 && toDestination.d > 0
            && bounds.applying(toDestination).hasWholePixelEdges
        guard upright, bounds.isFiniteRect, bounds.width > 0, bounds.height > 0,
              fitsInPicture(width: bounds.width * scale + 2, height: bounds.height * scale + 2) else { return nil }
        return X11OutlineMask.Key(size: bounds.size, cornerRadius: node.cornerRadius,
                                  maskedCorners: node.maskedCorners.rawValue, scale: scale, clips: true)
    }

    /// Composites a `clippedSublayers` picture through its outline's mask: resampled while the layer moves turned,
    /// exact once it stands still.
    func drawClipped(_ source: UInt, through outline: X11OutlineMask.Key, of subtree: X11OffscreenSubtree,
                     item: X11DrawItem, into destination: UInt) {
        let box = item.box, toDestination = subtree.matrix.affine
        let body = X11PaintedBody(paints: [], toDestination: toDestination, node: subtree.node)
        let outlineToBounds = outline.outlineToBounds(subtree.node.geometry.bounds)
        guard let mask = outlineMask(outline, of: body),
              var placed = mask.placed(boundsToDestination: toDestination, outlineToBounds: outlineToBounds,
                                       origin: box.origin) else { return }
        if placed.isResampled {
            if let exact = exactOutlineMask(outline, of: body, outlineToBounds: outlineToBounds, item: item),
               let exactlyPlaced = exact.placed(boundsToDestination: toDestination, outlineToBounds: outlineToBounds,
                                                origin: box.origin) {
                placed = exactlyPlaced
            } else if !serverPaints.drawsExactly {
                serverPaints.resampledItems[item.key] = item
            }
        }
        XRenderComposite(display, PictOpOver, source, placed.picture, destination, 0, 0, placed.x, placed.y,
                         Int32(box.minX), Int32(box.minY), UInt32(box.width), UInt32(box.height))
        statistics.composites += 1
    }

    /// The upright mask of `key`'s outline, drawn from the body's layer and uploaded when not kept (nil when the
    /// server refused it: the frame is then composed again with that layer drawn another way).
    private func outlineMask(_ key: X11OutlineMask.Key, of body: X11PaintedBody) -> X11OutlineMask? {
        let frame = statistics.currentFrame, upright = key.upright
        return serverPaints.mask(for: key, frame: frame, uploaded: noteMaskUpload) {
            checkedForRefusal(width: upright.width, height: upright.height, bytesPerPixel: 1, free: { $0.free() }) {
                X11OutlineMask(key, node: body.node, renderer: renderer, connection: connection, frame: frame)
            }
        }
    }

    /// The item's mask of `key`'s outline drawn where it lies, when it has one or is to be drawn exactly now.
    private func exactOutlineMask(_ key: X11OutlineMask.Key, of body: X11PaintedBody,
                                  outlineToBounds: CGAffineTransform, item: X11DrawItem) -> X11OutlineMask? {
        let box = item.box, frame = statistics.currentFrame
        let outlineToDestination = outlineToBounds.concatenating(body.toDestination)
        return serverPaints.exactMask(of: key, item: item.key, toDestination: outlineToDestination, box: box,
                                      frame: frame, uploaded: noteMaskUpload,
                                      freed: { self.statistics.serverBytesHeld -= $0 }) {
            checkedForRefusal(width: Int(box.width), height: Int(box.height), bytesPerPixel: 1, free: { $0.free() }) {
                X11OutlineMask(exact: key, node: body.node, outlineToDestination: outlineToDestination, box: box,
                               renderer: renderer, connection: connection, frame: frame)
            }
        }
    }

    /// Damages the painted items whose outlines the server resampled in the last frame and that have not changed
    /// since, so that they are drawn with exact masks now that they stand still. Returns whether there were any.
    func refinePaintedBodies(_ items: [X11DrawItem], damage: inout X11DamageRegion) -> Bool {
        serverPaints.itemsToDrawExactly = []
        guard !serverPaints.resampledItems.isEmpty else { return false }
        for item in items {
            guard let last = serverPaints.resampledItems[item.key], item.looksSame(as: last) else { continue }
            damage.add(item.box)
            serverPaints.itemsToDrawExactly.insert(item.key)
        }
        serverPaints.resampledItems = [:]
        return !serverPaints.itemsToDrawExactly.isEmpty
    }

    private func noteMaskUpload(bytes: Int) {
        statistics.uploads += 1
        statistics.bytesUploaded += bytes
        statistics.outlineMaskUploads += 1
        statistics.serverBytesHeld += bytes
    }
}
