import Foundation
import Testing
@testable import QuartzCore

/// What a tiled layer's drawing saw, recorded from the drawing threads.
final class TileDrawRecorder: @unchecked Sendable {
    struct Call {
        let onMainThread: Bool
        let clip: CGRect
        let pixelsPerPoint: CGFloat
    }
    private let lock = NSLock()
    private var stored: [Call] = []
    func record(_ call: Call) { lock.lock(); stored.append(call); lock.unlock() }
    var calls: [Call] { lock.lock(); defer { lock.unlock() }; return stored }
    func reset() { lock.lock(); stored = []; lock.unlock() }
}

/// Fills each tile with one colour and records the call.
final class RecordingTiledLayer: CATiledLayer {
    let recorder = TileDrawRecorder()

    override func draw(in ctx: CGContext) {
        let clip = ctx.boundingBoxOfClipPath
        recorder.record(.init(onMainThread: Thread.isMainThread, clip: clip, pixelsPerPoint: ctx.ctm.a))
        ctx.setFillColor(CGColor(red: 0, green: 0.5, blue: 1, alpha: 1))
        ctx.fill(clip)
    }
}

/// `CATiledLayer`: tiles of the visible part, drawn off the main thread at the level of detail the screen needs,
/// cached, faded in, redrawn when invalidated.
@MainActor @Suite(.serialized) struct TiledLayerTests {
    let clock = AnimationTestClock.shared

