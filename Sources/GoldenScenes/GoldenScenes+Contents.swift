import UIKit

/// Contents images: every gravity, contentsRect, contentsCenter (nine-part) and contentsScale.
extension GoldenScenes {
    @MainActor static var contents: [GoldenScene] {
        typealias P = SceneParts
        return [
            GoldenScene("contents-gravity-all", size: CGSize(width: 200, height: 150),
                        "The twelve gravities, one cell each (iOS's inverted top/bottom): a 16x16 image in 44x44 cells, a 24x12 image for the resize ones.") {
                let root = P.root(CGSize(width: 200, height: 150))
                let gravities: [CALayerContentsGravity] = [.topLeft, .top, .topRight, .resize,
                                                          .left, .center, .right, .resizeAspect,
                                                          .bottomLeft, .bottom, .bottomRight, .resizeAspectFill]
                let small = P.quadrants(width: 16, height: 16), wide = P.quadrants(width: 24, height: 12)
                for (index, gravity) in gravities.enumerated() {
                    let cell = P.box(CGRect(x: 4 + CGFloat(index % 4) * 49, y: 4 + CGFloat(index / 4) * 49,
                                            width: 44, height: 44), CGColor(gray: 0.7, alpha: 1))
                    cell.contents = gravity.rawValue.hasPrefix("resize") ? wide : small
                    cell.contentsGravity = gravity
                    cell.masksToBounds = true
                    root.addSublayer(cell)
                }
                return root
            },
            GoldenScene("contents-minification-filters", size: CGSize(width: 200, height: 100),
                        "A 200x200-pixel checkerboard of 2-pixel squares shrunk to 40x40: nearest and linear alias "
                        + "into coarse black and white, trilinear shows the even grey; below, trilinear through a 1/5 "
                        + "scale transform (grey), with a bias of -2 (sharper, partly aliased) and a quadrant image.") {
                let root = P.root(CGSize(width: 200, height: 100))
                let checkerboard = P.checkerboard(size: 200, square: 2)
                let filters: [CALayerContentsFilter] = [.nearest, .linear, .trilinear]
                for (index, filter) in filters.enumerated() {
                    let layer = P.box(CGRect(x: 10 + CGFloat(index) * 50, y: 5, width: 40, height: 40), nil)
                    layer.contents = checkerboard
                    layer.minificationFilter = filter
                    root.addSublayer(layer)
                }
                let scaled = P.box(CGRect(x: 0, y: 0, width: 200, height: 200), nil)
                scaled.contents = checkerboard
                scaled.minificationFilter = .trilinear
                scaled.position = CGPoint(x: 30, y: 75)
                scaled.transform = CATransform3DMakeScale(0.2, 0.2, 1)
                root.addSublayer(scaled)
                let sharper = P.box(CGRect(x: 60, y: 55, width: 40, height: 40), nil)
                sharper.contents = checkerboard
                sharper.minificationFilter = .trilinear
                sharper.minificationFilterBias = -2
                root.addSublayer(sharper)
                let quadrants = P.box(CGRect(x: 110, y: 55, width: 30, height: 30), nil)
                quadrants.contents = P.quadrants(width: 128, height: 128)
                quadrants.minificationFilter = .trilinear
                root.addSublayer(quadrants)
                return root
            },
            GoldenScene("contents-rect", "contentsRect (0.5, 0, 0.5, 0.5) shows only the top-right (green) quarter, stretched.") {
                let root = P.root()
                let layer = P.box(CGRect(x: 20, y: 20, width: 80, height: 60), nil)
                layer.contents = P.quadrants(width: 40, height: 40)
                layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
                root.addSublayer(layer)
                let whole = P.box(CGRect(x: 20, y: 90, width: 20, height: 20), nil)
                whole.contents = P.quadrants(width: 40, height: 40)
                root.addSublayer(whole)
                return root
            },
            GoldenScene("contents-center-nine-part", "contentsCenter keeps a frame image's 6-pixel corners and edges sharp while the middle stretches.") {
                let root = P.root()
                let image = P.frameImage(size: 24, border: 6)
                let wide = P.box(CGRect(x: 8, y: 8, width: 104, height: 40), nil)
                wide.contents = image
                wide.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
                root.addSublayer(wide)
                let tall = P.box(CGRect(x: 8, y: 56, width: 50, height: 56), nil)
                tall.contents = image
                tall.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
                root.addSublayer(tall)
                let plain = P.box(CGRect(x: 66, y: 56, width: 46, height: 56), nil)
                plain.contents = image
                root.addSublayer(plain)
                return root
            },
            GoldenScene("contents-center-trilinear", size: CGSize(width: 160, height: 60),
                        "A 200x200-pixel checkerboard of 2-pixel squares as a nine-part image (contentsCenter 0.25...0.75, "
                        + "contentsScale 4) in 40x40 points: corners, edges and middle all shrink, so linear aliases "
                        + "into black and white "
                        + "while trilinear shows the even grey in every part (the light seams are the parts' antialiased "
                        + "edges at half points); right, trilinear through a 1/10 scale transform.") {
                let root = P.root(CGSize(width: 160, height: 60))
                let checkerboard = P.checkerboard(size: 200, square: 2)
                for (index, filter) in [CALayerContentsFilter.linear, .trilinear].enumerated() {
                    let layer = P.box(CGRect(x: 10 + CGFloat(index) * 50, y: 10, width: 40, height: 40), nil)
                    layer.contents = checkerboard
                    layer.contentsScale = 4
                    layer.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
                    layer.minificationFilter = filter
                    root.addSublayer(layer)
                }
                let scaled = P.box(CGRect(x: 0, y: 0, width: 200, height: 200), nil)
                scaled.contents = checkerboard
                scaled.contentsScale = 4
                scaled.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
                scaled.minificationFilter = .trilinear
                scaled.position = CGPoint(x: 130, y: 30)
                scaled.transform = CATransform3DMakeScale(0.1, 0.1, 1)
                root.addSublayer(scaled)
                return root
            },
            GoldenScene("contents-scale", "A 40x40-pixel image at contentsScale 2 is 20x20 points under centre gravity; at scale 1 it is 40x40.") {
                let root = P.root()
                let image = P.quadrants(width: 40, height: 40)
                let retina = P.box(CGRect(x: 10, y: 10, width: 50, height: 50), CGColor(gray: 0.7, alpha: 1))
                retina.contents = image
                retina.contentsScale = 2
                retina.contentsGravity = .center
                root.addSublayer(retina)
                let normal = P.box(CGRect(x: 60, y: 60, width: 50, height: 50), CGColor(gray: 0.7, alpha: 1))
                normal.contents = image
                normal.contentsGravity = .center
                root.addSublayer(normal)
                return root
            },
            GoldenScene("contents-with-background-border", "Order: background, then contents, then border on top.") {
                let root = P.root()
                let layer = P.box(CGRect(x: 20, y: 20, width: 80, height: 80), P.blue)
                layer.contents = P.quadrants(width: 20, height: 20)
                layer.contentsGravity = .center
                layer.borderWidth = 4
                layer.borderColor = .black
                root.addSublayer(layer)
                return root
            },
            GoldenScene("contents-pattern-colour", "UIColor(patternImage:) tiles a 16x16-point quadrant image (2x pixels) from each layer's top-left corner: a rounded background, a shape's fill and, at half alpha, a background.") {
                let root = P.root()
                let tile = UIImage(cgImage: P.quadrants(width: 32, height: 32), scale: 2, orientation: .up)
                let pattern = UIColor(patternImage: tile)
                let rounded = P.box(CGRect(x: 8, y: 8, width: 56, height: 44), pattern.cgColor)
                rounded.cornerRadius = 10
                root.addSublayer(rounded)
                let faded = P.box(CGRect(x: 72, y: 8, width: 40, height: 44), pattern.withAlphaComponent(0.5).cgColor)
                root.addSublayer(faded)
                let shape = CAShapeLayer()
                shape.frame = CGRect(x: 8, y: 60, width: 104, height: 52)
                shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 104, height: 52), transform: nil)
                shape.fillColor = pattern.cgColor
                root.addSublayer(shape)
                return root
            },
        ]
    }
}
