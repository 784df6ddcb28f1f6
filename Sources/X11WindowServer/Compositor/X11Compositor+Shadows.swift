import QuartzCore

/// Shadows painted by the server: the shadow's colour through the blurred shape's mask (`X11ShadowShape`), kept on
/// the server and shared by every layer casting that shape. A shadow that changes colour or opacity, moves with its
/// layer or changes its offset costs a composite of a few dozen bytes; only a new shape (caster, blur, scale)
/// crosses the link, as one byte a pixel. Turned, scaled or off the pixel grid, the server resamples the mask while
/// the layer moves, and the layer gets a mask drawn where it lies once it stands still (as outlines do).
extension X11Compositor {
    /// The layer's shadow as a server paint, when it casts one the compositor keeps apart from the layer (see
    /// `castsSpriteShadow`); nil sends it down the sprite path (`UIKIT_X11_PAINTS=sprites`, a patterned colour, a
    /// shape too large to keep).
    func paintedShadow(of node: RenderLayer, toDestination: CGAffineTransform, opacity: Float) -> X11PaintedBody? {
        guard serverPaints.isEnabled, node.castsSpriteShadow, let shadow = node.shadow, shadow.color.pattern == nil,
              shadow.radius.isFinite, shadow.offset.width.isFinite, shadow.offset.height.isFinite else { return nil }
        let casterExtent: CGRect
        if let path = shadow.path {
            guard !path.isEmpty else { return nil }
            casterExtent = path.boundingBox
        } else {
            casterExtent = renderer.ownContentExtent(of: node)
        }
        guard casterExtent.isFiniteRect, !casterExtent.isNull else { return nil }
        let scale = toDestination.rasterScale
        let shape = X11ShadowShape(of: node, shadow: shadow, casterExtent: casterExtent, rasterScale: scale)
        // Beyond the sprite limit the mask would be refused as a sprite would: such shadows keep the sprite path.
        let pixels = (shape.extent.width * scale + 2) * (shape.extent.height * scale + 2)
        guard pixels <= CGFloat(spritePixelLimit) else { return nil }
        var mask = X11OutlineMask.Key(size: .zero, cornerRadius: 0, maskedCorners: 0, scale: scale, clips: false)
        mask.shadow = shape
        // The colour as the reference renderer's shadow has it: its alpha times the shadow's opacity (then the
        // layer's, which the sprite path multiplies when compositing).
        let source = X11PaintedBody.Paint.Source.solid(shadow.color,
                                                       opacity: Double(CGFloat(shadow.opacity)) * Double(opacity))
        let paint = X11PaintedBody.Paint(source: source, mask: mask, offset: shadow.offset)
        return X11PaintedBody(paints: [paint], toDestination: toDestination, node: node)
    }
}
