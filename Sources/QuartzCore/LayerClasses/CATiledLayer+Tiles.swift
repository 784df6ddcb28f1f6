import Dispatch
import Foundation

/// Choosing, requesting, receiving and showing tiles.
extension CATiledLayer {
    /// At most this many tiles are asked for in one commit (a tiny tile size on a huge screen area).
    static let mostTilesPerCommit = 1024

    /// The commit's work for this layer: take the tiles that arrived, ask for the missing ones the screen shows,
    /// let go of tiles no longer needed, and keep frames coming while tiles fade in.
    package func updateTiles(now: CFTimeInterval) {
        var tilesChanged = receiveTiles(now: now)
        guard let (screenScale, visible) = screenPlacement(), !visible.isEmpty else {
            if tilesChanged { changed() }
            return
        }
        let level = level(forScreenScale: screenScale)
        if level != currentLevel {
            currentLevel = level
            tilesChanged = true
        }
        let grid = tileGrid(level: level, covering: visible)
        var covered = true
        for (key, rect) in grid {
            let cached = tiles[key]
            if cached == nil { covered = false }
            if cached?.isStale ?? true, !pendingTiles.contains(key) { requestTile(key, rect: rect, level: level) }
        }
        // Once the current level covers what shows (and has faded in), the other levels' tiles are not seen.
        let fadeDuration = Self.fadeDuration()
        let fading = tiles.values.contains { now - $0.arrival < fadeDuration }
        if covered && !fading {
            let before = tiles.count
            tiles = tiles.filter { $0.key.level == level }
            tilesChanged = tilesChanged || tiles.count != before
        }
        // Tiles of this level far from the visible area go when there are many.
        if tiles.count > 4 * max(grid.count, 16) {
            let keep = visible.insetBy(dx: -visible.width, dy: -visible.height)
            tiles = tiles.filter { $0.value.rect.intersects(keep) }
            tilesChanged = true
        }
        if fading {
            // One more frame: the engine commits again at the next refresh while this layer is registered.
            CAAnimationEngine.register(self)
            tilesChanged = true
        }
        if tilesChanged { changed() }
        if pendingTiles.isEmpty { invalidations.removeAll() }
    }

    /// Moves arrived tiles into the cache; true when any did.
    private func receiveTiles(now: CFTimeInterval) -> Bool {
        let arrived = inbox.takeAll()
        guard !arrived.isEmpty else { return false }
        for tile in arrived {
            pendingTiles.remove(tile.key)
            let outdated = invalidations.contains {
                $0.generation > tile.generation && ($0.rect?.intersects(tile.rect) ?? true)
            }
            guard !outdated, let image = tile.image else { continue }
            let previous = tiles[tile.key]
            // A redrawn tile replaces its old picture at once; a new one fades in.
            let arrival = previous == nil ? now : now - Self.fadeDuration()
            tiles[tile.key] = CachedTile(image: image, rect: tile.rect, arrival: arrival,
                                         nodeID: previous?.nodeID ?? CALayer.makeLayerID())
        }
        return true
    }

    /// How many pixels a point of this layer covers on screen, and the part of its bounds the screen can show
    /// (inside every ancestor that clips), from the model values; nil when it cannot show.
    func screenPlacement() -> (scale: CGFloat, visible: CGRect)? {
        guard !isHidden else { return nil }
        var visible = bounds
        var toAncestor = CATransform3DIdentity
        var layer: CALayer = self
        while let parent = layer.superlayer {
            guard !parent.isHidden else { return nil }
            toAncestor = CATransform3DConcat(toAncestor, layer.transformToSuperlayer)
            layer = parent
            if parent.masksToBounds || parent.superlayer == nil {
                let inverse = CATransform3DInvert(toAncestor)
                visible = visible.intersection(inverse.boundingBox(of: parent.bounds))
                if visible.isNull || visible.isEmpty { return nil }
            }
        }
        let m = toAncestor
        let stretch = max((m.m11 * m.m11 + m.m12 * m.m12).squareRoot(), (m.m21 * m.m21 + m.m22 * m.m22).squareRoot())
        guard stretch.isFinite, stretch > 0, visible.isValidGeometry else { return nil }
        return (stretch, visible)
    }

