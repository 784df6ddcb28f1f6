import QuartzCore

/// A backdrop layer's draw item: the blur of what the destination holds behind it (planned as the reference
/// renderer plans it), faded by the item's opacity, then its tint.
struct X11Backdrop: Equatable {
    /// `nil` when the backdrop does not blur (a radius of 0): only the veil shows.
    let blur: BackdropBlur?
    /// Premultiplied 16-bit veil over the blur (already multiplied by the item's opacity), or nil for none.
    let tint: X11Color?

    struct X11Color: Equatable {
        let red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16
    }
}
