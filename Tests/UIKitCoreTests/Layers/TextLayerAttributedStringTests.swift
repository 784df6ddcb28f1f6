@testable import UIKitCore
import Testing

/// `CATextLayer` with an attributed `string`: each run keeps its own font and foreground colour (UIKit or Core
/// Graphics values), the layer's font and colour fill in where a run has none, and the first paragraph style's
/// alignment applies.
@MainActor @Suite struct TextLayerAttributedStringTests {
    /// The text layer drawn over white; the columns and rows of its pixels close to each colour.
    struct Ink {
        let image: CGImage
        func extent(near colour: RGBA8) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
            var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
            for y in 0..<image.height {
                for x in 0..<image.width where image.pixel(x, y).isClose(to: colour, tolerance: 60) {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
            return maxX < 0 ? nil : (minX...maxX, minY...maxY)
        }
    }

    func ink(_ string: Any, alignment: CATextLayerAlignmentMode = .natural) -> Ink {
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 240, height: 60)
        layer.backgroundColor = CGColor.white
        layer.foregroundColor = CGColor.black
        layer.fontSize = 16
        layer.alignmentMode = alignment
        layer.string = string
        let context = try! CGContext(pixelWidth: 240, pixelHeight: 60, flipped: true)
        layer.render(in: context)
        let image = context.makeImage()!
        keepForInspection(image, "text-layer-attributed")
        return Ink(image: image)
    }

    static let red = RGBA8(r: 255, g: 0, b: 0, a: 255), blue = RGBA8(r: 0, g: 0, b: 255, a: 255)

    @Test func runsKeepTheirOwnColoursAndFonts() throws {
        let text = NSMutableAttributedString(string: "Red Big plain")
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
        text.addAttributes([.foregroundColor: CGColor(red: 0, green: 0, blue: 1, alpha: 1),
                            .font: UIFont.boldSystemFont(ofSize: 40)], range: NSRange(location: 4, length: 3))
        let ink = ink(text)
        let red = try #require(ink.extent(near: Self.red), "the first run is red")
        let blue = try #require(ink.extent(near: Self.blue), "the second run is blue")
        let black = try #require(ink.extent(near: .black), "the rest is in the layer's colour")
        #expect(red.x.upperBound < blue.x.lowerBound && blue.x.upperBound < black.x.upperBound)
        // 40-point capitals stand far taller than 16-point ones.
        #expect(blue.y.count > red.y.count * 2)
    }

    @Test func aPlainAttributedStringDrawsInTheLayersFontAndColour() {
        let ink = ink(NSAttributedString(string: "Plain"))
        #expect(ink.extent(near: .black) != nil)
        #expect(ink.extent(near: Self.red) == nil && ink.extent(near: Self.blue) == nil)
    }

    @Test func aFontNameAttributeSelectsTheFamilyAtTheLayersSize() throws {
        let text = NSMutableAttributedString(string: "iiii iiii")
        text.addAttribute(.font, value: "DejaVu Sans Mono", range: NSRange(location: 5, length: 4))
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 5, length: 4))
        let ink = ink(text)
        let black = try #require(ink.extent(near: .black))
        let red = try #require(ink.extent(near: Self.red))
        // Monospaced i's are as wide as any letter; proportional ones are narrow.
        #expect(red.x.count > black.x.count + 5)
    }

    @Test func theFirstParagraphStyleAlignsTheText() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let centred = ink(NSAttributedString(string: "Mid", attributes: [.paragraphStyle: style]), alignment: .left)
        let x = try #require(centred.extent(near: .black)).x
        #expect(abs((x.lowerBound + x.upperBound) / 2 - 120) <= 3)
    }
}
