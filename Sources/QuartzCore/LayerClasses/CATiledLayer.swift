import Foundation

/// A layer whose content is drawn in tiles, on demand, off the main thread: only the tiles of the part the screen
/// shows are drawn, at a level of detail chosen from how large the layer appears (a scroll view zooming a huge
/// tiled view gets sharper tiles as it zooms in), each cached per level and faded in as it arrives. Tiles not
/// drawn yet leave the layer's background showing (or coarser tiles of another level, until they are covered).
///
/// Thread safety, as on iOS: `draw(in:)` (and a delegate's `draw(_:in:)`, a view's `draw(_:)`) runs on a
/// background queue, several tiles at once, with the context clipped to one tile and scaled to its level. It may
/// read only what does not change while it runs (the layer's bounds, immutable model data) and must not touch
/// other layers or views. `setNeedsDisplay()` and `setNeedsDisplay(_:)` redraw all tiles or those in a rectangle;
/// the old pictures show until the new ones arrive.
@preconcurrency @MainActor open class CATiledLayer: CALayer {
    /// How long a new tile takes to fade in, in seconds (0.25); subclasses override it.
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// How many levels of detail below the most detailed one (halving the scale at each) tiles may be drawn at;
    /// at least 1.
    public var levelsOfDetail: Int = 1 {
        didSet {
            let valid = min(max(levelsOfDetail, 1), Self.mostLevels)
            if valid != levelsOfDetail {
                CALog.error("CATiledLayer.levelsOfDetail \(levelsOfDetail) is out of 1...\(Self.mostLevels); using \(valid)")
                levelsOfDetail = valid
            } else if levelsOfDetail != oldValue { changed() }
        }
    }

    /// How many of the levels are magnified (drawn at 2x, 4x ... the layer's scale) rather than reduced.
    public var levelsOfDetailBias: Int = 0 {
        didSet {
            let valid = min(max(levelsOfDetailBias, 0), Self.mostLevels)
            if valid != levelsOfDetailBias {
                CALog.error("CATiledLayer.levelsOfDetailBias \(levelsOfDetailBias) is out of 0...\(Self.mostLevels); using \(valid)")
                levelsOfDetailBias = valid
            } else if levelsOfDetailBias != oldValue { changed() }
        }
    }

    /// The largest size of a tile, in pixels (256 x 256).
    public var tileSize = CGSize(width: 256, height: 256) {
        didSet {
            guard tileSize != oldValue else { return }
            guard tileSize.width.isFinite, tileSize.height.isFinite, tileSize.width >= 1, tileSize.height >= 1 else {
                CALog.error("CATiledLayer.tileSize \(tileSize) is not a size of at least one pixel; keeping \(oldValue)")
                tileSize = oldValue
                return
            }
            let side = Self.largestTileSide
            if tileSize.width > side || tileSize.height > side {
                CALog.error("CATiledLayer.tileSize \(tileSize) is larger than \(Int(side)) pixels a side; clamped")
                tileSize = CGSize(width: min(tileSize.width, side), height: min(tileSize.height, side))
                return
            }
            discardAllTiles()
        }
    }

    /// Bounds on the level settings: 2^30 times is already far beyond any screen.
    static let mostLevels = 30
    static let largestTileSide: CGFloat = 4096

    // MARK: Tile state (see CATiledLayer+Tiles.swift); main thread only, except the inbox.

    var tiles: [TileKey: CachedTile] = [:]
    var pendingTiles: Set<TileKey> = []
    /// The level the last commit chose.
    var currentLevel = 0
    /// Bumped by every invalidation; a tile drawn before an invalidation that covers it is dropped on arrival.
    var generation = 0
    var invalidations: [(generation: Int, rect: CGRect?)] = []
    let inbox = TileInbox()
    /// Whether this layer takes part in commits (presentation copies do not).
    private let isLive: Bool

    public required init() {
        isLive = true
        super.init()
        CATiledLayer.register(self)
    }

    public required init?(coder: NSCoder) {
        isLive = true
        super.init(coder: coder)
        CATiledLayer.register(self)
    }

    public required init(layer: Any) {
        isLive = false
        super.init(layer: layer)
        guard let other = layer as? CATiledLayer else { return }
        levelsOfDetail = other.levelsOfDetail
        levelsOfDetailBias = other.levelsOfDetailBias
        tileSize = other.tileSize
    }

    deinit {
        if isLive { CATiledLayer.forget(layerID: layerID) }
    }

    /// A tiled layer has no backing store: its tiles are drawn when the screen needs them.
    open override func display() {}

    override func displayWasInvalidated(in rect: CGRect?) { invalidateTiles(in: rect) }

    override func renderSublayers(_ nodes: [RenderLayer]) -> [RenderLayer] { tileNodes() + nodes }

    override func value(forLayerKey key: String) -> Any?? {
        switch key {
        case "levelsOfDetail": .some(levelsOfDetail)
        case "levelsOfDetailBias": .some(levelsOfDetailBias)
        case "tileSize": .some(tileSize)
        default: super.value(forLayerKey: key)
        }
    }

    override func setValue(_ value: Any?, forLayerKey key: String) -> Bool {
        switch key {
        case "levelsOfDetail": levelsOfDetail = (value as? Int) ?? KeyValueCoercion.float(value).map { Int($0) } ?? levelsOfDetail
        case "levelsOfDetailBias":
            levelsOfDetailBias = (value as? Int) ?? KeyValueCoercion.float(value).map { Int($0) } ?? levelsOfDetailBias
        case "tileSize": tileSize = value as? CGSize ?? tileSize
        default: return super.setValue(value, forLayerKey: key)
        }
        return true
    }

    // MARK: The live tiled layers, updated at every commit (not retained; a layer going away removes itself)

    nonisolated(unsafe) private static var liveLayers: [UInt64: Unmanaged<CATiledLayer>] = [:]
    nonisolated private static let liveLock = NSLock()

    private static func register(_ layer: CATiledLayer) {
        liveLock.withLock { liveLayers[layer.layerID] = Unmanaged.passUnretained(layer) }
    }

    nonisolated private static func forget(layerID: UInt64) {
        liveLock.withLock { liveLayers[layerID] = nil }
    }

    /// Called by every commit after layout and display: each tiled layer in a hosted tree takes its arrived tiles
    /// and asks for the ones the screen now needs.
    static func updateLiveLayers(isHosted: (CALayer) -> Bool) {
        let layers = liveLock.withLock { liveLayers.values.map { $0.takeUnretainedValue() } }
        let now = CACurrentMediaTime()
        for layer in layers where isHosted(layer.rootLayer) { layer.updateTiles(now: now) }
    }

    /// Waits until every tile asked for so far is drawn (it shows from the next commit). For tests and for code
    /// that must see all tiles, such as taking a snapshot.
    package static func waitForTiles() {
        TileDrawingQueue.group.wait()
    }
}
