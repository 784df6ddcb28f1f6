import Foundation

/// A picture the compositor keeps on the server between frames (a sprite, a client-rasterized subtree, a composed
/// group), with what the least-recently-used eviction needs.
@MainActor final class X11CachedPicture {
    let picture: X11Picture
    /// The frame that last composited it.
    var lastUsedFrame: Int
    /// For offscreen subtrees: what the picture shows, and where (destination pixels).
    let subtree: X11OffscreenSubtree?
    let box: CGRect

    init(picture: X11Picture, frame: Int, subtree: X11OffscreenSubtree? = nil, box: CGRect = .zero) {
        self.picture = picture
        lastUsedFrame = frame
        self.subtree = subtree
        self.box = box
    }
}
