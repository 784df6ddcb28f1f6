import QuartzCore

/// What an item draws into a picture of its own before compositing it: a subtree drawn on the client by the
/// reference renderer (what X Render cannot express: masks, shadows, perspective, transform layers, rotated or
/// rounded clips, layers too large for a sprite), a layer's own part drawn on the client at its final angle and
/// scale (so turned layers match the reference exactly, and the server composites them without filtering), or a
/// group composed on the server from its own items and faded as one (group opacity where children overlap).
/// While a subtree the client would draw whole, or a turned group, moves where uploads cost, the server composes it
/// upright instead and resamples that picture (see X11Compositor+UprightGroups.swift).
struct X11OffscreenSubtree {
    enum Kind: Equatable {
        case clientRaster
        case group
        /// The layer's sublayers, composed on the server and composited through the mask of the rounded outline
        /// that clips them (`masksToBounds` with `cornerRadius`, the layer upright on whole pixels).
        case clippedSublayers(X11OutlineMask.Key)
        /// The part of the layer that `sprite` describes, drawn through `matrix`.
        case transformedPart(X11SpriteKey)
        /// A flat layer under perspective: its subtree rendered flat at `flatScale` by the reference renderer's
        /// code, which the server warps into place through the projection (X Render takes a full projective matrix).
        case projected(flatScale: CGFloat)
        /// What a kept picture of a `clientRaster` or `group` item shows while it moves where uploads cost: the
        /// subtree composed on the server upright in its own bounds space at `scale` (never an item's kind).
        case upright(scale: CGFloat)
    }

    let kind: Kind
    /// Unchanged subtrees are the same objects from commit to commit, so identity stands for the whole content.
    let node: RenderLayer
    /// The node's bounds space to destination pixels.
    let matrix: CATransform3D
    /// Whether the item's box holds all the picture can show (no clip cuts it), so that it looks the same anywhere.
    let isWhole: Bool
    /// What the sublayers of a `clippedSublayers` picture are faded by, each on its own (an ancestor's opacity
    /// split over its parts).
    var opacity: Float = 1

    func isSame(as other: X11OffscreenSubtree) -> Bool {
        guard kind == other.kind, matrix == other.matrix, opacity == other.opacity else { return false }
        // A part's pixels depend only on its appearance (in the kind) and the matrix, not on where else it changed.
        if case .transformedPart = kind { return true }
        return node === other.node
    }

    /// Whether `other`'s picture, moved by the whole pixels `offset`, shows this: a layer that only moved (dragged,
    /// scrolled) keeps its client-drawn picture instead of being drawn and uploaded again.
    func isSame(as other: X11OffscreenSubtree, movedBy offset: CGPoint) -> Bool {
        guard isWhole, other.isWhole, kind == other.kind, opacity == other.opacity else { return false }
        var moved = other.matrix
        moved.m41 += offset.x
        moved.m42 += offset.y
        let tolerance: CGFloat = 1e-9
        guard matrix.m11 == moved.m11, matrix.m12 == moved.m12, matrix.m21 == moved.m21, matrix.m22 == moved.m22,
              matrix.m14 == moved.m14, matrix.m24 == moved.m24, matrix.m44 == moved.m44,
              abs(matrix.m41 - moved.m41) < tolerance, abs(matrix.m42 - moved.m42) < tolerance else { return false }
        if case .transformedPart = kind { return true }
        // Perspective and 3D depend on more of the matrix than its action on the plane; only flat ones move as is.
        return matrix.isFlatAffine && !node.flattensSublayers && node.drawsSame(as: other.node)
    }
}
