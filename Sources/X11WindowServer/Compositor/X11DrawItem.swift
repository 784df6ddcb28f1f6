import QuartzCore

/// One thing the compositor draws into a destination picture, in drawing order: a layer's cached sprite, a solid
/// rectangle, or a picture drawn for this item first (a subtree, or a layer's part at its final angle and scale).
/// A frame is a list of these; comparing it with the previous frame's list, item by item, gives the damage.
struct X11DrawItem {
    /// Identifies an item across frames: the layer, which of its parts, and which copy of it (a replicator shows
    /// the same layers several times in one frame).
    struct Key: Hashable {
        let layerID: UInt64
        let part: UInt8
        var occurrence: UInt32 = 0
    }

    enum Source {
        /// Premultiplied 16-bit colour components, as X Render fills take them.
        case fill(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
        /// The sprite placed at a whole-pixel `offset`; `node` draws it when it is not cached. (Indirect: the keys
        /// are large, and the frame's list is copied and compared every frame.)
        indirect case sprite(X11SpriteKey, offset: CGPoint, node: RenderLayer)
        indirect case offscreen(X11OffscreenSubtree)
        /// An emitter's particles, drawn from their cells' sprites (see `X11ParticleBatch`).
        indirect case particles(X11ParticleBatch)
        /// A layer's background and gradient painted from server pictures (see `X11PaintedBody`).
        indirect case painted(X11PaintedBody)
        /// A backdrop layer's blur of what the destination holds behind it (see X11Compositor+Backdrops.swift).
        indirect case backdrop(X11Backdrop)
    }

    var key: Key
    let source: Source
    /// Multiplies the item's alpha when composited (opacity inherited from an ancestor whose group could be split).
    let opacity: Float
    /// Destination pixels the item may touch: the clip of its masking ancestors.
    let clip: CGRect
    /// Integral destination box the item touches, within `clip`.
    let box: CGRect

    var isOffscreen: Bool {
        if case .offscreen = source { true } else { false }
    }

    var isBackdrop: Bool {
        if case .backdrop = source { true } else { false }
    }

    /// Whether the item replaces every pixel of `rects` with opaque colour (an opaque fill over all of them).
    func opaquelyCovers(_ rects: [CGRect]) -> Bool {
        guard case .fill(_, _, _, let alpha) = source, alpha == 0xffff, opacity >= 1 else { return false }
        return rects.allSatisfy { clip.contains($0) && box.contains($0) }
    }

    /// Whether both draw from the same cached picture (only its placement may differ).
    func hasSameSource(as other: X11DrawItem) -> Bool {
        switch (source, other.source) {
        case let (.sprite(key, _, _), .sprite(otherKey, _, _)): key == otherKey
        case let (.offscreen(subtree), .offscreen(otherSubtree)): subtree.isSame(as: otherSubtree)
        case (.fill, .fill): true
        case let (.painted(body), .painted(otherBody)): body.hasSameSources(as: otherBody)
        case let (.particles(batch), .particles(otherBatch)): batch.spriteKeys == otherBatch.spriteKeys
        case let (.backdrop(backdrop), .backdrop(otherBackdrop)): backdrop == otherBackdrop
        default: false
        }
    }

    /// Whether `other` puts exactly the same pixels in the same places.
    func looksSame(as other: X11DrawItem) -> Bool {
        guard box.isIdentical(to: other.box), clip.isIdentical(to: other.clip), opacity == other.opacity else {
            return false
        }
        switch (source, other.source) {
        case let (.fill(r, g, b, a), .fill(r2, g2, b2, a2)):
            return r == r2 && g == g2 && b == b2 && a == a2
        case let (.sprite(key, offset, _), .sprite(otherKey, otherOffset, _)):
            return offset.x == otherOffset.x && offset.y == otherOffset.y && key == otherKey
        case let (.offscreen(subtree), .offscreen(otherSubtree)):
            return subtree.isSame(as: otherSubtree)
        case let (.particles(batch), .particles(otherBatch)):
            return batch.looksSame(as: otherBatch)
        case let (.painted(body), .painted(otherBody)):
            return body.looksSame(as: otherBody)
        case let (.backdrop(backdrop), .backdrop(otherBackdrop)):
            return backdrop == otherBackdrop
        default:
            return false
        }
    }

    /// The items with every key made unique: the second and later items of a key count up its occurrence, in
    /// drawing order, so that the copies of a replicated layer keep their identities from frame to frame.
    ///
    /// When the items' layers and parts are those of `previous` (the last frame's list) in the same order, as they
    /// are while layers only move, the occurrences are `previous`'s: no hashing.
    static func withUniqueKeys(_ items: [X11DrawItem], like previous: [X11DrawItem] = []) -> [X11DrawItem] {
        if items.count == previous.count {
            var unique = items, matches = true
            for index in unique.indices {
                let key = unique[index].key, last = previous[index].key
                guard key.layerID == last.layerID, key.part == last.part else {
                    matches = false
                    break
                }
                unique[index].key.occurrence = last.occurrence
            }
            if matches { return unique }
        }
        var seen: [Key: UInt32] = [:]
        seen.reserveCapacity(items.count)
        var unique = items
        for index in unique.indices {
            let key = unique[index].key
            let count = seen[key, default: 0]
            seen[key] = count + 1
            if count > 0 { unique[index].key.occurrence = count }
        }
        return unique
    }
}

extension CGRect {
    /// The same origin and size, compared inline (`==` is an out-of-line call, made for every item of every frame).
    func isIdentical(to other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y && size.width == other.size.width
            && size.height == other.size.height
    }
}
