import Foundation
import Testing
@testable import UIKitCore
@testable import QuartzCore

/// The colours a tiled view's drawing resolved, from the drawing threads.
private final class ResolvedColourRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [CGColor] = []
    func record(_ colour: CGColor) { lock.withLock { stored.append(colour) } }
    var colours: [CGColor] { lock.withLock { stored } }
}

/// A tiled view filling its tiles with a colour that is red in light mode and green in dark mode.
private final class DynamicTiledView: UIView {
    override class var layerClass: AnyClass { CATiledLayer.self }
    let recorder = ResolvedColourRecorder()
    static let lightRedDarkGreen = UIColor { traits in traits.userInterfaceStyle == .dark ? .green : .red }

    override func draw(_ rect: CGRect) {
        let colour = Self.lightRedDarkGreen.cgColor
        recorder.record(colour)
        UIGraphicsGetCurrentContext()?.setFillColor(colour)
        UIGraphicsGetCurrentContext()?.fill(rect)
    }
}

/// A tiled view draws its tiles off the main thread with its own traits current: dynamic colours resolve for its
/// light or dark style there, and the main thread's current traits are left alone.
@MainActor @Suite(.serialized) struct TiledViewTraitTests {
    func drawnColours(style: UIUserInterfaceStyle) -> [CGColor] {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let tiled = DynamicTiledView(frame: root.bounds)
        tiled.overrideUserInterfaceStyle = style
        (tiled.layer as? CATiledLayer)?.tileSize = CGSize(width: 128, height: 128)
        root.addSubview(tiled)
        let host = CALayerHost(rootLayer: root.layer) { _ in }
        defer { host.invalidate() }
        CATransaction.flush()
        CATiledLayer.waitForTiles()
        CATransaction.flush()
        return tiled.recorder.colours
    }

    @Test func darkTilesResolveDynamicColoursDarkOffTheMainThread() {
        let mainTraits = UITraitCollection.current
        let dark = drawnColours(style: .dark)
        #expect(!dark.isEmpty && dark.allSatisfy { $0 == UIColor.green.cgColor }, "tiles of a dark view are green")
        let light = drawnColours(style: .light)
        #expect(!light.isEmpty && light.allSatisfy { $0 == UIColor.red.cgColor }, "tiles of a light view are red")
        #expect(UITraitCollection.current === mainTraits, "the main thread's current traits are untouched")
    }

    @Test func aThreadsCurrentTraitsAreItsOwn() async {
        let mainStyle = UITraitCollection.current.userInterfaceStyle
        let seen = await Task.detached { () -> (inside: UIUserInterfaceStyle, after: UIUserInterfaceStyle) in
            var inside = UIUserInterfaceStyle.unspecified
            UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { inside = UITraitCollection.current.userInterfaceStyle }
            return (inside, UITraitCollection.current.userInterfaceStyle)
        }.value
        #expect(seen.inside == .dark && seen.after == mainStyle, "the thread's own setting is put back")
        #expect(UITraitCollection.current.userInterfaceStyle == mainStyle)
    }
}
