internal import CCairo

extension CGContext {
    /// Fills the clip with a conic (angular) gradient round `center`: location 0 at `startAngle` (radians, in user
    /// space), increasing in the direction of increasing angle, location 1 a full turn later. `radius` must reach
    /// every point of the clip from `center`. (Core Graphics has no public call for this; `CAGradientLayer` draws
    /// its `.conic` type with it.)
    ///
    /// A Cairo mesh pattern of one patch per narrow sector: each patch's colours are the gradient's at its two
    /// edges, so the mesh is exact between stops, has no seams and paints every pixel once (thin antialiased
    /// wedges overlap at their edges and at the centre, which makes the result depend on what is under them).
    package func drawConicGradient(_ gradient: CGGradient, center: CGPoint, startAngle: CGFloat, radius: CGFloat) {
        guard center.isFinite, startAngle.isFinite, radius.isFinite, radius > 0, !gradient.stops.isEmpty else { return }
        let alpha = Double(state.alpha)
        // Sectors of at most a degree, split at every stop, so colour is linear within each patch.
        var locations = Set((0...360).map { CGFloat($0) / 360 })
        for stop in gradient.stops { locations.insert(stop.location) }
        let sorted = locations.sorted()
        let largest = zip(sorted, sorted.dropFirst()).map { $1 - $0 }.max() ?? 1
        // A patch's outer side is a chord: push it out so that the chord still reaches `radius`.
        let reach = radius / cos(largest * .pi)
        render { cr in
            let mesh = cairo_pattern_create_mesh()!
            defer { cairo_pattern_destroy(mesh) }
            for (t0, t1) in zip(sorted, sorted.dropFirst()) where t1 > t0 {
                let a0 = startAngle + t0 * 2 * .pi, a1 = startAngle + t1 * 2 * .pi
                let c0 = Self.conicColor(gradient, at: t0), c1 = Self.conicColor(gradient, at: t1)
                cairo_mesh_pattern_begin_patch(mesh)
                cairo_mesh_pattern_move_to(mesh, center.x, center.y)
                cairo_mesh_pattern_line_to(mesh, center.x + reach * cos(a0), center.y + reach * sin(a0))
                cairo_mesh_pattern_line_to(mesh, center.x + reach * cos(a1), center.y + reach * sin(a1))
                cairo_mesh_pattern_line_to(mesh, center.x, center.y)
                // Corners 0 and 1 lie on the sector's first edge, 2 and 3 on its second.
                for (corner, colour) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                    cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), colour.red, colour.green,
                                                             colour.blue, colour.alpha * alpha)
                }
                cairo_mesh_pattern_end_patch(mesh)
            }
            cairo_set_source(cr, mesh)
            cairo_paint(cr)
        }
    }

    /// The gradient's colour at `t`, interpolated between its stops in unpremultiplied RGBA.
    private static func conicColor(_ gradient: CGGradient, at t: CGFloat) -> CGGradient.Stop {
        let stops = gradient.stops
        guard let first = stops.first, let last = stops.last else {
            return CGGradient.Stop(location: t, red: 0, green: 0, blue: 0, alpha: 0)
        }
        if t <= first.location { return first }
        if t >= last.location { return last }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let f = b.location > a.location ? Double((t - a.location) / (b.location - a.location)) : 0
            return CGGradient.Stop(location: t, red: a.red + (b.red - a.red) * f,
                                   green: a.green + (b.green - a.green) * f, blue: a.blue + (b.blue - a.blue) * f,
                                   alpha: a.alpha + (b.alpha - a.alpha) * f)
        }
        return last
    }
}
