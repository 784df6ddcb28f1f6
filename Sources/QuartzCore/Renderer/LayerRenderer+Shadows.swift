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
    ///
    /// A context shadows what it draws together with the drawing itself, so the path is filled in a scratch context
    /// twice as wide with the shadow thrown one context-width to the right, and the right half is kept.
    func drawShadow(of path: CGPath, _ shadow: RenderLayer.Shadow, in ctx: CGContext) {
        let device = DeviceSpace(ctx)
        guard let scratch = try? CGContext(pixelWidth: ctx.width * 2, pixelHeight: ctx.height, flipped: true) else {
            CALog.error("no memory for a \(ctx.width)x\(ctx.height) shadow; the shadow path is not drawn")
            return
        }
        let offset = device.deviceVector(shadow.offset)
        scratch.concatenate(device.userToDevice)
        scratch.setShadow(offset: CGSize(width: offset.width + CGFloat(ctx.width), height: offset.height),
                          blur: shadow.radius * 2 * device.stretch, color: shadowColor(shadow))
        scratch.setFillColor(.black)
        scratch.addPath(path)
        scratch.fillPath()
        guard let image = scratch.makeImage()?.cropping(to: CGRect(x: ctx.width, y: 0, width: ctx.width,
                                                                   height: ctx.height)) else { return }
        device.drawDeviceImage(image, at: .zero, in: ctx)
    }

    private func shadowColor(_ shadow: RenderLayer.Shadow) -> CGColor {
        shadow.color.copy(alpha: shadow.color.alpha * CGFloat(shadow.opacity)) ?? shadow.color
    }
}
