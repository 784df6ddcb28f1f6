internal import CCairo

extension CGContext {
    /// Fills the clip with a gradient along the line from `start` to `end` (user space). Without options, only the
    /// band between the lines through `start` and `end` perpendicular to it is painted, as in Core Graphics.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        guard start.isFinite, end.isFinite, start != end else { return }
        let alpha = Double(state.alpha)
        render { cr in
            let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
            defer { cairo_pattern_destroy(pattern) }
            Self.addStops(gradient, to: pattern, alpha: alpha)
            cairo_save(cr)
            let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
            cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
            if before != after {
                // Cairo pads both ends or neither; keep the wanted side with a half-plane clip.
                let dx = end.x - start.x, dy = end.y - start.y, l = hypot(dx, dy)
                let origin = after ? start : end, sign: CGFloat = after ? 1 : -1
                // Big enough to cover the clip, small enough for Cairo's 24.8 fixed point.
                var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
                cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
                let big = hypot(x2 - x1, y2 - y1) + hypot(origin.x - (x1 + x2) / 2, origin.y - (y1 + y2) / 2) + 1
                let ux = dx / l, uy = dy / l
                cairo_new_path(cr)
                cairo_move_to(cr, origin.x - uy * big, origin.y + ux * big)
                cairo_line_to(cr, origin.x + uy * big, origin.y - ux * big)
                cairo_line_to(cr, origin.x + uy * big + sign * ux * big, origin.y - ux * big + sign * uy * big)
                cairo_line_to(cr, origin.x - uy * big + sign * ux * big, origin.y + ux * big + sign * uy * big)
                cairo_close_path(cr)
                cairo_clip(cr)
            }
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }

    /// Fills the clip with a gradient between two circles (user space). With only one of the two options, both
    /// ends are extended (Cairo cannot pad one end of a radial gradient).
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard startCenter.isFinite, endCenter.isFinite, startRadius.isFinite, endRadius.isFinite,
              startRadius >= 0, endRadius >= 0, startRadius != endRadius || startCenter != endCenter else { return }
        let alpha = Double(state.alpha)
        render { cr in
            let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, startRadius,
                                                      endCenter.x, endCenter.y, endRadius)!
            defer { cairo_pattern_destroy(pattern) }
            Self.addStops(gradient, to: pattern, alpha: alpha)
            cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
    }

    private static func addStops(_ gradient: CGGradient, to pattern: OpaquePointer, alpha: Double) {
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.red, stop.green, stop.blue,
                                              stop.alpha * alpha)
        }
    }
}