    /// The level whose scale is the smallest power of two at least the scale on screen, within the levels the
    /// layer has (from `levelsOfDetailBias` magnified levels down to `levelsOfDetail - 1` below them).
    func level(forScreenScale scale: CGFloat) -> Int {
        let highest = levelsOfDetailBias, lowest = levelsOfDetailBias - (levelsOfDetail - 1)
        // A hair below a power of two (2.0000001 from rounding) still counts as that power.
        let exponent = (log2(Double(scale)) - 1e-6).rounded(.up)
        guard exponent.isFinite else { return highest }
        return min(max(Int(max(min(exponent, 64), -64)), lowest), highest)
    }

    /// Pixels per point of the layer's space for tiles of `level`.
    func pixelsPerPoint(level: Int) -> CGFloat { contentsScale * CGFloat(pow(2.0, Double(level))) }

    /// The cells of `level`'s grid that meet `visible` (at most `mostTilesPerCommit`), each cut to the bounds.
    func tileGrid(level: Int, covering visible: CGRect) -> [(TileKey, CGRect)] {
        let scale = pixelsPerPoint(level: level)
        let cell = CGSize(width: tileSize.width / scale, height: tileSize.height / scale)
        let area = visible.intersection(bounds)
        guard !area.isNull, !area.isEmpty, cell.width > 0, cell.height > 0 else { return [] }
        // Grid numbers must fit an Int (bounds of 1e300 points are valid geometry).
        let limit: CGFloat = 1e12
        guard [area.minX / cell.width, area.maxX / cell.width, area.minY / cell.height, area.maxY / cell.height]
            .allSatisfy({ abs($0) < limit }) else {
            CALog.errorOnce("CATiledLayer: bounds \(bounds) are too large for a grid of \(tileSize)-pixel tiles")
            return []
        }
        let columns = Int((area.minX / cell.width).rounded(.down))...Int(((area.maxX / cell.width).rounded(.up) - 1))
        let rows = Int((area.minY / cell.height).rounded(.down))...Int(((area.maxY / cell.height).rounded(.up) - 1))
        if columns.count * rows.count > Self.mostTilesPerCommit {
            CALog.errorOnce("CATiledLayer: \(columns.count * rows.count) tiles of \(tileSize) pixels would show at "
                            + "once; drawing the first \(Self.mostTilesPerCommit)")
        }
        var cells: [(TileKey, CGRect)] = []
        for row in rows {
            for column in columns {
                guard cells.count < Self.mostTilesPerCommit else { return cells }
                let rect = CGRect(x: CGFloat(column) * cell.width, y: CGFloat(row) * cell.height,
                                  width: cell.width, height: cell.height).intersection(bounds)
                if !rect.isNull, !rect.isEmpty { cells.append((TileKey(level: level, column: column, row: row), rect)) }
            }
        }
        return cells
    }

    /// Draws a tile on the drawing queue; it arrives in the inbox, and the main thread is woken to commit it.
    private func requestTile(_ key: TileKey, rect: CGRect, level: Int) {
        pendingTiles.insert(key)
        let environment = (delegate as? TileDrawingEnvironment)?.tileDrawingSurroundings()
        let job = TileJob(layer: Unmanaged.passRetained(self), inbox: inbox, key: key, rect: rect,
                          pixelsPerPoint: pixelsPerPoint(level: level), generation: generation, surroundings: environment)
        TileDrawingQueue.group.enter()
        TileDrawingQueue.queue.async { job.run() }
    }

    /// `setNeedsDisplay()` (nil: everything) or `setNeedsDisplay(_:)`: the tiles over `rect` are drawn again.
    func invalidateTiles(in rect: CGRect?) {
        generation += 1
        invalidations.append((generation, rect))
        for (key, tile) in tiles where rect.map({ $0.intersects(tile.rect) }) ?? true {
            tiles[key]?.isStale = true
        }
        pendingTiles.removeAll()
        changed()
    }

    /// Forgets every tile (the tile size changed: the grid is another).
    func discardAllTiles() {
        generation += 1
        invalidations.append((generation, nil))
        tiles.removeAll()
        pendingTiles.removeAll()
        changed()
    }

