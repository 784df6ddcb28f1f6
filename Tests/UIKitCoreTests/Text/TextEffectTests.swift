@testable import UIKitCore
@testable import CoreGraphics
import CPangoCairo
import Foundation
import Testing

/// Letterpress text (`textEffect`) drawn embossed by TextKit, and letter spacing (`tracking`, `kern`) turning
/// off the font's optional ligatures, as Apple documents for tracking.
@MainActor @Suite(.serialized) struct TextEffectTests {
    static let gray: CGFloat = 0.5

    /// The glyphs Pango shaped for a layout: fewer than its characters where the font joined some in ligatures.
    func glyphCount(_ layout: TextLayout) -> Int {
        guard let iterator = pango_layout_get_iter(layout.layout) else { return 0 }
        defer { pango_layout_iter_free(iterator) }
        var count = 0
        repeat {
            if let run = pango_layout_iter_get_run_readonly(iterator) { count += Int(run.pointee.glyphs.pointee.num_glyphs) }
        } while pango_layout_iter_next_run(iterator) != 0
        return count
    }

    @Test func trackingAndKernTurnOffOptionalLigatures() throws {
        let text = "fi fl office"
        func glyphs(_ attributes: [NSAttributedString.Key: Any]) -> Int {
            var all: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 24)]
            all.merge(attributes) { $1 }
            return glyphCount(NSAttributedString(string: text, attributes: all).makeTextLayout(width: nil))
        }
        let plain = glyphs([:])
        #expect(plain < text.utf16.count, "the font joins fi, fl and ffi: \(plain) glyphs for \(text.utf16.count) characters")
        #expect(glyphs([.tracking: 1.5]) == text.utf16.count, "tracking: one glyph a character")
        #expect(glyphs([.kern: 1.5]) == text.utf16.count, "a non-zero kern too")
        #expect(glyphs([.tracking: 0]) == plain && glyphs([.kern: 0]) == plain, "zero spacing keeps the ligatures")

        // TextKit's lines too, only where the tracking is.
        let storage = NSTextStorage(string: text + " " + text, attributes: [.font: UIFont.systemFont(ofSize: 24)])
        storage.addAttribute(.tracking, value: 1.5, range: NSRange(location: 0, length: text.utf16.count))
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        manager.addTextContainer(NSTextContainer(size: CGSize(width: 2000, height: 200)))
        let line = try #require(manager.layout.fragments.first)
        #expect(glyphCount(line.layout) == text.utf16.count + 1 + plain, "the tracked half has no ligatures, the rest keeps them")
    }

    /// A 40-point text drawn by a layout manager on a mid-grey background.
    func draw(_ text: NSAttributedString) -> CGImage? {
        let storage = NSTextStorage(attributedString: text)
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        manager.addTextContainer(NSTextContainer(size: CGSize(width: 300, height: 100)))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 320, height: 100), format: format).image { context in
            UIColor(white: Self.gray, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 320, height: 100))
            let range = NSRange(location: 0, length: storage.length)
            manager.drawBackground(forGlyphRange: range, at: CGPoint(x: 10, y: 10))
            manager.drawGlyphs(forGlyphRange: range, at: CGPoint(x: 10, y: 10))
        }.cgImage
    }

    /// The first and last rows of a column that are darker than the background (a stem of an "I").
    func stem(_ image: CGImage, x: Int) -> ClosedRange<Int>? {
        let rows = (0..<image.height).filter { image.pixel(x, $0).r < 40 }
        guard let first = rows.first, let last = rows.last else { return nil }
        return first...last
    }

    @Test func letterpressTextIsDrawnPressedIntoThePaper() throws {
        let font = UIFont.systemFont(ofSize: 40)
        let text = NSMutableAttributedString(string: "II II", attributes: [.font: font, .foregroundColor: UIColor.black])
        let plain = try #require(draw(text))
        text.addAttribute(.textEffect, value: NSAttributedString.TextEffectStyle.letterpressStyle, range: NSRange(location: 3, length: 2))
        let pressed = try #require(draw(text))
        keepForInspection(pressed, "uikit-letterpress")
        // The middle of a stem of the plain first "I" and of the pressed last one.
        let columns = (0..<plain.width).filter { stem(plain, x: $0) != nil }
        let plainX = try #require(columns.first) + 2, pressedX = try #require(columns.last) - 2
        let rows = try #require(stem(plain, x: pressedX))
        func level(_ image: CGImage, _ x: Int, _ y: Int) -> Int { image.pixel(x, y).r }
        let below = rows.upperBound + 1, above = rows.lowerBound - 1
        #expect(level(pressed, pressedX, below) > level(plain, pressedX, below) + 50,
                "a light highlight a point below the glyph: \(level(pressed, pressedX, below)) over \(level(plain, pressedX, below))")
        #expect(level(pressed, pressedX, below) > Int(Self.gray * 255) + 40, "lighter than the paper")
        #expect(level(pressed, pressedX, above) < level(plain, pressedX, above) - 25,
                "a darker shade a point above it: \(level(pressed, pressedX, above)) under \(level(plain, pressedX, above))")
        #expect(abs(level(pressed, pressedX, below + 3) - level(plain, pressedX, below + 3)) <= 2, "only a point away")
        #expect(level(pressed, pressedX, (rows.lowerBound + rows.upperBound) / 2) < 40, "the glyph itself stays dark")
        // The plain text beside the pressed text is drawn as it was.
        let touched = (0..<plain.height).filter { plain.pixel(plainX, $0) != pressed.pixel(plainX, $0) }
        #expect(touched.isEmpty, "plain text changed at rows \(touched)")
    }

    @Test func theStyleKeepsItsNameThroughTheStorage() {
        let storage = NSTextStorage(string: "ab", attributes: [.textEffect: NSAttributedString.TextEffectStyle.letterpressStyle])
        storage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 1, length: 1))
        storage.addAttribute(.textEffect, value: NSAttributedString.TextEffectStyle.letterpressStyle, range: NSRange(location: 1, length: 1))
        let value = storage.attribute(.textEffect, at: 1, effectiveRange: nil)
        #expect(NSAttributedString.TextEffectStyle(attributeValue: value) == .letterpressStyle)
        #expect(NSAttributedString.TextEffectStyle.letterpressStyle.rawValue == "_UIKitNewLetterpressStyle")
        #expect(NSAttributedString.TextEffectStyle(attributeValue: "_UIKitNewLetterpressStyle") == .letterpressStyle)
        #expect(NSAttributedString.Key.textEffect.rawValue == "NSTextEffect")
    }
}
