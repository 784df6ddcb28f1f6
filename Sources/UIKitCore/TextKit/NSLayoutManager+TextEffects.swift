import Foundation

/// Text effects while drawing lines (`NSAttributedString.Key.textEffect`).
extension NSLayoutManager {
    /// The rectangles (in the container, a line high) of a line's letterpress runs.
    func letterpressRects(of fragment: LineFragment, in storage: NSTextStorage) -> [CGRect] {
        let characters = fragment.glyphCharacters
        guard !characters.isEmpty else { return [] }
        var rects: [CGRect] = []
        storage.enumerateAttribute(.textEffect, in: NSRange(location: characters.lowerBound, length: characters.count),
                                   options: []) { value, run, _ in
            guard NSAttributedString.TextEffectStyle(attributeValue: value) == .letterpressStyle else { return }
            let x1 = caretX(run.location, in: fragment), x2 = caretX(NSMaxRange(run), in: fragment)
            rects.append(CGRect(x: min(x1, x2), y: fragment.rect.minY, width: abs(x2 - x1), height: fragment.rect.height))
        }
        return rects
    }

    /// Draws a line's letterpress runs (`rects`, in the container) again over the line as drawn, pressed into the
    /// paper: once over a darker shade a point above the glyphs, once over a light highlight a point below them.
    /// The effect stays inside the runs' rectangles (widened by the offsets), so plain text beside them is left as
    /// it was.
    @MainActor func drawLetterpress(of fragment: LineFragment, in rects: [CGRect], at point: CGPoint, origin: CGPoint,
                                    context: CGContext) {
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: rects.map { $0.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: -1, dy: -2) })
        // Shadow offsets: +y is down in UIKit's flipped drawing.
        context.setShadow(offset: CGSize(width: 0, height: -1), blur: 0, color: UIColor(white: 0, alpha: 0.45).cgColor)
        context.draw(fragment.layout, line: fragment.line.index, at: point)
        context.setShadow(offset: CGSize(width: 0, height: 1), blur: 0, color: UIColor(white: 1, alpha: 0.8).cgColor)
        context.draw(fragment.layout, line: fragment.line.index, at: point)
    }
}