    /// A render node per cached tile: other levels below (farthest level first), the current level on top, each
    /// faded in from its arrival.
    func tileNodes() -> [RenderLayer] {
        guard !tiles.isEmpty else { return [] }
        let now = CACurrentMediaTime(), fadeDuration = Self.fadeDuration()
        let ordered = tiles.sorted {
            let a = abs($0.key.level - currentLevel), b = abs($1.key.level - currentLevel)
            if a != b { return a > b }
            return ($0.key.row, $0.key.column) < ($1.key.row, $1.key.column)
        }
        return ordered.compactMap { key, tile in
            guard tile.rect.intersects(bounds) else { return nil }
            let age = now - tile.arrival
            let opacity = fadeDuration > 0 ? Float(min(max(age / fadeDuration, 0), 1)) : 1
            return RenderLayer(
                layerID: tile.nodeID, version: renderVersion,
                geometry: LayerGeometry(bounds: CGRect(origin: .zero, size: tile.rect.size), position: tile.rect.origin,
                                        anchorPoint: .zero),
                sublayerTransform: CATransform3DIdentity, opacity: opacity, isHidden: false, masksToBounds: false,
                backgroundColor: nil, borderWidth: 0, borderColor: nil, cornerRadius: 0, maskedCorners: .all,
                shadow: nil, contents: tile.image, contentsGravity: .resize,
                contentsRect: CGRect(x: 0, y: 0, width: 1, height: 1),
                contentsCenter: CGRect(x: 0, y: 0, width: 1, height: 1),
                contentsScale: pixelsPerPoint(level: key.level), magnificationFilter: magnificationFilter,
                minificationFilter: minificationFilter, isDoubleSided: true, flattensSublayers: false, mask: nil,
                sublayers: [])
        }
    }
}

/// One tile to draw off the main thread. The layer is retained for the job (released on the main thread, where
/// layers live and die).
struct TileJob: @unchecked Sendable {
    // @unchecked: the layer is touched off the main thread only through `draw(in:)`, whose contract allows it.
    let layer: Unmanaged<CATiledLayer>
    let inbox: TileInbox
    let key: TileKey
    let rect: CGRect
    let pixelsPerPoint: CGFloat
    let generation: Int
    /// What the delegate wants around the drawing (its traits made current), taken on the main thread.
    let surroundings: (@Sendable (() -> Void) -> Void)?

    func run() {
        let width = Int((rect.width * pixelsPerPoint).rounded(.up))
        let height = Int((rect.height * pixelsPerPoint).rounded(.up))
        var image: CGImage?
        if let context = try? CGContext(pixelWidth: width, pixelHeight: height, flipped: true) {
            context.scaleBy(x: CGFloat(width) / rect.width, y: CGFloat(height) / rect.height)
            context.translateBy(x: -rect.minX, y: -rect.minY)
            context.clip(to: rect)
            let tiledLayer = layer.takeUnretainedValue()
            if let surroundings {
                surroundings { CATiledLayer.drawOffMainThread(tiledLayer, in: context) }
            } else {
                CATiledLayer.drawOffMainThread(tiledLayer, in: context)
            }
            image = context.makeImage()
        } else {
            CALog.error("CATiledLayer: no memory for a \(width)x\(height) tile")
        }
        inbox.post(DrawnTile(key: key, rect: rect, generation: generation, image: image))
        let job = self
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                job.layer.takeUnretainedValue().changed()
                job.layer.release()
            }
        }
        TileDrawingQueue.group.leave()
    }
}

extension CATiledLayer {
    /// Calls `draw(in:)` from a drawing thread. `draw(in:)` is declared on the main actor (CALayer is a main-actor
    /// class), but a tiled layer's drawing runs off the main thread by contract, as on iOS: the call is made
    /// without the main actor, and the drawing code must keep to the thread-safety rules in the class comment.
    nonisolated static func drawOffMainThread(_ layer: CATiledLayer, in context: CGContext) {
        uncheckedDraw(layer, context)
    }

    nonisolated(unsafe) private static let uncheckedDraw: (CALayer, CGContext) -> Void = {
        let isolated: @MainActor (CALayer, CGContext) -> Void = { layer, context in layer.draw(in: context) }
        return unsafeBitCast(isolated, to: ((CALayer, CGContext) -> Void).self)
    }()
}
