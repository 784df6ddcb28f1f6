@testable import UIKitCore
import Foundation
import Testing

/// `.obliqueness` and `.expansion` as Apple draws them: glyphs sheared by the skew and scaled across by
/// e^expansion, measured as wide as they are drawn, run by run.
@MainActor @Suite struct GlyphTransformTests {
    let font = UIFont.systemFont(ofSize: 40)

    func width(_ string: String, _ attributes: [NSAttributedString.Key: Any]) -> CGFloat {
        NSAttributedString(string: string, attributes: [.font: font].merging(attributes) { $1 }).size().width
    }

    @Test func expansionWidensByItsExponential() {
        let plain = width("Expansion", [:])
        let doubled = width("Expansion", [.expansion: log(2.0)])
        let narrowed = width("Expansion", [.expansion: log(0.5)])
        #expect(abs(doubled / plain - 2) < 0.03, "e^ln2 = 2 times as wide: \(doubled) against \(plain)")
        #expect(abs(narrowed / plain - 0.5) < 0.03, "half as wide: \(narrowed) against \(plain)")
        #expect(abs(width("Expansion", [.expansion: 0.3]) / plain - exp(0.3)) < 0.03, "not the nearest face's width")
    }

    @Test func obliquenessShearsTheGlyphsWithoutWideningTheAdvance() throws {
        let plain = width("I", [:])
        #expect(abs(width("I", [.obliqueness: 0.5]) - plain) < 0.5, "the advance stays")
        func inkColumns(_ attributes: [NSAttributedString.Key: Any]) -> (top: CGFloat, bottom: CGFloat)? {
            let text = NSAttributedString(string: "I", attributes: [.font: font, .foregroundColor: UIColor.black].merging(attributes) { $1 })
            let image = render(CGSize(width: 100, height: 60)) { _ in text.draw(at: CGPoint(x: 30, y: 5)) }
            guard let cgImage = image.cgImage, let extent = darkExtent(of: cgImage) else { return nil }
            keepForInspection(cgImage, "uikit-obliqueness-\(attributes.isEmpty ? "plain" : "sheared")")
            func meanX(row: Int) -> CGFloat {
                let xs = (0..<cgImage.width).filter { cgImage.pixel($0, row).r < 128 }
                return CGFloat(xs.reduce(0, +)) / CGFloat(max(xs.count, 1))
            }
            return (meanX(row: extent.rows.lowerBound + 2), meanX(row: extent.rows.upperBound - 2))
        }
        let upright = try #require(inkColumns([:]))
        let sheared = try #require(inkColumns([.obliqueness: 0.5]))
        #expect(abs(upright.top - upright.bottom) < 1, "an upright I stands straight")
        // The I is about 29 points tall (2 rows trimmed at each end): its top leans right by half that.
        let lean = sheared.top - sheared.bottom
        #expect(lean > 10 && lean < 16, "the top leans right by the skew times the height: \(lean)")
        #expect(width("I", [.obliqueness: -0.5]) > 0, "a negative skew leans left and still measures")
    }

    @Test func transformedAndPlainRunsShareALine() {
        let text = NSMutableAttributedString(string: "plain wide plain", attributes: [.font: font])
        text.addAttribute(.expansion, value: log(2.0), range: NSRange(location: 6, length: 4))
        let whole = text.size().width
        let expected = width("plain ", [:]) + width("wide", [.expansion: log(2.0)]) + width(" plain", [:])
        #expect(abs(whole - expected) < 1.5, "only the expanded run is wider: \(whole) against \(expected)")
        #expect(abs(width("plain ", [:]) + width(" plain", [:]) + width("wide", [:]) - NSAttributedString(
            string: "plain wide plain", attributes: [.font: font]).size().width) < 1.5)
    }

    @Test func hugeAndNonFiniteValuesAreClampedOrIgnored() {
        let plain = width("Text", [:])
        #expect(width("Text", [.expansion: CGFloat.nan]) == plain, "NaN is ignored")
        let huge = width("Text", [.expansion: 1e6])
        #expect(huge.isFinite && huge > plain * 10 && huge < plain * 100, "clamped to e^4")
        #expect(width("Text", [.obliqueness: 1e9]).isFinite)
    }
}
