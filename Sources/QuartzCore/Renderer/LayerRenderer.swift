/// The reference renderer: draws a render tree into a Core Graphics context (top-left origin, y down) exactly as a
/// compositor must show it. `CALayer.render(in:)`, snapshots and the headless window server use it, and the X11
/// compositor is held to its output.
///
/// Order for each layer, as Core Animation composites: background, contents, sublayers, border; the whole group
/// cut by `mask`, faded by `opacity` and shadowed by its own alpha. (`shadowPath` is not used yet.)
public struct LayerRenderer {
    public init() {}

    /// Draws `layer` and its subtree. The context's current transform maps the layer's superlayer space.
    public func render(_ layer: RenderLayer, in ctx: CGContext,
                       parentSublayerMatrix: CATransform3D = CATransform3DIdentity) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        let matrix = layer.transform(inParent: parentSublayerMatrix)
        guard matrix.isFinite else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        // A 2D context cannot express perspective; the affine part is the closest flat rendering.
        ctx.concatenate(matrix.affine)
        renderInLocalSpace(layer, in: ctx)
    }

    /// Draws `layer` in its own bounds coordinates (its position and transform ignored), as `render(in:)` does.
    public func renderInLocalSpace(_ layer: RenderLayer, in ctx: CGContext) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        drawLayerInLocalSpace(layer, in: ctx)
    }

    private func drawLayerInLocalSpace(_ layer: RenderLayer, in ctx: CGContext) {
        // Core Animation clips the shadow away when the layer masks to its bounds.
        let shadow = layer.masksToBounds ? nil : layer.shadow
        let grouped = layer.opacity < 1 || layer.mask != nil || shadow != nil
        if grouped {
            ctx.saveGState()
            ctx.setAlpha(CGFloat(layer.opacity))
            if let shadow { setShadow(shadow, in: ctx) }
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        drawBackgroundAndContents(of: layer, in: ctx)
        if !layer.sublayers.isEmpty {
            ctx.saveGState()
            if layer.masksToBounds { clipToOutline(of: layer, in: ctx) }
            let sublayerMatrix = layer.sublayerMatrix
            for sublayer in layer.sublayers { render(sublayer, in: ctx, parentSublayerMatrix: sublayerMatrix) }
            ctx.restoreGState()
        }
        drawBorder(of: layer, in: ctx)
        if let mask = layer.mask {
            ctx.saveGState()
            ctx.setBlendMode(.destinationIn)
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            render(mask, in: ctx)
            ctx.endTransparencyLayer()
            ctx.restoreGState()
        }
        if grouped {
            ctx.endTransparencyLayer()
            ctx.restoreGState()
        }
    }

    // MARK: Parts (public so that compositors rasterize a layer's own content exactly as this renderer does)

    /// The background (rounded by `cornerRadius`) and the contents, in the layer's bounds space; no sublayers.
    public func drawBackgroundAndContents(of layer: RenderLayer, in ctx: CGContext) {
        if let color = layer.backgroundColor, color.alpha > 0 {
            ctx.setFillColor(color)
            if layer.cornerRadius > 0 {
                ctx.addPath(roundedOutline(of: layer))
                ctx.fillPath()
            } else {
                ctx.fill(layer.geometry.bounds)
            }
        }
        if let image = layer.contents {
            ctx.saveGState()
            if layer.masksToBounds { clipToOutline(of: layer, in: ctx) }
            drawContents(image, of: layer, in: ctx)
            ctx.restoreGState()
        }
    }

    /// Clips to the bounds, rounded by `cornerRadius` on the masked corners.
    public func clipToOutline(of layer: RenderLayer, in ctx: CGContext) {
        if layer.cornerRadius > 0 {
            ctx.addPath(roundedOutline(of: layer))
            ctx.clip()
        } else {
            ctx.clip(to: layer.geometry.bounds)
        }
    }

    /// Where the layer's own content can draw, in its bounds space: the bounds, or more when unclipped contents
    /// overflow them.
    public func ownContentExtent(of layer: RenderLayer) -> CGRect {
        let bounds = layer.geometry.bounds
        guard let image = layer.contents, !layer.masksToBounds else { return bounds }
        let source = layer.contentsRect.standardized
        let size = CGSize(width: source.width * CGFloat(image.width) / layer.contentsScale,
                          height: source.height * CGFloat(image.height) / layer.contentsScale)
        let placed = ContentsPlacement.rect(for: size, in: bounds, gravity: layer.contentsGravity)
        return placed.isEmpty ? bounds : bounds.union(placed)
    }

    /// The rounded outline of the bounds, rounding only the masked corners.
    func roundedOutline(of layer: RenderLayer) -> CGPath {
        RoundedOutline.path(in: layer.geometry.bounds, radius: layer.cornerRadius, corners: layer.maskedCorners)
    }

    /// The border lies inside the bounds: the outline minus the outline inset by the border width.
    public func drawBorder(of layer: RenderLayer, in ctx: CGContext) {
        guard layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 else { return }
        let outline = layer.cornerRadius > 0 ? roundedOutline(of: layer) : nil
        let bounds = layer.geometry.bounds
        let width = min(layer.borderWidth, min(bounds.width, bounds.height) / 2)
        let inner = bounds.insetBy(dx: width, dy: width)
        let path = CGMutablePath()
        if let outline {
            path.addPath(outline)
            path.addPath(RoundedOutline.path(in: inner, radius: max(layer.cornerRadius - width, 0),
                                             corners: layer.maskedCorners))
        } else {
            path.addRect(bounds)
            if !inner.isEmpty { path.addRect(inner) }
        }
        ctx.setFillColor(color)
        ctx.addPath(path)
        ctx.fillPath(using: .evenOdd)
    }

    /// Shadows the group just begun: the shadow takes the shape of the layer's composited alpha.
    private func setShadow(_ shadow: RenderLayer.Shadow, in ctx: CGContext) {
        let color = shadow.color.copy(alpha: shadow.color.alpha * CGFloat(shadow.opacity)) ?? shadow.color
        ctx.setShadow(offset: shadow.offset, blur: shadow.radius * 2, color: color)
    }

    /// Places the contents image in the bounds according to gravity, `contentsRect` and `contentsScale`.
    private func drawContents(_ image: CGImage, of layer: RenderLayer, in ctx: CGContext) {
        let source = layer.contentsRect.standardized
        let cropped = CGRect(x: source.minX * CGFloat(image.width), y: source.minY * CGFloat(image.height),
                             width: source.width * CGFloat(image.width), height: source.height * CGFloat(image.height))
        guard cropped.width > 0, cropped.height > 0 else { return }
        let pointSize = CGSize(width: cropped.width / layer.contentsScale, height: cropped.height / layer.contentsScale)
        let destination = ContentsPlacement.rect(for: pointSize, in: layer.geometry.bounds,
                                                 gravity: layer.contentsGravity)
        guard destination.width > 0, destination.height > 0 else { return }
        // The whole image is drawn so that the cropped part lands on `destination`; the clip cuts the rest.
        let sx = destination.width / cropped.width, sy = destination.height / cropped.height
        let full = CGRect(x: destination.minX - cropped.minX * sx, y: destination.minY - cropped.minY * sy,
                          width: CGFloat(image.width) * sx, height: CGFloat(image.height) * sy)
        ctx.saveGState()
        ctx.clip(to: destination)
        ctx.interpolationQuality = sx > 1 || sy > 1
            ? (layer.magnificationFilter == .nearest ? .none : .default)
            : (layer.minificationFilter == .nearest ? .none : .default)
        // Context drawing flips images in a y-down space; contents appear upright, so flip about the rect first.
        ctx.translateBy(x: 0, y: full.minY + full.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(image, in: full)
        ctx.restoreGState()
    }
}

extension LayerRenderer {
    /// A window's pixels: the root layer drawn in its own space over opaque black (what an empty screen shows),
    /// `size` points at `scale` pixels per point.
    public static func snapshot(of root: RenderLayer, size: CGSize, scale: CGFloat) -> CGImage? {
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        guard let context = try? CGContext(pixelWidth: width, pixelHeight: height, flipped: true) else { return nil }
        context.setFillColor(.black)
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -root.geometry.bounds.minX, y: -root.geometry.bounds.minY)
        LayerRenderer().renderInLocalSpace(root, in: context)
        return context.makeImage()
    }
}
