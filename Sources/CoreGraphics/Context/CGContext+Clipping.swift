internal import CCairo

/// Clipping: the clip only ever shrinks; save and restore the graphics state to undo it.
extension CGContext {
    /// Intersects the clip with the current path's interior, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let path = currentPath
        currentPath = CGMutablePath()
        emit(path, to: cairo)
        cairo_set_fill_rule(cairo, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cairo)
    }

    public func clip(to rect: CGRect) {
        cairo_new_path(cairo)
        if rect.isDrawable {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        } else {
            cairo_rectangle(cairo, 0, 0, 0, 0)
        }
        cairo_clip(cairo)
    }

    public func clip(to rects: [CGRect]) {
        cairo_new_path(cairo)
        for rect in rects where rect.isDrawable { cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height) }
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
    }

    /// Clips to `rect` and, within it, to the mask image drawn there the way `draw(_:in:)` would draw it. An image
    /// with transparency masks by its alpha (the usual way to tint a template); a fully opaque image masks by its
    /// luminance, like Core Graphics' grey masks.
    public func clip(to rect: CGRect, mask: CGImage) {
        guard rect.isDrawable, mask.width > 0, mask.height > 0 else { return clip(to: CGRect.zero) }
        let surface = CairoSurface(cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)))
        guard cairo_surface_status(surface.pointer) == CAIRO_STATUS_SUCCESS else { return }
        let cr = cairo_create(surface.pointer)!
        defer { cairo_destroy(cr) }
        if let old = state.mask {
            cairo_set_source_surface(cr, old.pointer, 0, 0)
        } else {
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        let source = mask.isFullyOpaque ? CairoSurface(mask.makeLuminanceAlphaSurface())
                                        : CairoSurface(mask.makeCairoSurface())
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        cairo_set_matrix(cr, &m)
        cairo_translate(cr, rect.minX, rect.maxY)
        cairo_scale(cr, rect.width / CGFloat(mask.width), -rect.height / CGFloat(mask.height))
        cairo_set_source_surface(cr, source.pointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), interpolationFilter)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
        cairo_paint(cr)
        cairo_surface_flush(surface.pointer)
        withExtendedLifetime(source) {}
        state.mask = surface
        clip(to: rect)
    }

    /// The bounding box of the clip in user space (the whole context before any clipping).
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Removes all clipping, including masks.
    public func resetClip() {
        cairo_reset_clip(cairo)
        state.mask = nil
    }
}
