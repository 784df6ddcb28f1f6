@testable import UIKitCore
import Foundation
import Testing

/// A shadow attribute shadows its own run only: "plain shadowed plain" draws the shadow colour under the middle
/// word and nowhere under the others, and two shadows on one line each appear under their words, through TextKit,
/// string drawing and a label alike.
@MainActor @Suite struct TextShadowRunTests {
    static let size = CGSize(width: 360, height: 60)
    static let font = UIFont.boldSystemFont(ofSize: 22)

    static func shadow(_ color: UIColor) -> NSShadow {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 3, height: 4)
        shadow.shadowBlurRadius = 1
        shadow.shadowColor = color
        return shadow
    }

    /// "plain middle plain" with `middle` shadowed, or `first` and `middle` in two shadows.
    static func string(middle: UIColor, first: UIColor? = nil) -> NSAttributedString {
        let string = NSMutableAttributedString(string: "plain middle plain", attributes: [.font: font, .foregroundColor: UIColor.black])
        string.addAttribute(.shadow, value: shadow(middle), range: NSRange(location: 6, length: 6))
        if let first { string.addAttribute(.shadow, value: shadow(first), range: NSRange(location: 0, length: 5)) }
        return string
    }

    /// How far right of its word a shadow reaches: its offset and blur.
    static let reach = 5

    /// The words' x ranges in the drawing (from the one-line layout).
    static func columns(of string: NSAttributedString, at x: CGFloat) -> [Range<Int>] {
        let layout = string.makeTextLayout(width: nil)
        return [0..<5, 6..<12, 13..<18].map { word in
            let left = layout.characterRect(utf16Offset: word.lowerBound).minX + x
            let right = layout.characterRect(utf16Offset: word.upperBound - 1).maxX + x
            return Int(left.rounded(.down))..<Int(right.rounded(.up))
        }
    }

    /// Where a word's shadow may fall.
    static func shadowColumns(_ word: Range<Int>) -> Range<Int> { word.lowerBound..<(word.upperBound + reach) }

    static func columns(_ image: CGImage, where matches: (RGBA8) -> Bool) -> Set<Int> {
        Set((0..<image.width).filter { x in (0..<image.height).contains { matches(image.pixel(x, $0)) } })
    }

    static func isBlue(_ pixel: RGBA8) -> Bool { pixel.b > 150 && pixel.r < 120 && pixel.g < 120 }
    static func isRed(_ pixel: RGBA8) -> Bool { pixel.r > 150 && pixel.b < 120 && pixel.g < 120 }

    /// Draws through each text path: TextKit's layout manager, string drawing, a label.
    nonisolated static let paths: [String] = ["TextKit", "string drawing", "label"]

    static func draw(_ string: NSAttributedString, through path: String) -> CGImage? {
        let image = render(size, scale: 1) { _ in
            switch path {
            case "TextKit":
                let (_, manager, _) = makeTextKitStack(string, containers: [size])
                manager.drawGlyphs(forGlyphRange: NSRange(location: 0, length: string.length), at: CGPoint(x: 10, y: 10))
            case "string drawing":
                string.draw(at: CGPoint(x: 10, y: 10))
            default:
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: size.width - 10, height: size.height))
                label.attributedText = string
                label.textAlignment = .left
                UIGraphicsGetCurrentContext()?.translateBy(x: 10, y: 0)
                label.drawText(in: CGRect(x: 0, y: 0, width: size.width - 10, height: size.height))
            }
        }
        try? image.pngData()?.write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "text-shadow-\(path).png"))
        return image.cgImage
    }

    @Test(arguments: paths) func aShadowAppearsUnderItsWordOnly(path: String) throws {
        let string = Self.string(middle: .blue)
        let image = try #require(Self.draw(string, through: path))
        let words = Self.columns(of: string, at: 10)
        let blue = Self.columns(image, where: Self.isBlue)
        try #require(!blue.isEmpty, "\(path): no shadow drawn")
        #expect(blue.allSatisfy { Self.shadowColumns(words[1]).contains($0) }, "\(path): blue outside \(words[1]): \(blue.sorted())")
        #expect(blue.count > words[1].count / 2, "\(path): the middle word is shadowed along its width")
        // The plain words are drawn (black ink) but cast no shadow.
        let ink = Self.columns(image) { $0.r < 60 && $0.g < 60 && $0.b < 60 }
        #expect(ink.contains { words[0].contains($0) } && ink.contains { words[2].contains($0) })
    }

    @Test(arguments: paths) func twoShadowsOnOneLineEachAppear(path: String) throws {
        let string = Self.string(middle: .blue, first: .red)
        let image = try #require(Self.draw(string, through: path))
        let words = Self.columns(of: string, at: 10)
        let blue = Self.columns(image, where: Self.isBlue), red = Self.columns(image, where: Self.isRed)
        try #require(!blue.isEmpty && !red.isEmpty, "\(path): blue \(blue.count), red \(red.count) columns")
        #expect(red.allSatisfy { Self.shadowColumns(words[0]).contains($0) }, "\(path): red outside \(words[0]): \(red.sorted())")
        #expect(blue.allSatisfy { Self.shadowColumns(words[1]).contains($0) }, "\(path): blue outside \(words[1]): \(blue.sorted())")
        #expect(!blue.contains { $0 >= words[2].lowerBound } && !red.contains { $0 >= words[1].lowerBound })
    }

    /// A line with one shadow everywhere draws as before: the whole line's shadow, under every word.
    @Test func oneShadowEverywhereShadowsEveryWord() throws {
        let string = NSMutableAttributedString(string: "plain middle plain", attributes: [
            .font: Self.font, .foregroundColor: UIColor.black, .shadow: Self.shadow(.blue),
        ])
        let image = try #require(Self.draw(string, through: "TextKit"))
        let blue = Self.columns(image, where: Self.isBlue)
        for word in Self.columns(of: string, at: 10) { #expect(blue.contains { word.contains($0) }, "\(word)") }
    }
}
