import QuartzCore

/// A layer's background, gradient, shape fill or shadow, painted by the server from pictures it keeps rather than
/// from a sprite the client drew: each paint is a solid colour or an X Render gradient (`X11GradientPicture`), filling the
/// layer's outline or a shape's path through a cached alpha mask (`X11OutlineMask`), or through the item's clip
/// alone where the outline is the bounds rectangle on whole pixels. A new colour, gradient, opacity or place costs requests of a few dozen bytes,
/// never an upload; a new outline (size, corners, scale) one mask of a byte a pixel, shared by every layer of it.
struct X11PaintedBody {
    struct Paint: Equatable {
        enum Source: Equatable {
            /// Premultiplied 16-bit colour components (the layer's opacity included).
            case solid(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
            case gradient(X11GradientPicture.Key)
        }

        let source: Source
        /// The outline the paint fills; nil where the item's box and clip are that outline.
        let mask: X11OutlineMask.Key?
        /// Where the mask lies from where its outline places it, in the layer's bounds space: a shadow's offset.
        var offset: CGSize = .zero

        /// The mask's outline space to the layer's bounds space (whose bounds are `bounds`).
        func outlineToBounds(_ bounds: CGRect) -> CGAffineTransform {
            let outlineToBounds = mask?.outlineToBounds(bounds) ?? .identity
            guard offset != .zero else { return outlineToBounds }
            return outlineToBounds.concatenating(CGAffineTransform(translationX: offset.width, y: offset.height))
        }
    }

    /// Bottom to top: the background, then the gradient or the shape's fill (or a shadow alone: its colour through
    /// its shape's mask).
    let paints: [Paint]
    /// The layer's bounds space to destination pixels.
    let toDestination: CGAffineTransform
    /// Draws the outline masks not cached yet (its bounds are the masks' and the gradients' bounds).
    let node: RenderLayer

    /// Whether `other` puts the same pixels in the same place.
    func looksSame(as other: X11PaintedBody) -> Bool {
        paints == other.paints && toDestination == other.toDestination
            && node.geometry.bounds == other.node.geometry.bounds
    }

    /// Whether both draw from the same server pictures (only their placement may differ).
    func hasSameSources(as other: X11PaintedBody) -> Bool { paints == other.paints }
}

extension X11PaintedBody.Paint.Source {
    /// A solid colour, its alpha multiplied by `opacity`, premultiplied.
    static func solid(_ color: CGColor, opacity: Double) -> Self {
        let c = color.rgba, alpha = c.alpha * opacity
        return .solid(red: .colorChannel(c.red * alpha), green: .colorChannel(c.green * alpha),
                      blue: .colorChannel(c.blue * alpha), alpha: .colorChannel(alpha))
    }
}
