internal import CCairo

extension CGContext {
    /// Draws one operation with the current shadow, clipping mask and blend mode.
    ///
    /// `operation` sets its own source and paints into the Cairo context it is given. It is called once for the
    /// shadow (on an alpha-only scratch surface that copies this context's transform and line settings) and once
    /// for real, so every kind of drawing (paths, images, gradients, text, layers) gets shadows the same way.
    func render(_ operation: (OpaquePointer) -> Void) {
        renderShadow(of: operation)
        composite(operation)
        bitmap?.writeBack(from: self)
    }

    /// Draws only the current shadow of one operation (text whose runs carry shadows of their own draws each
    /// run's shadow this way, then the text without one).
    func renderShadowOnly(of operation: (OpaquePointer) -> Void) {
        renderShadow(of: operation)
        bitmap?.writeBack(from: self)
    }

    private func renderShadow(of operation: (OpaquePointer) -> Void) {
        guard let shadow = state.shadow, shadow.isVisible, let mask = shadowMask(of: operation, blur: shadow.blur) else {
            return
        }
        let color = shadow.color.rgba
        let dx = shadow.offset.width * baseScale
        let dy = (isFlipped ? 1 : -1) * shadow.offset.height * baseScale
        composite { cr in
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_mask_surface(cr, mask.pointer, dx, dy)
            cairo_restore(cr)
        }
    }

    /// Applies the clipping mask (if any) and the blend mode to one operation.
    private func composite(_ operation: (OpaquePointer) -> Void) {
        if let mask = state.mask {
            cairo_push_group(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            operation(cairo)
            cairo_pop_group_to_source(cairo)
            applyBlendMode()
            cairo_save(cairo)
            cairo_identity_matrix(cairo)
            cairo_mask_surface(cairo, mask.pointer, 0, 0)
            cairo_restore(cairo)
        } else {
            applyBlendMode()
            operation(cairo)
        }
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    }

    /// The operation's coverage on an alpha-only surface the size of the context, blurred by `blur` base units.
    private func shadowMask(of operation: (OpaquePointer) -> Void, blur: CGFloat) -> CairoSurface? {
        let scratch = CairoSurface(cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)))
        guard cairo_surface_status(scratch.pointer) == CAIRO_STATUS_SUCCESS else { return nil }
        let cr = cairo_create(scratch.pointer)!
        copyDrawingState(to: cr)
        operation(cr)
        cairo_destroy(cr)
        cairo_surface_flush(scratch.pointer)
        if let data = cairo_image_surface_get_data(scratch.pointer) {
            AlphaBlur.blur(data, width: width, height: height,
                           stride: Int(cairo_image_surface_get_stride(scratch.pointer)),
                           sigma: max(blur, 0) * baseScale / 2)
        }
        cairo_surface_mark_dirty(scratch.pointer)
        return scratch
    }

    /// Copies what a drawing operation reads from the graphics state (transform, line and fill settings).
    func copyDrawingState(to cr: OpaquePointer) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        cairo_set_matrix(cr, &m)
        cairo_set_line_width(cr, cairo_get_line_width(cairo))
        cairo_set_line_cap(cr, cairo_get_line_cap(cairo))
        cairo_set_line_join(cr, cairo_get_line_join(cairo))
        cairo_set_miter_limit(cr, cairo_get_miter_limit(cairo))
        cairo_set_antialias(cr, cairo_get_antialias(cairo))
        cairo_set_tolerance(cr, cairo_get_tolerance(cairo))
        let count = cairo_get_dash_count(cairo)
        if count > 0 {
            var dashes = [Double](repeating: 0, count: Int(count))
            var offset = 0.0
            cairo_get_dash(cairo, &dashes, &offset)
            cairo_set_dash(cr, dashes, count, offset)
        }
    }
}
