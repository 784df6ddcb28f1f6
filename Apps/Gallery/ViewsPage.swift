import UIKit

/// Plain views: background colours, alpha blending, nesting with clipping, transforms and autoresizing.
final class ViewsPage: GalleryPageContent {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let accents = GalleryStyle.accents

        let colours = addTile("Colours", column: 0, row: 0)
        for (index, colour) in accents.enumerated() {
            let swatch = UIView(frame: CGRect(x: 20 + CGFloat(index) * 38, y: 55, width: 30, height: 60))
            swatch.backgroundColor = colour
            colours.addSubview(swatch)
        }

        let alpha = addTile("Alpha blending", column: 1, row: 0)
        for (index, colour) in accents.prefix(3).enumerated() {
            let disc = UIView(frame: CGRect(x: 45 + CGFloat(index) * 45, y: 35 + CGFloat(index % 2) * 30,
                                            width: 80, height: 80))
            disc.backgroundColor = colour
            disc.alpha = 0.7
            disc.layer.cornerRadius = 40
            alpha.addSubview(disc)
        }

        let clipping = addTile("Nesting and clipping", column: 2, row: 0)
        let outer = UIView(frame: CGRect(x: 40, y: 25, width: 150, height: 120))
        outer.backgroundColor = accents[3]
        outer.clipsToBounds = true
        outer.layer.cornerRadius = 16
        let inner = UIView(frame: CGRect(x: 70, y: 50, width: 120, height: 100))
        inner.backgroundColor = accents[1]
        outer.addSubview(inner)
        clipping.addSubview(outer)

        let transforms = addTile("Transforms", column: 0, row: 1)
        for (index, angle) in [CGFloat(-0.3), 0, 0.3].enumerated() {
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 70, height: 90))
            card.center = CGPoint(x: 60 + CGFloat(index) * 55, y: 85)
            card.backgroundColor = accents[index + 2]
            card.layer.cornerRadius = 8
            card.transform = CGAffineTransform(rotationAngle: angle)
            transforms.addSubview(card)
        }

        let hidden = addTile("Hidden and alpha 0", column: 1, row: 1)
        for index in 0..<4 {
            let cell = UIView(frame: CGRect(x: 25 + CGFloat(index) * 47, y: 55, width: 40, height: 60))
            cell.backgroundColor = accents[4]
            cell.alpha = 1 - CGFloat(index) * 0.3
            hidden.addSubview(cell)
        }

        let resizing = addTile("Autoresizing", column: 2, row: 1)
        let box = UIView(frame: CGRect(x: 30, y: 30, width: 170, height: 110))
        box.backgroundColor = UIColor(white: 0.92, alpha: 1)
        let pinned = UIView(frame: CGRect(x: 90, y: 10, width: 70, height: 30))
        pinned.backgroundColor = accents[0]
        pinned.autoresizingMask = [.flexibleLeftMargin]
        let stretched = UIView(frame: CGRect(x: 10, y: 60, width: 150, height: 40))
        stretched.backgroundColor = accents[2]
        stretched.autoresizingMask = [.flexibleWidth]
        box.addSubview(pinned)
        box.addSubview(stretched)
        resizing.addSubview(box)
        box.frame.size.width = 140  // the subviews follow their masks
    }

    required init?(coder: NSCoder) { nil }
}
