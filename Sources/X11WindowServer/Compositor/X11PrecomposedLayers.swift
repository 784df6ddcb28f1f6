import Foundation

/// The unchanged items below and above a run of items that keeps changing (a layer dragged or animated among many
/// static ones), each composed once into a window-sized picture. The damage is then repainted with the picture
/// below, the changing items and the picture above, instead of one composite per layer that overlaps it: the cost
/// of a frame no longer grows with the number of static layers around the moving one.
///
/// Composing over is associative, so the items above composed over transparent and then over the rest give the
/// same pixels as compositing them one by one.
@MainActor final class X11PrecomposedLayers {
    /// Indices, in the frame's item list, of the items drawn between the two pictures each frame.
    let live: Range<Int>
    /// How many items the list had when the pictures were made (the same keys in the same order since).
    let itemCount: Int
    /// The items before `live`, over the window's black: opaque.
    let below: X11Picture
    /// The items after `live`, over transparent (premultiplied).
    let above: X11Picture

    init(live: Range<Int>, itemCount: Int, below: X11Picture, above: X11Picture) {
        self.live = live
        self.itemCount = itemCount
        self.below = below
        self.above = above
    }

    var byteCount: Int { below.byteCount + above.byteCount }

    /// Whether these pictures still hold every item outside `changed` (the items that differ from the last frame,
    /// whose list had the same keys in the same order).
    func covers(_ changed: Range<Int>, itemCount count: Int) -> Bool {
        count == itemCount && changed.clamped(to: live) == changed
    }

    /// Whether it pays to make the pictures for items `changed` of `count`: the same few items changed in the last
    /// frame too (an animation or a drag, not a one-off change), among many that did not.
    static func isWorthMaking(for changed: Range<Int>, previous: Range<Int>?, itemCount count: Int) -> Bool {
        changed == previous && changed.count <= max(count / 16, 1) && count - changed.count >= minimumStaticItems
    }

    /// Below this many unchanged items, compositing them each frame costs less than keeping two window-sized
    /// pictures.
    static let minimumStaticItems = 24
}
