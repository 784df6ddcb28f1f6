import QuartzCore

/// The blurred shape of a layer's shadow, which keys the shadow's mask on the server (an `X11OutlineMask` whose key
/// has this `shadow`): what casts it (its `shadowPath`, or the layer's own content by its alpha alone), the blur
/// radius in the layer's space, and how far the blur reaches. Not the shadow's colour, opacity or offset, nor the
/// caster's colours: those fill and place the mask, so recolouring, fading or moving a shadow uploads nothing, and
/// every layer casting the same shape shares one mask.
struct X11ShadowShape: Hashable {
    enum Caster: Hashable {
        /// The `shadowPath`, in the layer's bounds space (filled by the non-zero rule, as the reference fills it).
        case path(CGPath)
        /// The layer's own background, contents, drawing and border, as a sprite of them would hold them, with the
        /// colours of the background and border reduced to their alpha (all the shadow takes from them; a
        /// pattern's tiles keep their colour, whose alpha varies across them).
        case content(X11SpriteKey, backgroundAlpha: CGFloat, borderAlpha: CGFloat)
    }

    // (In this order: compared for every shadow of every frame, the scalars first.)
    let radius: CGFloat
    /// Where the blurred shape can reach, in the layer's bounds space: what casts it widened by three deviations
    /// of the blur and a pixel's rounding, as the compositor bounds a shadow.
    let extent: CGRect
    let caster: Caster

    init(of node: RenderLayer, shadow: RenderLayer.Shadow, casterExtent: CGRect, rasterScale: CGFloat) {
        if let path = shadow.path {
            caster = .path(path)
        } else {
            var content = X11SpriteKey(node: node, part: .shadow, rasterScale: rasterScale)
            content.shadow = nil
            let backgroundAlpha = content.background?.alpha ?? 0, borderAlpha = content.borderColor?.alpha ?? 0
            if content.background?.pattern == nil { content.background = nil }
            if content.borderColor?.pattern == nil { content.borderColor = nil }
            caster = .content(content, backgroundAlpha: backgroundAlpha, borderAlpha: borderAlpha)
        }
        radius = shadow.radius
        let reach = 3 * abs(shadow.radius) + 2
        extent = casterExtent.insetBy(dx: -reach, dy: -reach)
    }
}
