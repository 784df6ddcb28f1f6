import Foundation
import Testing
@testable import UIKitCore
@testable import QuartzCore

/// What a tiled view's `draw(_:)` saw, from the drawing threads.
private final class TileRectRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [(rect: CGRect, onMain: Bool, hadContext: Bool)] = []
    func record(_ rect: CGRect, onMain: Bool, hadContext: Bool) {
        lock.lock(); stored.append((rect, onMain, hadContext)); lock.unlock()
    }
    var calls: [(rect: CGRect, onMain: Bool, hadContext: Bool)] { lock.lock(); defer { lock.unlock() }; return stored }
}

/// The book's tiled view: a view whose layer class is `CATiledLayer` draws each tile's rectangle.
private final class TiledTestView: UIView {
    override class var layerClass: AnyClass { CATiledLayer.self }
    let recorder = TileRectRecorder()

    override func draw(_ rect: CGRect) {
        let context = UIGraphicsGetCurrentContext()
        recorder.record(rect, onMain: Thread.isMainThread, hadContext: context != nil)
        UIColor.red.setFill()
        UIRectFill(rect)
    }
}

@MainActor @Suite(.serialized) struct TiledViewTests {
    @Test func aTiledViewDrawsEachVisibleTileOffTheMainThreadWithItsRectangle() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.clipsToBounds = true
        let tiled = TiledTestView(frame: CGRect(x: 0, y: 0, width: 2000, height: 2000))
        tiled.backgroundColor = .white
        (tiled.layer as? CATiledLayer)?.tileSize = CGSize(width: 128, height: 128)
        root.addSubview(tiled)
        let host = CALayerHost(rootLayer: root.layer) { _ in }
        defer { host.invalidate() }
        CATransaction.flush()
        CATiledLayer.waitForTiles()
        CATransaction.flush()
        let calls = tiled.recorder.calls
        #expect(calls.count == 6, "3 x 2 tiles of 128 points cover 300 x 200")
        #expect(calls.allSatisfy { !$0.onMain && $0.hadContext })
        #expect(calls.allSatisfy { $0.rect.width == 128 && $0.rect.height == 128 })
        #expect(tiled.layer.backgroundColor != nil, "the background stays on the layer, under missing tiles")
        #expect(UIGraphicsGetCurrentContext() == nil, "the main thread's context stack is untouched")
    }
}
