internal import CCairo

extension CGContext {
    /// Draws `image` scaled into `rect`. In Core Graphics' y-up space the image appears upright; in a flipped
    /// (UIKit) context it appears upside down, as on iOS.
    public func draw(_ image: CGImage, in rect: CGRect) { draw(image, in: rect, tiled: false) }

    /// With `byTiling`, fills the clip with copies of `image`, each the size of `rect`, lined up with it.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) { draw(image, in: rect, tiled: byTiling) }

    private func draw(_ image: CGImage, in rect: CGRect, tiled: Bool) {
        guard rect.isDrawable, image.width > 0, image.height > 0 else { return }
        let source = CairoSurface(image.makeCairoSurface())
        let filter = interpolationFilter, alpha = state.alpha
        render { cr in
            cairo_save(cr)
            // Image space has row 0 at the top; map it onto rect with row 0 at rect.maxY (CG draws images y-up).
            cairo_translate(cr, rect.minX, rect.maxY)
            cairo_scale(cr, rect.width / CGFloat(image.width), -rect.height / CGFloat(image.height))
            cairo_set_source_surface(cr, source.pointer, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), filter)
            if tiled {
                cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_REPEAT)
            } else {
                cairo_new_path(cr)
                cairo_rectangle(cr, 0, 0, CGFloat(image.width), CGFloat(image.height))
                cairo_clip(cr)
            }
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        }
        withExtendedLifetime(image) {}
    }
}
