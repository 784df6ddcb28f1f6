@testable import UIKitCore
import Testing

@MainActor @Suite struct StringDrawingTests {
    @Test func systemFontsHaveMetricsThatGrowWithSize() throws {
        let body = UIFont.systemFont(ofSize: 17)
        let bold = UIFont.boldSystemFont(ofSize: 17)
        #expect(body.pointSize == 17)
        #expect(body.ascender > 10 && body.descender < 0 && body.lineHeight > body.ascender)
        #expect(body.capHeight > body.xHeight)
        #expect(UIFont.systemFont(ofSize: 34).lineHeight > body.lineHeight * 1.8)
        let text = "Hello, Linux"
        #expect(text.size(withAttributes: [.font: bold]).width > text.size(withAttributes: [.font: body]).width)
        #expect(UIFont(name: "DejaVu Sans", size: 12)?.familyName == "DejaVu Sans")
        #expect(UIFont(name: "Helvetica-Bold", size: 12) != nil)
        #expect(UIFont(name: "No Such Font Family", size: 12) == nil)
        #expect(UIFont.familyNames.contains("DejaVu Sans"))
        #expect(body.withSize(30).pointSize == 30)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    }

    @Test func measuredSizesGrowWithFontSize() {
        var last = CGSize.zero
        for size in [10.0, 14, 20, 32] {
            let measured = "Measure me".size(withAttributes: [.font: UIFont.systemFont(ofSize: size)])
            #expect(measured.width > last.width && measured.height > last.height)
            last = measured
        }
        // Without a font attribute strings are measured in the 12-point system font.
        #expect("Measure me".size(withAttributes: nil) == "Measure me".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]))
    }

    @Test func boundingRectWrapsAtTheWidthOnlyWithLineFragmentOrigin() {
        let text = "The quick brown fox jumps over the lazy dog, twice over, and then once more." as NSString
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14)]
        let wrapped = text.boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
                                        options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        let single = text.boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
                                       options: [], attributes: attributes, context: nil)
        #expect(wrapped.width <= 120)
        #expect(wrapped.height > single.height * 3)
        #expect(single.width > 120)
        #expect(text.boundingRect(with: CGSize(width: CGFloat.nan, height: 10), options: .usesLineFragmentOrigin,
                                  attributes: attributes, context: nil) == .zero)
        #expect(text.boundingRect(with: CGSize(width: -5, height: 10), options: .usesLineFragmentOrigin,
                                  attributes: attributes, context: nil) == .zero)
    }

    @Test func attributedStringDrawsEachRunInItsColour() {
        let string = NSMutableAttributedString(string: "RRRR", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 28), .foregroundColor: UIColor.red,
        ])
        string.append(NSAttributedString(string: "BBBB", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 28), .foregroundColor: UIColor.blue,
        ]))
        let size = string.size()
        let image = render(CGSize(width: size.width + 10, height: size.height + 10)) { _ in
            string.draw(at: CGPoint(x: 5, y: 5))
        }
        try? image.pngData()?.write(to: URL(fileURLWithPath: "/tmp/uikit-attributed.png"))
        let cg = image.cgImage!
        let middle = Int(size.width / 2) + 5
        var redLeft = 0, redRight = 0, blueLeft = 0, blueRight = 0
        for y in 0..<cg.height {
            for x in 0..<cg.width {
                let p = cg.pixel(x, y)
                if p.r > 200 && p.g < 60 && p.b < 60 { if x < middle { redLeft += 1 } else { redRight += 1 } }
                if p.b > 200 && p.g < 60 && p.r < 60 { if x < middle { blueLeft += 1 } else { blueRight += 1 } }
            }
        }
        #expect(redLeft > 50 && redRight == 0)
        #expect(blueRight > 50 && blueLeft == 0)
    }

    @Test func drawInRectWrapsAlignsAndClips() {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .right
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 16), .foregroundColor: UIColor.black, .paragraphStyle: paragraph,
        ]
        let image = render(CGSize(width: 200, height: 60)) { _ in
            "Hi".draw(in: CGRect(x: 0, y: 0, width: 200, height: 30), withAttributes: attributes)
            "A long line that must wrap inside its box and be clipped at the bottom edge of it"
                .draw(in: CGRect(x: 0, y: 30, width: 100, height: 20), withAttributes: [.font: UIFont.systemFont(ofSize: 14)])
        }
        try? image.pngData()?.write(to: URL(fileURLWithPath: "/tmp/uikit-text-rect.png"))
        let cg = image.cgImage!
        func inkColumns(_ rows: Range<Int>) -> [Int] {
            (0..<cg.width).filter { x in rows.contains { cg.pixel(x, $0).r < 128 } }
        }
        // Right-aligned: the ink of "Hi" sits at the right edge.
        let hi = inkColumns(0..<30)
        #expect((hi.min() ?? 0) > 150)
        // The wrapped text stays within its 100-point width, and nothing spills below its box.
        let wrapped = inkColumns(30..<50)
        #expect((wrapped.max() ?? 200) < 100 && !wrapped.isEmpty)
        #expect(inkColumns(51..<60).isEmpty)
    }

    @Test func rightToLeftStringsReadFromTheRight() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20)]
        let layout = NSAttributedString(string: "שלום", attributes: attributes).makeTextLayout(width: 200)
        #expect(layout.isRightToLeft)
        #expect(layout.characterRect(utf16Offset: 0).minX > layout.characterRect(utf16Offset: 3).minX)
        // Natural alignment puts a right-to-left paragraph against the right edge.
        let image = render(CGSize(width: 200, height: 30)) { _ in
            "שלום".draw(in: CGRect(x: 0, y: 0, width: 200, height: 30), withAttributes: attributes)
        }
        let cg = image.cgImage!
        let ink = (0..<cg.width).filter { x in (0..<cg.height).contains { cg.pixel(x, $0).r < 128 } }
        #expect((ink.min() ?? 0) > 120)
    }

    @Test func kerningAndBadRectsAreHandled() {
        let plain = "kerning".size(withAttributes: [.font: UIFont.systemFont(ofSize: 14)])
        let kerned = "kerning".size(withAttributes: [.font: UIFont.systemFont(ofSize: 14), .kern: 3])
        #expect(kerned.width > plain.width + 15)
        let image = render(CGSize(width: 10, height: 10)) { _ in
            "x".draw(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10), withAttributes: nil)
            "x".draw(in: CGRect(x: 0, y: 0, width: -10, height: 10), withAttributes: nil)
            "x".draw(at: CGPoint(x: CGFloat.infinity, y: 0), withAttributes: nil)
        }
        expectPixel(image, 5, 5, .white)
    }
}
