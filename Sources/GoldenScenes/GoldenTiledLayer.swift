import UIKit

/// The golden scenes' tiled layer: rings round (120, 120) and a diagonal, fine enough to show the level of detail
/// a tile was drawn at. No fade, so a scene shows its tiles as soon as they are drawn.
final class GoldenTiledLayer: CATiledLayer {
    override class func fadeDuration() -> CFTimeInterval { 0 }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(CGColor(red: 1, green: 0.97, blue: 0.85, alpha: 1))
        ctx.fill(ctx.boundingBoxOfClipPath)
        ctx.setStrokeColor(CGColor(red: 0.1, green: 0.2, blue: 0.9, alpha: 1))
        ctx.setLineWidth(1.5)
        for radius in stride(from: CGFloat(8), through: 160, by: 8) {
            ctx.strokeEllipse(in: CGRect(x: 120 - radius, y: 120 - radius, width: 2 * radius, height: 2 * radius))
        }
        ctx.setStrokeColor(CGColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1))
        ctx.setLineWidth(0.75)
        ctx.move(to: .zero)
        ctx.addLine(to: CGPoint(x: 240, y: 240))
        ctx.strokePath()
    }

    /// A 240-point square tiled layer of 64-pixel tiles at two levels (1x and 2x), zoomed by `zoom`, in a root of
    /// its own, with its tiles drawn.
    @MainActor static func scene(zoom: CGFloat) -> CALayer {
        let root = SceneParts.root()
        root.masksToBounds = true
        let tiled = GoldenTiledLayer()
        tiled.anchorPoint = .zero
        tiled.bounds = CGRect(x: 0, y: 0, width: 240, height: 240)
        tiled.tileSize = CGSize(width: 64, height: 64)
        tiled.levelsOfDetail = 2
        tiled.levelsOfDetailBias = 1
        tiled.transform = CATransform3DMakeScale(zoom, zoom, 1)
        root.addSublayer(tiled)
        // Asks for the tiles and takes them in, as commits do, without a commit: a flush here would commit every
        // other tree in the process (tests running beside the one that builds this scene).
        tiled.updateTiles(now: CACurrentMediaTime())
        CATiledLayer.waitForTiles()
        tiled.updateTiles(now: CACurrentMediaTime())
        return root
    }
}
