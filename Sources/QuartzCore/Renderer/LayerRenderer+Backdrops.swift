/// Backdrop layers: the blurred picture of what the destination holds behind the layer, then the tint.
extension LayerRenderer {
    /// The blur a backdrop layer needs when its bounds space maps to destination pixels by `toDevice`, reading no
    /// further than `surface` (the destination's pixels); `nil` when it shows nothing or does not blur. Both the
    /// reference renderer and the X11 compositor plan it here, so both sample the same pixels the same way.
    package func backdropBlur(of layer: RenderLayer, toDevice: CGAffineTransform, surface: CGRect) -> BackdropBlur? {
        guard let backdrop = layer.backdrop, backdrop.blurRadius > 0 else { return nil }
        // Pixels per point, averaged over directions, as shadows measure their blur.
        let stretch = abs(toDevice.a * toDevice.d - toDevice.b * toDevice.c).squareRoot()
        return BackdropBlur(box: layer.geometry.bounds.applying(toDevice), sigma: backdrop.blurRadius * stretch,
                            surface: surface, saturation: backdrop.saturation)
    }

    /// What lies behind `layer` in the context's current target, blurred, with where it goes: taken before the
    /// layer opens a group of its own (whose target starts empty).
    func blurredBackdrop(of layer: RenderLayer, in ctx: CGContext) -> (image: CGImage, origin: CGPoint)? {
        let device = DeviceSpace(ctx)
        guard let blur = backdropBlur(of: layer, toDevice: device.userToDevice, surface: device.bounds),
              let image = ctx.blurredBackdrop(blur) else { return nil }
        return (image, blur.box.origin)
    }

    /// Draws the blurred backdrop and the tint over it, within the layer's outline.
    func drawBackdrop(of layer: RenderLayer, blurred: (image: CGImage, origin: CGPoint)?, in ctx: CGContext) {
        guard let backdrop = layer.backdrop else { return }
        ctx.saveGState()
        clipToOutline(of: layer, in: ctx)
        if let blurred { DeviceSpace(ctx).drawDeviceImage(blurred.image, at: blurred.origin, in: ctx) }
        if let tint = backdrop.tintColor, tint.alpha > 0 {
            ctx.setFillColor(tint)
            ctx.fill(layer.geometry.bounds)
        }
        ctx.restoreGState()
    }
}
