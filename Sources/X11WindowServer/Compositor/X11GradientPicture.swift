internal import CX11
internal import CXrender
import QuartzCore

/// A `CAGradientLayer`'s gradient as an X Render gradient picture: the server computes every pixel, so a gradient
/// costs a request of a few dozen bytes per stop, once, at any size and any angle (no client pixels cross the link).
///
/// The picture is defined in the layer's bounds space; each composite sets the picture transform from destination
/// pixels back to it (only when it changed). It maps Core Animation's gradients exactly onto Render's, which
/// computes them with the same library (pixman) the reference renderer's Cairo does:
/// - colours interpolate unpremultiplied and are premultiplied afterwards, as in Cairo: the stops go over unchanged
///   (16-bit, as Cairo rounds them), with the layer's opacity folded into their alpha (the composite's one mask is
///   kept for the clip of the layer's outline);
/// - axial: pads before the start and after the end (both drawing options), as the reference draws it;
/// - radial: an ellipse centred on the start point whose radii reach the end point along each axis, which is a
///   circle of the larger radius scaled along the other axis: the scale goes into the picture transform;
/// - conic: not made. Render's conical gradient (`XRenderCreateConicalGradient`) runs counter-clockwise on screen
///   from its angle (pixman's "1 - t"), Core Animation's clockwise from the start point towards the end point; a
///   reflection of y in the picture transform, the start angle unchanged, maps one onto the other exactly (measured
///   within 2 per channel away from the seam). But the reference renderer draws a conic gradient as a mesh of
///   one-degree sectors, which differs from the exact angle by up to 200 on the pixels along the start ray, so conic
///   gradients stay sprites drawn by the reference's code (see `paintedBody(of:part:hasBorder:toDestination:opacity:)`).
@MainActor final class X11GradientPicture {
    /// A gradient as one layer shows it: its description, the bounds its unit points refer to, and the opacity
    /// folded into its stops.
    struct Key: Hashable {
        let gradient: LayerDrawing.Gradient
        let bounds: CGRect
        let opacity: Float
    }

    let picture: UInt
    /// Bounds space to the gradient's own space (the radial ellipse's scale, the conic's reflection).
    private let boundsToGradient: CGAffineTransform
    private let display: OpaquePointer
    private var lastTransform: CGAffineTransform?
    /// The frame that last composited it.
    var lastUsedFrame: Int

    /// The gradient picture, or nil when the gradient draws nothing (no colours, an axial gradient whose start and
    /// end points coincide, a radial one of no radius), as the reference renderer draws nothing then.
    init?(_ key: Key, display: OpaquePointer, frame: Int) {
        let gradient = key.gradient, bounds = key.bounds
        guard let stops = CGGradient(colorsSpace: CGColorSpace(name: CGColorSpace.sRGB), colors: gradient.colors,
                                     locations: gradient.locations)?.stops, !stops.isEmpty else { return nil }
        func unit(_ p: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height)
        }
        let start = unit(gradient.startPoint), end = unit(gradient.endPoint)
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return nil }
        // Pixman's fixed point, as Cairo converts (truncating the offsets, rounding the colours).
        var offsets = stops.map { XFixed(clamping: Int64($0.location * 65_536)) }
        let alpha = Double(min(max(key.opacity, 0), 1))
        var colors = stops.map { stop in
            XRenderColor(red: .colorChannel(stop.red), green: .colorChannel(stop.green), blue: .colorChannel(stop.blue),
                         alpha: .colorChannel(stop.alpha * alpha))
        }
        let made: UInt
        switch gradient.kind {
        case .axial:
            guard start != end else { return nil }
            var line = XLinearGradient(p1: XPointFixed(x: .fixed(start.x), y: .fixed(start.y)),
                                       p2: XPointFixed(x: .fixed(end.x), y: .fixed(end.y)))
            made = XRenderCreateLinearGradient(display, &line, &offsets, &colors, Int32(stops.count))
            boundsToGradient = .identity
        case .radial:
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y), radius = max(rx, ry)
            guard radius > 0 else { return nil }
            let centre = XPointFixed(x: 0, y: 0)
            var circles = XRadialGradient(inner: XCircle(x: centre.x, y: centre.y, radius: 0),
                                          outer: XCircle(x: centre.x, y: centre.y, radius: .fixed(radius)))
            made = XRenderCreateRadialGradient(display, &circles, &offsets, &colors, Int32(stops.count))
            // The reference scales a circle of the larger radius down along the other axis (an axis of no radius
            // keeps its scale).
            boundsToGradient = CGAffineTransform(translationX: -start.x, y: -start.y)
                .concatenating(CGAffineTransform(scaleX: rx > 0 ? radius / rx : 1, y: ry > 0 ? radius / ry : 1))
        case .conic:
            // Kept on the sprite path (see the type's comment).
            return nil
        }
        guard made != 0 else { return nil }
        picture = made
        self.display = display
        lastUsedFrame = frame
        // Beyond the ends, the end colours.
        var attributes = XRenderPictureAttributes()
        attributes.repeat = RepeatPad
        XRenderChangePicture(display, picture, UInt(CPRepeat), &attributes)
    }

    /// The picture, set up for a composite whose source coordinates are destination pixels that the layer's bounds
    /// space maps to by `boundsToDestination`; nil when that map cannot be inverted.
    func picture(boundsToDestination: CGAffineTransform) -> UInt? {
        let determinant = boundsToDestination.a * boundsToDestination.d - boundsToDestination.b * boundsToDestination.c
        guard determinant != 0, determinant.isFinite else { return nil }
        let transform = boundsToDestination.inverted().concatenating(boundsToGradient)
        if transform != lastTransform {
            lastTransform = transform
            var matrix = XTransform(transform)
            XRenderSetPictureTransform(display, picture, &matrix)
        }
        return picture
    }

    func free() {
        XRenderFreePicture(display, picture)
    }
}

extension XTransform {
    /// An affine map as X Render's picture transform (16.16 fixed point).
    init(_ affine: CGAffineTransform) {
        func f(_ value: CGFloat) -> XFixed { .fixed(value) }
        // Row vectors in `CGAffineTransform`, column vectors in X Render: the transpose.
        self.init(matrix: ((f(affine.a), f(affine.c), f(affine.tx)), (f(affine.b), f(affine.d), f(affine.ty)),
                           (0, 0, f(1))))
    }
}
