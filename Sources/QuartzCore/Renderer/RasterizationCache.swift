import Foundation

/// The pictures of rasterized layers (`shouldRasterize`), drawn once and reused while the layer draws the same:
/// the same subtree nodes (render nodes of unchanged subtrees are the same objects from commit to commit) at the
/// same scale, wherever the layer moved or turned. Shared by every renderer thread, hence the lock.
final class RasterizationCache: @unchecked Sendable {
    static let shared = RasterizationCache()

    /// Pictures of layers not drawn for this many lookups of other layers are dropped.
    private static let capacity = 64

    private struct Entry {
        let node: RenderLayer
        let scale: CGFloat
        let image: CGImage
        var lastUse: UInt64
    }

    private let lock = NSLock()
    private var entries: [UInt64: Entry] = [:]
    private var clock: UInt64 = 0
    /// How many pictures were drawn (cache misses), for tests.
    private(set) var drawCount = 0

    /// The picture of `node` at `scale`, drawn by `draw` when not cached.
    func image(for node: RenderLayer, scale: CGFloat, draw: () -> CGImage?) -> CGImage? {
        lock.lock()
        clock &+= 1
        if var entry = entries[node.layerID], entry.scale == scale, entry.node.drawsSame(as: node) {
            entry.lastUse = clock
            entries[node.layerID] = entry
            lock.unlock()
            return entry.image
        }
        lock.unlock()
        guard let image = draw() else { return nil }
        lock.lock()
        defer { lock.unlock() }
        drawCount += 1
        entries[node.layerID] = Entry(node: node, scale: scale, image: image, lastUse: clock)
        if entries.count > Self.capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries[oldest.key] = nil
        }
        return image
    }

    var drawnPictures: Int {
        lock.lock()
        defer { lock.unlock() }
        return drawCount
    }
}