    /// A 1000x1000 tiled layer at the origin of a 400x300 hosted root.
    private func scene() -> (root: CALayer, tiled: RecordingTiledLayer, host: CALayerHost) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 300)
        root.backgroundColor = .white
        let tiled = RecordingTiledLayer()
        tiled.anchorPoint = .zero
        tiled.bounds = CGRect(x: 0, y: 0, width: 1000, height: 1000)
        root.addSublayer(tiled)
        let host = CALayerHost(rootLayer: root) { _ in }
        CATransaction.flush()
        return (root, tiled, host)
    }

    /// Lets the requested tiles be drawn and commits them.
    private func deliverTiles() {
        CATiledLayer.waitForTiles()
        CATransaction.flush()
    }

    private func tileNodes(_ host: CALayerHost) -> [RenderLayer] {
        host.lastRenderTree?.sublayers.first?.sublayers ?? []
    }

    @Test func onlyVisibleTilesAreDrawnOffTheMainThreadEachClippedToItsTile() {
        let (_, tiled, host) = scene()
        defer { host.invalidate() }
        #expect(tileNodes(host).isEmpty, "nothing drawn yet: the background shows")
        deliverTiles()
        let calls = tiled.recorder.calls
        #expect(calls.count == 4, "2x2 tiles of 256 points cover the 400x300 window")
        #expect(calls.allSatisfy { !$0.onMainThread })
        #expect(Set(calls.map { "\($0.clip)" }) == Set([
            CGRect(x: 0, y: 0, width: 256, height: 256), CGRect(x: 256, y: 0, width: 256, height: 256),
            CGRect(x: 0, y: 256, width: 256, height: 256), CGRect(x: 256, y: 256, width: 256, height: 256),
        ].map { "\($0)" }))
        let nodes = tileNodes(host)
        #expect(nodes.count == 4)
        #expect(nodes.allSatisfy { $0.contents?.width == 256 && $0.contents?.height == 256 })
    }

    @Test func zoomingPicksTheLevelOfDetail() {
        let (_, tiled, host) = scene()
        defer { host.invalidate() }
        deliverTiles()
        tiled.levelsOfDetail = 4
        tiled.levelsOfDetailBias = 2
        let cases: [(zoom: CGFloat, expected: CGFloat)] = [(2, 2), (1.5, 2), (1, 1), (0.5, 0.5), (0.2, 0.5), (8, 4), (3, 4)]
        for (zoom, expected) in cases {
            tiled.recorder.reset()
            tiled.transform = CATransform3DMakeScale(zoom, zoom, 1)
            CATransaction.flush()
            deliverTiles()
            // Tiles of a level drawn before (zoom 1 at the start, 0.5 for 0.2) are not drawn again.
            #expect(abs(tiled.pixelsPerPoint(level: tiled.currentLevel) - expected) < 1e-9, "zoom \(zoom)")
            let scales = Set(tiled.recorder.calls.map { ($0.pixelsPerPoint * 1000).rounded() / 1000 })
            #expect(scales.isSubset(of: [expected]), "zoom \(zoom): tiles drawn at \(scales)")
            #expect(tileNodes(host).contains { abs($0.contentsScale - expected) < 1e-9 })
            let side = 256 / expected
            #expect(tiled.recorder.calls.allSatisfy { $0.clip.width <= side + 1e-9 })
        }
    }

    @Test func aSingleLevelNeverChangesItsScale() {
        let (_, tiled, host) = scene()
        defer { host.invalidate() }
        tiled.transform = CATransform3DMakeScale(3, 3, 1)
        CATransaction.flush()
        deliverTiles()
        #expect(Set(tiled.recorder.calls.map { ($0.pixelsPerPoint * 1000).rounded() / 1000 }) == [1])
    }

    @Test func tilesFadeInAsTheyArrive() throws {
        let (_, _, host) = scene()
        defer { host.invalidate() }
        deliverTiles()
        #expect(tileNodes(host).allSatisfy { $0.opacity == 0 })
        clock.advance(by: CATiledLayer.fadeDuration() / 2)
        CATransaction.flush()
        #expect(tileNodes(host).allSatisfy { abs($0.opacity - 0.5) < 1e-3 })
        clock.advance(by: CATiledLayer.fadeDuration())
        CATransaction.flush()
        #expect(tileNodes(host).allSatisfy { $0.opacity == 1 })
    }

    @Test func setNeedsDisplayInARectRedrawsOnlyTheTilesUnderIt() {
        let (_, tiled, host) = scene()
        defer { host.invalidate() }
        deliverTiles()
        tiled.recorder.reset()
        tiled.setNeedsDisplay(CGRect(x: 300, y: 10, width: 5, height: 5))
        CATransaction.flush()
        #expect(tileNodes(host).count == 4, "the old pictures show until the new ones arrive")
        deliverTiles()
        #expect(tiled.recorder.calls.map(\.clip) == [CGRect(x: 256, y: 0, width: 256, height: 256)])
        tiled.recorder.reset()
        tiled.setNeedsDisplay()
        CATransaction.flush()
        deliverTiles()
        #expect(tiled.recorder.calls.count == 4)
    }

    @Test func scrollingIntoViewDrawsTheNewTiles() {
        let (root, tiled, host) = scene()
        defer { host.invalidate() }
        root.masksToBounds = true
        deliverTiles()
        tiled.recorder.reset()
        tiled.position = CGPoint(x: -600, y: 0)
        CATransaction.flush()
        deliverTiles()
        let clips = Set(tiled.recorder.calls.map { "\($0.clip.minX),\($0.clip.minY)" })
        #expect(clips == ["512.0,0.0", "768.0,0.0", "512.0,256.0", "768.0,256.0"], "\(clips)")
        #expect(tiled.visibleRect == tiled.bounds, "no scroll layer above it")
    }

    @Test func theTilesAreDrawnOnScreen() throws {
        let (_, _, host) = scene()
        defer { host.invalidate() }
        deliverTiles()
        clock.advance(by: 1)
        CATransaction.flush()
        let tree = try #require(host.lastRenderTree)
        let image = try #require(LayerRenderer.snapshot(of: tree, size: CGSize(width: 400, height: 300), scale: 1))
        let context = try CGContext(pixelWidth: 400, pixelHeight: 300, flipped: true)
        context.draw(image, in: CGRect(x: 0, y: 0, width: 400, height: 300))
        let pixel = context.data!.advanced(by: 150 * context.bytesPerRow + 300 * 4).assumingMemoryBound(to: UInt8.self)
        #expect(abs(Int(pixel[0]) - 255) <= 2 && abs(Int(pixel[1]) - 128) <= 2 && Int(pixel[2]) <= 2,
                "blue-green tile pixels: \(pixel[2]), \(pixel[1]), \(pixel[0])")
    }

    @Test func badSettingsAreRefusedOrClamped() {
        let tiled = CATiledLayer()
        tiled.tileSize = CGSize(width: 0, height: 100)
        tiled.tileSize = CGSize(width: CGFloat.nan, height: 100)
        #expect(tiled.tileSize == CGSize(width: 256, height: 256))
        tiled.tileSize = CGSize(width: 1e9, height: 64)
        #expect(tiled.tileSize == CGSize(width: 4096, height: 64))
        tiled.levelsOfDetail = 1_000_000
        #expect(tiled.levelsOfDetail == CATiledLayer.mostLevels)
        tiled.levelsOfDetail = -3
        #expect(tiled.levelsOfDetail == 1)
        tiled.levelsOfDetailBias = -1
        #expect(tiled.levelsOfDetailBias == 0)
        #expect(tiled.level(forScreenScale: .infinity) == 0)
    }

    /// Huge levels of detail and a huge zoom ask for a bounded number of tiles.
    @Test func aHugeZoomAsksForBoundedTiles() {
        let (_, tiled, host) = scene()
        defer { host.invalidate() }
        CATiledLayer.waitForTiles()
        tiled.tileSize = CGSize(width: 1, height: 1)
        tiled.recorder.reset()
        CATransaction.flush()
        CATiledLayer.waitForTiles()
        #expect(tiled.recorder.calls.count == CATiledLayer.mostTilesPerCommit)
    }
}
