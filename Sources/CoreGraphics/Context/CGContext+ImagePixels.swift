internal import CCairo

extension CGContext {
    /// Paints `image`'s pixels placed by `transform` (image pixels, row 0 at the top, to user space), sampled
    /// bilinearly (or nearest) and transparent beyond the image's edges, without clipping to its outline, faded by
    /// the context's alpha. This is what X Render's Composite of a transformed picture draws (both go through
    /// pixman), so a renderer and a compositor that place images this way agree at the images' edges.
    package func paintImagePixels(_ image: CGImage, through transform: CGAffineTransform, nearest: Bool = false) {
        guard image.width > 0, image.height > 0, transform.a * transform.d - transform.b * transform.c != 0 else {
            return
        }
        let source = CairoSurface(image.makeCairoSurface())
        let alpha = state.alpha
        render { cr in
            cairo_save(cr)
            var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                                        x0: transform.tx, y0: transform.ty)
            cairo_transform(cr, &matrix)
            cairo_set_source_surface(cr, source.pointer, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_NONE)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        }
        withExtendedLifetime(image) {}
    }
}
