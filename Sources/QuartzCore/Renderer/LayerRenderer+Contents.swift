/// Placing a contents image: gravity, `contentsRect` (the part of the image shown), `contentsScale` (pixels per
/// point) and `contentsCenter` (nine-part stretching: the corners keep their size, the edges stretch along one
/// axis, the centre along both).
extension LayerRenderer {
    func drawContents(_ image: CGImage, of layer: RenderLayer, in ctx: CGContext) {
        let source = layer.contentsRect.standardized
        let cropped = CGRect(x: source.minX * CGFloat(image.width), y: source.minY * CGFloat(image.height),
                             width: source.width * CGFloat(image.width), height: source.height * CGFloat(image.height))
        guard cropped.width > 0, cropped.height > 0 else { return }
        let pointSize = CGSize(width: cropped.width / layer.contentsScale, height: cropped.height / layer.contentsScale)
        let destination = ContentsPlacement.rect(for: pointSize, in: layer.geometry.bounds,
                                                 gravity: layer.contentsGravity)
        guard destination.width > 0, destination.height > 0 else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        let toDevice = DeviceSpace(ctx).userToDevice
        let center = layer.contentsCenter.standardized
        if center == CGRect(x: 0, y: 0, width: 1, height: 1) || destination.size == pointSize {
            drawFiltered(image, part: cropped, in: destination, of: layer, toDevice: toDevice, ctx) {
                drawImage(image, part: cropped, in: destination, ctx)
            }
            return
        }
        // Each part is magnified or minified on its own (the corners keep their size while the middle stretches),
        // and a shrunk part reads the mipmap levels under "trilinear" as plain contents do.
        for (part, target) in Self.nineParts(of: cropped, center: center, scale: layer.contentsScale, in: destination) {
            drawFiltered(image, part: part, in: target, of: layer, toDevice: toDevice, ctx) {
                drawPiece(image, part: part, in: target, ctx)
            }
        }
    }

    /// Draws `part` (image pixels) over `target` with the layer's filter for how it is scaled in device pixels:
    /// `magnificationFilter` when it grows, else `minificationFilter`, where "linear" is plain bilinear sampling (it
    /// aliases below half size) and "trilinear" reads the mipmap levels (LayerRenderer+Minification.swift). `plain`
    /// draws it with the interpolation quality set.
    private func drawFiltered(_ image: CGImage, part: CGRect, in target: CGRect, of layer: RenderLayer,
                              toDevice: CGAffineTransform, _ ctx: CGContext, plain: () -> Void) {
        let across = target.width * (toDevice.a * toDevice.a + toDevice.b * toDevice.b).squareRoot()
        let down = target.height * (toDevice.c * toDevice.c + toDevice.d * toDevice.d).squareRoot()
        // A rounding error's worth of growth is no magnification.
        let magnified = across > part.width + 1e-6 || down > part.height + 1e-6
        if !magnified && layer.minificationFilter == .trilinear {
            drawTrilinear(image, part: part, in: target, bias: layer.minificationFilterBias, ctx)
            return
        }
        ctx.interpolationQuality = magnified
            ? (layer.magnificationFilter == .nearest ? .none : .default)
            : (layer.minificationFilter == .nearest ? .none : .low)
        plain()
    }

    /// The source pixel rectangles and destination rectangles of the nine parts. The fixed margins are the
    /// image's pixels outside `center` at `scale`, shrunk in proportion when the destination is smaller.
    static func nineParts(of source: CGRect, center: CGRect, scale: CGFloat, in destination: CGRect)
        -> [(CGRect, CGRect)] {
        let clamped = center.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        guard !clamped.isNull else { return [(source, destination)] }
        func split(_ start: CGFloat, _ length: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ dStart: CGFloat,
                   _ dLength: CGFloat) -> [(CGFloat, CGFloat, CGFloat, CGFloat)] {
            let before = lo * length, after = (1 - hi) * length
            var fixedBefore = before / scale, fixedAfter = after / scale
            if fixedBefore + fixedAfter > dLength, fixedBefore + fixedAfter > 0 {
                let shrink = dLength / (fixedBefore + fixedAfter)
                fixedBefore *= shrink
                fixedAfter *= shrink
            }
            return [(start, before, dStart, fixedBefore),
                    (start + before, length - before - after, dStart + fixedBefore, dLength - fixedBefore - fixedAfter),
                    (start + length - after, after, dStart + dLength - fixedAfter, fixedAfter)]
        }
        let xs = split(source.minX, source.width, clamped.minX, clamped.maxX, destination.minX, destination.width)
        let ys = split(source.minY, source.height, clamped.minY, clamped.maxY, destination.minY, destination.height)
        var parts: [(CGRect, CGRect)] = []
        for y in ys {
            for x in xs {
                let target = CGRect(x: x.2, y: y.2, width: x.3, height: y.3)
                // A zero-width stretchable part (contentsCenter of zero size) stretches its one pixel row/column.
                let part = CGRect(x: x.0, y: y.0, width: max(x.1, x.3 > 0 && x.1 == 0 ? 1 : 0),
                                  height: max(y.1, y.3 > 0 && y.1 == 0 ? 1 : 0))
                guard target.width > 0, target.height > 0, part.width > 0, part.height > 0 else { continue }
                parts.append((part, target))
            }
        }
        return parts
    }

    /// One of the nine parts, sampled from its own pixels only: filtering never reaches into the neighbouring
    /// parts, so a stretched one-pixel column keeps exactly that pixel's colour (VPG "Stretchable Views"). The
    /// piece is drawn as a single tile, whose wrap-around sampling stays inside the piece.
    func drawPiece(_ image: CGImage, part: CGRect, in target: CGRect, _ ctx: CGContext) {
        guard part == part.integral, let piece = image.cropping(to: part) else {
            drawImage(image, part: part, in: target, ctx)
            return
        }
        ctx.saveGState()
        ctx.clip(to: target)
        ctx.translateBy(x: 0, y: target.minY + target.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(piece, in: target, byTiling: true)
        ctx.restoreGState()
    }

    /// Draws the `part` (in image pixels) of `image` stretched over `target`, upright in a y-down space.
    func drawImage(_ image: CGImage, part: CGRect, in target: CGRect, _ ctx: CGContext) {
        let sx = target.width / part.width, sy = target.height / part.height
        // The whole image is drawn so that `part` lands on `target`; the clip cuts the rest.
        let full = CGRect(x: target.minX - part.minX * sx, y: target.minY - part.minY * sy,
                          width: CGFloat(image.width) * sx, height: CGFloat(image.height) * sy)
        ctx.saveGState()
        ctx.clip(to: target)
        // Context drawing flips images in a y-down space; contents appear upright, so flip about the rect first.
        ctx.translateBy(x: 0, y: full.minY + full.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(image, in: full)
        ctx.restoreGState()
    }
}
