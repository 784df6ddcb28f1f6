import Dispatch
import Foundation

/// Where `CATiledLayer`s draw their tiles: off the main thread, on a concurrent queue (as many tiles at once as
/// there are cores), as on iOS. Finished tiles wait in their layer's inbox until the next commit takes them.
enum TileDrawingQueue {
    static let queue = DispatchQueue(label: "CATiledLayer.tiles", qos: .userInitiated, attributes: .concurrent)
    /// Every tile job not yet finished, so tests (and `CATiledLayer.waitForTiles`) can wait for them.
    static let group = DispatchGroup()
}

/// A tile drawn off the main thread, waiting for the main thread.
struct DrawnTile: @unchecked Sendable {
    // @unchecked: CGImage is immutable once made.
    let key: TileKey
    let rect: CGRect
    let generation: Int
    let image: CGImage?
}

/// A layer's finished tiles, handed from drawing threads to the main thread.
final class TileInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var tiles: [DrawnTile] = []

    func post(_ tile: DrawnTile) {
        lock.lock()
        tiles.append(tile)
        lock.unlock()
    }

    func takeAll() -> [DrawnTile] {
        lock.lock()
        defer { lock.unlock() }
        let taken = tiles
        tiles = []
        return taken
    }
}
