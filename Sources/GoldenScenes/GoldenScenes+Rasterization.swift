import UIKit

/// Tiled layers at two zoom levels, rasterized subtrees and group opacity.
extension GoldenScenes {
    @MainActor static var rasterization: [GoldenScene] {
        typealias P = SceneParts
        return [
            GoldenScene("tiled-layer-zoom-1x", "A tiled layer of rings in 64-pixel tiles, at 1x: four tiles drawn at level 0.") {
                GoldenTiledLayer.scene(zoom: 1)
            },
            GoldenScene("tiled-layer-zoom-2x", "The same tiled layer zoomed 2x: its tiles drawn at level 1, twice the detail, as sharp as at 1x.") {
                GoldenTiledLayer.scene(zoom: 2)
            },
            GoldenScene("rasterized-subtree", "Two rasterized groups of bordered boxes: one upright at scale 1 (exact), one turned 20 degrees (resampled from its picture).") {
                let root = P.root()
                for (index, angle) in [0.0, 20.0].enumerated() {
                    let group = P.box(CGRect(x: 8 + CGFloat(index) * 58, y: 20, width: 48, height: 80), P.yellow)
                    group.borderWidth = 2
                    group.borderColor = P.blue
                    group.addSublayer(P.box(CGRect(x: 6, y: 6, width: 36, height: 30), P.red))
                    let round = P.box(CGRect(x: 10, y: 44, width: 28, height: 28), P.green)
                    round.cornerRadius = 14
                    group.addSublayer(round)
                    group.shouldRasterize = true
                    group.transform = CATransform3DMakeRotation(angle * .pi / 180, 0, 0, 1)
                    root.addSublayer(group)
                }
                return root
            },
            GoldenScene("group-opacity", "Overlapping red and blue squares at half opacity: as one group (left), and each faded on its own, the red showing through the blue (right).") {
                let root = P.root()
                for (index, grouped) in [true, false].enumerated() {
                    let group = CALayer()
                    group.frame = CGRect(x: 5 + CGFloat(index) * 58, y: 30, width: 52, height: 60)
                    group.opacity = 0.5
                    group.allowsGroupOpacity = grouped
                    group.addSublayer(P.box(CGRect(x: 0, y: 0, width: 34, height: 40), P.red))
                    group.addSublayer(P.box(CGRect(x: 18, y: 20, width: 34, height: 40), P.blue))
                    root.addSublayer(group)
                }
                return root
            },
        ]
    }
}
