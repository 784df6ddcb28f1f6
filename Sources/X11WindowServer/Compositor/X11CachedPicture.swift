import Foundation

/// A picture the compositor keeps on the server between frames (a sprite, a client-rasterized subtree, a composed
/// group), with what the least-recently-used eviction needs.
@MainActor final class X11CachedPicture {
    let picture: X11Picture
    /// The frame that last composited it.
    var lastUsedFrame: Int
    /// For offscreen subtrees: what the picture shows, and where (destination pixels); updated when it moves.
    var subtree: X11OffscreenSubtree?
    var box: CGRect
    /// For sprites: the uniform middle a turned composite fills rather than resamples, if any.
    var uniformCore: X11UniformCore?
    /// For a subtree the server composed upright: the items drawn into it (those of groups inside included), whose
    /// pictures are kept while it is, to compose it again when the subtree changes without uploading them again.
    var composedParts: [X11DrawItem] = []

    init(picture: X11Picture, frame: Int, subtree: X11OffscreenSubtree? = nil, box: CGRect = .zero) {
        self.picture = picture
        lastUsedFrame = frame
        self.subtree = subtree
        self.box = box
    }
}

extension X11CachedPicture {
    /// Whether this picture shows `subtree` in `box`: the same, or the same moved by whole pixels.
    func shows(_ subtree: X11OffscreenSubtree, in box: CGRect) -> Bool {
        guard let cached = self.subtree, box.size == self.box.size else { return false }
        if box == self.box && cached.isSame(as: subtree) { return true }
        let offset = CGPoint(x: box.minX - self.box.minX, y: box.minY - self.box.minY)
        return subtree.isSame(as: cached, movedBy: offset)
    }
}
