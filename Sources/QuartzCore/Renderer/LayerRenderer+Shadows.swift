/// Layer shadows. The offset and blur are in the layer's own space, so they scale and turn with it.
extension LayerRenderer {
    /// Shadows the group about to begin: the shadow takes the shape of the layer's composited alpha.
    func setShadow(_ shadow: RenderLayer.Shadow, in ctx: CGContext) {
        let device = DeviceSpace(ctx)
        let offset = device.deviceVector(shadow.offset)
        // `setShadow` takes base units: pixels over the base scale, y up unless the context is flipped.
        ctx.setShadow(offset: CGSize(width: offset.width / device.baseScale,
                                     height: (device.isFlipped ? offset.height : -offset.height) / device.baseScale),
                      blur: shadow.radius * 2 * device.stretch / device.baseScale, color: shadowColor(shadow))
    }

    /// Draws only the shadow that `path` (in the layer's space) casts, below what follows.
    func drawShadow(of path: CGPath, _ shadow: RenderLayer.Shadow, in ctx: CGContext) {
        drawShadow(shadow, in: ctx, margin: 0) { scratch in
            scratch.setFillColor(.black)
            scratch.addPath(path)
            scratch.fillPath()
        }
    }

    /// Draws only the shadow the layer casts, not the layer: from its `shadowPath`, or else from the alpha of its
    /// own background, contents, drawing and border as one group (all a layer without sublayers shows), as `render`
    /// shadows it. Compositors keep it as a picture of its own, composited below the layer's. The blur reaches as
    /// far past the context's edges as it needs (a shadow rendered whole, as a layer far from the window's edges
    /// casts it; `render` loses what its context's edges cut off).
    public func drawShadowOnly(of layer: RenderLayer, in ctx: CGContext) {
        guard let shadow = layer.shadow else { return }
        drawShadowOnly(shadow, of: layer, in: ctx)
    }

    /// Draws the shape of the shadow the layer casts, as `drawShadowOnly` blurs it, in opaque white at no offset:
    /// its alpha is the shadow's coverage, which compositors keep as a mask and fill with the shadow's colour and
    /// opacity at its offset (the reference composites the shadow's colour through the same blurred coverage).
    public func drawShadowShape(of layer: RenderLayer, in ctx: CGContext) {
        guard let shadow = layer.shadow else { return }
        let shape = RenderLayer.Shadow(color: CGColor(gray: 1, alpha: 1), opacity: 1, offset: .zero,
                                       radius: shadow.radius, path: shadow.path)
        drawShadowOnly(shape, of: layer, in: ctx)
    }

    private func drawShadowOnly(_ shadow: RenderLayer.Shadow, of layer: RenderLayer, in ctx: CGContext) {
        let margin = Int((3 * shadow.radius * DeviceSpace(ctx).stretch).rounded(.up)) + 3
        if let path = shadow.path {
            drawShadow(shadow, in: ctx, margin: margin) { scratch in
                scratch.setFillColor(.black)
                scratch.addPath(path)
                scratch.fillPath()
            }
            return
        }
        drawShadow(shadow, in: ctx, margin: margin) { scratch in
            scratch.beginTransparencyLayer(auxiliaryInfo: nil)
            drawBackgroundAndContents(of: layer, in: scratch)
            drawBorder(of: layer, in: scratch)
            scratch.endTransparencyLayer()
        }
    }

    /// A context shadows what it draws together with the drawing itself, so `cast` draws in a scratch context
    /// twice as wide with the shadow thrown one half to the right, and the context's part of the right half is
    /// kept. `margin` pixels round each half let the blur spread past the context's edges.
    private func drawShadow(_ shadow: RenderLayer.Shadow, in ctx: CGContext, margin: Int,
                            cast: (CGContext) -> Void) {
        let device = DeviceSpace(ctx)
        let half = ctx.width + 2 * margin
        guard let scratch = try? CGContext(pixelWidth: half * 2, pixelHeight: ctx.height + 2 * margin, flipped: true)
        else {
            CALog.error("no memory for a \(ctx.width)x\(ctx.height) shadow; the shadow is not drawn")
            return
        }
        let offset = device.deviceVector(shadow.offset)
        scratch.translateBy(x: CGFloat(margin), y: CGFloat(margin))
        scratch.concatenate(device.userToDevice)
        scratch.setShadow(offset: CGSize(width: offset.width + CGFloat(half), height: offset.height),
                          blur: shadow.radius * 2 * device.stretch, color: shadowColor(shadow))
        cast(scratch)
        guard let image = scratch.makeImage()?.cropping(to: CGRect(x: half + margin, y: margin, width: ctx.width,
                                                                   height: ctx.height)) else { return }
        device.drawDeviceImage(image, at: .zero, in: ctx)
    }

    private func shadowColor(_ shadow: RenderLayer.Shadow) -> CGColor {
        shadow.color.copy(alpha: shadow.color.alpha * CGFloat(shadow.opacity)) ?? shadow.color
    }
}
