import QuartzCore

/// What an item draws into a picture of its own before compositing it: a subtree drawn on the client by the
/// reference renderer (what X Render cannot express: masks, shadows, perspective, transform layers, rotated or
/// rounded clips, layers too large for a sprite), a layer's own part drawn on the client at its final angle and
/// scale (so turned layers match the reference exactly, and the server composites them without filtering), or a
/// group composed on the server from its own items and faded as one (group opacity where children overlap).
struct X11OffscreenSubtree {
    enum Kind: Equatable {
        case clientRaster
        case group
        /// The part of the layer that `sprite` describes, drawn through `matrix`.
        case transformedPart(X11SpriteKey)
    }

    let kind: Kind
    /// Unchanged subtrees are the same objects from commit to commit, so identity stands for the whole content.
    let node: RenderLayer
    /// The node's bounds space to destination pixels.
    let matrix: CATransform3D

    func isSame(as other: X11OffscreenSubtree) -> Bool {
        guard kind == other.kind, matrix == other.matrix else { return false }
        // A part's pixels depend only on its appearance (in the kind) and the matrix, not on where else it changed.
        if case .transformedPart = kind { return true }
        return node === other.node
    }
}
