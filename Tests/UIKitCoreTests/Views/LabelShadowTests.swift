@testable import UIKitCore
import Foundation
import Testing

/// `UILabel.shadowColor` and `shadowOffset`: none by default, one point above (0, -1) once a colour is set, a
/// sharp copy of the text in that colour `shadowOffset` away (y down in the label's space), and non-finite
/// offsets refused.
@MainActor @Suite struct LabelShadowTests {
    static let size = CGSize(width: 120, height: 50)

    func draw(_ label: UILabel) throws -> CGImage {
        label.frame = CGRect(origin: .zero, size: Self.size)
        let image = render(Self.size, scale: 1) { _ in label.drawText(in: CGRect(origin: .zero, size: Self.size)) }
        return try #require(image.cgImage)
    }

    func rows(_ image: CGImage, where matches: (RGBA8) -> Bool) -> [Int] {
        (0..<image.height).filter { y in (0..<image.width).contains { matches(image.pixel($0, y)) } }
    }

    func columns(_ image: CGImage, where matches: (RGBA8) -> Bool) -> [Int] {
        (0..<image.width).filter { x in (0..<image.height).contains { matches(image.pixel(x, $0)) } }
    }

    func label() -> UILabel {
        let label = UILabel()
        label.text = "Il"
        label.font = .boldSystemFont(ofSize: 24)
        label.textColor = .black
        return label
    }

    static func isRed(_ pixel: RGBA8) -> Bool { pixel.r > 180 && pixel.g < 90 && pixel.b < 90 }
    static func isInk(_ pixel: RGBA8) -> Bool { pixel.a > 128 && pixel.r < 90 && pixel.g < 90 && pixel.b < 90 }

    @Test func noShadowByDefaultAndUIKitsOffset() throws {
        let plain = label()
        #expect(plain.shadowColor == nil)
        #expect(plain.shadowOffset == CGSize(width: 0, height: -1))
        #expect(rows(try draw(plain), where: Self.isRed).isEmpty)
    }

    @Test func theShadowIsTheTextInItsColourAtTheOffset() throws {
        let shadowed = label()
        shadowed.shadowColor = .red
        shadowed.shadowOffset = CGSize(width: 3, height: 4)
        let image = try draw(shadowed)
        let ink = rows(image, where: Self.isInk), red = rows(image, where: Self.isRed)
        try #require(!ink.isEmpty && !red.isEmpty, "ink rows \(ink), shadow rows \(red)")
        #expect(red.last! - ink.last! == 4, "4 points lower: \(red.last!) against \(ink.last!)")
        let inkColumns = columns(image, where: Self.isInk), redColumns = columns(image, where: Self.isRed)
        #expect(redColumns.last! - inkColumns.last! == 3, "3 points right: \(redColumns.last!) against \(inkColumns.last!)")

        // The default offset puts it one point above the text.
        shadowed.shadowOffset = CGSize(width: 0, height: -1)
        let above = try draw(shadowed)
        #expect(rows(above, where: Self.isRed).first! == rows(above, where: Self.isInk).first! - 1)
    }

    @Test func aNonFiniteOffsetIsRefused() {
        let shadowed = label()
        shadowed.shadowOffset = CGSize(width: 2, height: 2)
        shadowed.shadowOffset = CGSize(width: CGFloat.nan, height: 1)
        shadowed.shadowOffset = CGSize(width: 1, height: CGFloat.infinity)
        #expect(shadowed.shadowOffset == CGSize(width: 2, height: 2))
    }
}
