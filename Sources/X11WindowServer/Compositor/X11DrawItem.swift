import QuartzCore

/// One thing the compositor draws into a destination picture, in drawing order: a layer's cached sprite, a solid
/// rectangle, or a subtree drawn into its own picture first. A frame is a list of these; comparing it with the
/// previous frame's list, item by item, gives the damage.
struct X11DrawItem {
    /// Identifies an item across frames: the layer and which of its parts.
    struct Key: Hashable {
        let layerID: UInt64
        let part: UInt8
    }

    enum Source {
        /// Premultiplied 16-bit colour components, as X Render fills take them.
        case fill(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
        /// `transform` maps the sprite's pixels to destination pixels; `node` draws the sprite when it is not cached.
        case sprite(X11SpriteKey, transform: CGAffineTransform, node: RenderLayer)
        case offscreen(X11OffscreenSubtree)
    }

    let key: Key
    let source: Source
    /// Multiplies the item's alpha when composited (opacity inherited from an ancestor whose group could be split).
    let opacity: Float
    /// Destination pixels the item may touch: the clip of its masking ancestors.
    let clip: CGRect
    /// Integral destination box the item touches, within `clip`.
    let box: CGRect

    /// Whether both draw from the same cached picture (only its placement may differ).
    func hasSameSource(as other: X11DrawItem) -> Bool {
        switch (source, other.source) {
        case let (.sprite(key, _, _), .sprite(otherKey, _, _)): key == otherKey
        case let (.offscreen(subtree), .offscreen(otherSubtree)): subtree.node === otherSubtree.node
        case (.fill, .fill): true
        default: false
        }
    }

    /// Whether `other` puts exactly the same pixels in the same places.
    func looksSame(as other: X11DrawItem) -> Bool {
        guard box == other.box, clip == other.clip, opacity == other.opacity else { return false }
        switch (source, other.source) {
        case let (.fill(r, g, b, a), .fill(r2, g2, b2, a2)):
            return r == r2 && g == g2 && b == b2 && a == a2
        case let (.sprite(key, transform, _), .sprite(otherKey, otherTransform, _)):
            return transform == otherTransform && key == otherKey
        case let (.offscreen(subtree), .offscreen(otherSubtree)):
            return subtree.isSame(as: otherSubtree)
        default:
            return false
        }
    }
}

/// A subtree composited as one picture: drawn on the client by the reference renderer (what X Render cannot
/// express: masks, shadows, perspective, rotated or rounded clips, layers too large for a sprite), or composed on
/// the server from its own items and faded as one (group opacity where children overlap).
struct X11OffscreenSubtree {
    enum Kind { case clientRaster, group }
    let kind: Kind
    /// Unchanged subtrees are the same objects from commit to commit, so identity stands for the whole content.
    let node: RenderLayer
    /// The node's bounds space to destination pixels.
    let transform: CGAffineTransform

    func isSame(as other: X11OffscreenSubtree) -> Bool {
        kind == other.kind && node === other.node && transform == other.transform
    }
}
