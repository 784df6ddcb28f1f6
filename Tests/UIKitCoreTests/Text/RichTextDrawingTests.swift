@testable import UIKitCore
import Foundation
import Testing

/// NSLayoutManager's drawing: text only where its line fragments are, backgrounds behind runs, decorations in
/// their thickness and colour; a text view follows edits made to its text storage.
@MainActor @Suite struct RichTextDrawingTests {
    /// Whether any pixel in the rectangle (pixels) is darker than mid-grey.
    func hasInk(_ image: UIImage, _ rect: CGRect) -> Bool {
        guard let cgImage = image.cgImage else { return false }
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where cgImage.pixel(x, y).r < 128 { return true }
        }
        return false
    }

    @Test func glyphsStayOutOfTheExclusionPath() {
        let string = NSAttributedString(string: loremText, attributes: [.font: UIFont.systemFont(ofSize: 12)])
        let (_, manager, containers) = makeTextKitStack(string, containers: [CGSize(width: 200, height: 300)])
        let hole = CGRect(x: 60, y: 0, width: 80, height: 80)
        containers[0].exclusionPaths = [UIBezierPath(rect: hole)]
        let image = render(CGSize(width: 200, height: 300)) { _ in
            manager.drawGlyphs(forGlyphRange: manager.glyphRange(for: containers[0]), at: .zero)
        }
        #expect(!hasInk(image, hole.insetBy(dx: 1, dy: 1)))
        #expect(hasInk(image, CGRect(x: 0, y: 0, width: 60, height: 80)))
        #expect(hasInk(image, CGRect(x: 60, y: 90, width: 80, height: 40)))
    }

    @Test func backgroundFillsBehindItsRun() {
        let string = NSMutableAttributedString(string: "plain marked plain", attributes: [.font: UIFont.systemFont(ofSize: 14)])
        string.addAttribute(.backgroundColor, value: UIColor.red, range: NSRange(location: 6, length: 6))
        let (_, manager, containers) = makeTextKitStack(string, containers: [CGSize(width: 300, height: 50)])
        let marked = manager.boundingRect(forGlyphRange: NSRange(location: 6, length: 6), in: containers[0])
        let image = render(CGSize(width: 300, height: 50)) { _ in
            manager.drawBackground(forGlyphRange: NSRange(location: 0, length: string.length), at: .zero)
        }
        expectPixel(image, Int(marked.minX) + 1, Int(marked.maxY) - 1, RGBA8(r: 255, g: 0, b: 0, a: 255), tolerance: 40)
        expectPixel(image, Int(marked.minX) - 4, Int(marked.midY), RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func thickUnderlinesAreThickerThanSingleOnesAndTakeTheirColour() {
        func underlineRows(_ style: NSUnderlineStyle) -> Int {
            let string = NSAttributedString(string: "____", attributes: [
                .font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.white,
                .underlineStyle: style.rawValue, .underlineColor: UIColor.blue,
            ])
            let (_, manager, _) = makeTextKitStack(string, containers: [CGSize(width: 100, height: 60)])
            let image = render(CGSize(width: 100, height: 60)) { _ in
                manager.drawGlyphs(forGlyphRange: NSRange(location: 0, length: 4), at: .zero)
            }
            guard let cgImage = image.cgImage else { return 0 }
            return (0..<60).filter { y in
                let pixel = cgImage.pixel(20, y)
                return pixel.b > 150 && pixel.r < 120
            }.count
        }
        let single = underlineRows(.single), thick = underlineRows(.thick), double = underlineRows(.double)
        #expect(single >= 1)
        #expect(thick > single)
        #expect(double > single)
    }

    @Test func aTextViewFollowsEditsToItsTextStorage() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.text = "Hello"
        #expect(textView.layoutManager.textStorage === textView.textStorage)
        #expect(textView.textContainer.layoutManager === textView.layoutManager)
        textView.textStorage.append(NSAttributedString(string: " world"))
        #expect(textView.text == "Hello world")
        #expect(textView.textContainer.size.width == 200)
        #expect(NSMaxRange(textView.layoutManager.glyphRange(for: textView.textContainer)) == 11)
    }
}
