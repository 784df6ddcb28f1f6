import UIKit

/// TextKit: NSLayoutManager's line fragments around an exclusion path and through two containers, drawn into a
/// layer's contents.
extension GoldenScenes {
    @MainActor static var text: [GoldenScene] {
        typealias P = SceneParts
        let words = "Lines of text flow around the hole that an exclusion path cuts in their container, and go on "
            + "below it at the full width again, word after word, until the text ends here."
        return [
            GoldenScene("textkit-exclusion-path", size: CGSize(width: 200, height: 160),
                        "Black text on paper wraps around a blue disc (the exclusion path) at the top right, then spans the width below it.") {
                let root = P.root(CGSize(width: 200, height: 160))
                let disc = CGRect(x: 110, y: 8, width: 70, height: 70)
                root.addSublayer(textLayer(words, frame: CGRect(x: 4, y: 4, width: 192, height: 152),
                                           containers: [CGSize(width: 192, height: 152)],
                                           exclusion: UIBezierPath(ovalIn: disc.insetBy(dx: -4, dy: -4)), disc: disc))
                return root
            },
            GoldenScene("textkit-two-columns", size: CGSize(width: 220, height: 120),
                        "One text in two 100-point columns: the left fills to its bottom, the rest continues at the top of the right.") {
                let root = P.root(CGSize(width: 220, height: 120))
                root.addSublayer(textLayer(words, frame: CGRect(x: 4, y: 4, width: 212, height: 112),
                                           containers: [CGSize(width: 100, height: 112), CGSize(width: 100, height: 112)],
                                           exclusion: nil, disc: nil))
                return root
            },
        ]
    }

    /// A layer whose contents is `string` laid out by one layout manager in `containers` side by side (12 points
    /// apart) on paper, with a blue disc drawn under the exclusion path.
    @MainActor private static func textLayer(_ string: String, frame: CGRect, containers: [CGSize],
                                             exclusion: UIBezierPath?, disc: CGRect?) -> CALayer {
        let storage = NSTextStorage(string: string, attributes: [
            .font: UIFont.systemFont(ofSize: 11), .foregroundColor: UIColor.black,
        ])
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        for size in containers {
            let container = NSTextContainer(size: size)
            container.lineFragmentPadding = 2
            if let exclusion { container.exclusionPaths = [exclusion] }
            manager.addTextContainer(container)
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: frame.size, format: format).image { context in
            UIColor(cgColor: SceneParts.paper).setFill()
            context.fill(CGRect(origin: .zero, size: frame.size))
            if let disc {
                UIColor(cgColor: SceneParts.blue).setFill()
                UIBezierPath(ovalIn: disc).fill()
            }
            var x: CGFloat = 0
            for container in manager.textContainers {
                manager.drawGlyphs(forGlyphRange: manager.glyphRange(for: container), at: CGPoint(x: x, y: 0))
                x += container.size.width + 12
            }
        }
        let layer = SceneParts.box(frame, nil)
        layer.contents = image.cgImage
        return layer
    }
}
