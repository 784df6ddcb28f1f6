import UIKit

/// Background, border, corners, clipping, masks, shadows, opacity and hiding.
extension GoldenScenes {
    @MainActor static var appearance: [GoldenScene] {
        typealias P = SceneParts
        return [
            GoldenScene("background-sibling-order", "Three overlapping backgrounds; the later sibling is on top.") {
                let root = P.root()
                root.addSublayer(P.box(CGRect(x: 10, y: 10, width: 60, height: 60), P.red))
                root.addSublayer(P.box(CGRect(x: 30, y: 30, width: 60, height: 60), P.green))
                root.addSublayer(P.box(CGRect(x: 50, y: 50, width: 60, height: 60), P.blue))
                return root
            },
            GoldenScene("border-inward", "A red square with a 10-point blue border drawn inside its bounds.") {
                let root = P.root()
                let layer = P.box(CGRect(x: 20, y: 20, width: 80, height: 80), P.red)
                layer.borderWidth = 10
                layer.borderColor = P.blue
                root.addSublayer(layer)
                return root
            },
            GoldenScene("corner-radius-border", "Rounded corners clip the background and the border follows them.") {
                let root = P.root()
                let layer = P.box(CGRect(x: 15, y: 15, width: 90, height: 90), P.red)
                layer.cornerRadius = 25
                layer.borderWidth = 6
                layer.borderColor = P.blue
                root.addSublayer(layer)
                return root
            },
            GoldenScene("masked-corners", "Only the top-left and bottom-right corners are rounded.") {
                let root = P.root()
                let layer = P.box(CGRect(x: 15, y: 15, width: 90, height: 90), P.green)
                layer.cornerRadius = 30
                layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
                root.addSublayer(layer)
                return root
            },
            GoldenScene("masks-to-bounds-rounded", "A rounded layer that masks to bounds clips its overflowing sublayer.") {
                let root = P.root()
                let parent = P.box(CGRect(x: 20, y: 20, width: 80, height: 80), P.blue)
                parent.cornerRadius = 20
                parent.masksToBounds = true
                parent.addSublayer(P.box(CGRect(x: 40, y: 40, width: 70, height: 70), P.yellow))
                root.addSublayer(parent)
                return root
            },
            GoldenScene("sublayers-unclipped", "Without masksToBounds, a sublayer draws outside its superlayer.") {
                let root = P.root()
                let parent = P.box(CGRect(x: 10, y: 10, width: 60, height: 60), P.blue)
                parent.addSublayer(P.box(CGRect(x: 40, y: 40, width: 60, height: 60), P.yellow))
                root.addSublayer(parent)
                return root
            },
            GoldenScene("mask-layer-ellipse", "A circular mask layer: only the masked layer's pixels under the mask show.") {
                let root = P.root()
                let layer = P.box(CGRect(x: 10, y: 10, width: 100, height: 100), P.red)
                layer.addSublayer(P.box(CGRect(x: 0, y: 50, width: 100, height: 50), P.green))
                let mask = P.box(CGRect(x: 10, y: 10, width: 80, height: 80), .white)
                mask.cornerRadius = 40
                layer.mask = mask
                root.addSublayer(layer)
                return root
            },
            GoldenScene("mask-layer-alpha", "A mask's alpha (not its colour) sets the layer's alpha: a half-transparent mask half.") {
                let root = P.root()
                let layer = P.box(CGRect(x: 10, y: 10, width: 100, height: 100), P.blue)
                let mask = CALayer()
                mask.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                mask.addSublayer(P.box(CGRect(x: 0, y: 0, width: 50, height: 100), CGColor(red: 0, green: 0, blue: 0, alpha: 1)))
                mask.addSublayer(P.box(CGRect(x: 50, y: 0, width: 50, height: 100), CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
                layer.mask = mask
                root.addSublayer(layer)
                return root
            },
            GoldenScene("shadow-hard-offset", "shadowOpacity 1, offset (0, 10), radius 0: a hard band below the layer.") {
                let root = P.root()
                let layer = P.box(CGRect(x: 20, y: 15, width: 80, height: 80), P.red)
                layer.shadowOpacity = 1
                layer.shadowOffset = CGSize(width: 0, height: 10)
                layer.shadowRadius = 0
                root.addSublayer(layer)
                return root
            },
            GoldenScene("shadow-blurred-rounded", "A blurred coloured shadow that follows rounded corners.") {
                let root = P.root()
                let layer = P.box(CGRect(x: 20, y: 20, width: 70, height: 70), P.yellow)
                layer.cornerRadius = 16
                layer.shadowOpacity = 0.8
                layer.shadowColor = P.blue
                layer.shadowOffset = CGSize(width: 8, height: 8)
                layer.shadowRadius = 6
                root.addSublayer(layer)
                return root
            },
            GoldenScene("shadow-clipped-by-masks-to-bounds", "masksToBounds clips the shadow away.") {
                let root = P.root()
                let layer = P.box(CGRect(x: 20, y: 15, width: 80, height: 80), P.red)
                layer.shadowOpacity = 1
                layer.shadowOffset = CGSize(width: 0, height: 10)
                layer.shadowRadius = 0
                layer.masksToBounds = true
                root.addSublayer(layer)
                return root
            },
            GoldenScene("shadow-path", "shadowPath gives the shadow its own shape (an ellipse) whatever the content.") {
                let root = P.root()
                let layer = P.box(CGRect(x: 25, y: 15, width: 70, height: 50), P.green)
                layer.shadowOpacity = 1
                layer.shadowRadius = 0
                layer.shadowOffset = .zero
                layer.shadowPath = CGPath(ellipseIn: CGRect(x: -10, y: 40, width: 90, height: 55), transform: nil)
                root.addSublayer(layer)
                return root
            },
            GoldenScene("shadow-recoloured-shared", size: CGSize(width: 200, height: 140),
                        "Cards of one rounded shape casting shadows of other colours, opacities and offsets (one a fraction of a point), a half-transparent card's fainter shadow, a faded turned card and a photo's shadow.") {
                let root = P.root(CGSize(width: 200, height: 140))
                let shadows: [(CGColor, Float, CGSize)] = [(P.blue, 1, CGSize(width: 4, height: 6)),
                                                          (P.red, 0.5, CGSize(width: -3, height: 5)),
                                                          (CGColor(gray: 0, alpha: 1), 0.35, CGSize(width: 2.5, height: 3.5))]
                for (index, (color, opacity, offset)) in shadows.enumerated() {
                    let card = P.box(CGRect(x: 12 + 62 * CGFloat(index), y: 12, width: 48, height: 40), P.yellow)
                    card.cornerRadius = 10
                    card.shadowColor = color
                    card.shadowOpacity = opacity
                    card.shadowOffset = offset
                    card.shadowRadius = 4
                    root.addSublayer(card)
                }
                let faint = P.box(CGRect(x: 12, y: 76, width: 48, height: 40), CGColor(red: 0.1, green: 0.7, blue: 0.2, alpha: 0.5))
                faint.cornerRadius = 10
                faint.shadowOpacity = 1
                faint.shadowOffset = CGSize(width: 4, height: 6)
                faint.shadowRadius = 4
                root.addSublayer(faint)
                let faded = P.box(CGRect(x: 74, y: 76, width: 48, height: 40), P.blue)
                faded.cornerRadius = 10
                faded.opacity = 0.6
                faded.shadowOpacity = 0.9
                faded.shadowOffset = CGSize(width: 4, height: 6)
                faded.shadowRadius = 4
                faded.setAffineTransform(CGAffineTransform(rotationAngle: 0.35))
                root.addSublayer(faded)
                let photo = CALayer()
                photo.frame = CGRect(x: 140, y: 78, width: 40, height: 40)
                photo.contents = P.quadrants(width: 40, height: 40)
                photo.shadowOpacity = 0.7
                photo.shadowOffset = CGSize(width: 3, height: 3)
                photo.shadowRadius = 3
                root.addSublayer(photo)
                return root
            },
            GoldenScene("opacity-group", "A half-opaque group: its overlapping sublayers do not show through each other.") {
                let root = P.root()
                let group = CALayer()
                group.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
                group.opacity = 0.5
                group.addSublayer(P.box(CGRect(x: 10, y: 10, width: 70, height: 70), P.red))
                group.addSublayer(P.box(CGRect(x: 40, y: 40, width: 70, height: 70), P.blue))
                root.addSublayer(group)
                return root
            },
            GoldenScene("hidden-subtree", "A hidden layer hides its sublayers; its visible sibling still shows.") {
                let root = P.root()
                let hidden = P.box(CGRect(x: 10, y: 10, width: 60, height: 60), P.red)
                hidden.addSublayer(P.box(CGRect(x: 20, y: 20, width: 60, height: 60), P.green))
                hidden.isHidden = true
                root.addSublayer(hidden)
                root.addSublayer(P.box(CGRect(x: 60, y: 60, width: 50, height: 50), P.blue))
                return root
            },
        ]
    }
}
