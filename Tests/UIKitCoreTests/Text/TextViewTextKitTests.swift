@testable import UIKitCore
import Foundation
import Testing

/// A text view draws, places its caret, selects and hit-tests through its layout manager and text container, as
/// on iOS: exclusion paths flow the visible text around them, the inset and padding place it, and edits made to
/// the text storage directly reach the view.
@MainActor @Suite(.serialized) struct TextViewTextKitTests {
    let font = UIFont.systemFont(ofSize: 14)

    func makeTextView(_ text: String, width: CGFloat = 240, height: CGFloat = 300) -> UITextView {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        textView.font = font
        textView.textColor = .black
        textView.backgroundColor = .white
        textView.text = text
        textView.layoutIfNeeded()
        return textView
    }

    /// Whether a rectangle of the picture (pixels) holds a dark pixel.
    func hasInk(_ image: CGImage, _ rect: CGRect) -> Bool {
        let area = rect.intersection(CGRect(x: 0, y: 0, width: image.width, height: image.height))
        guard !area.isNull else { return false }
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX) where image.pixel(x, y).r < 128 { return true }
        }
        return false
    }

    func caret(_ textView: UITextView, _ offset: Int) -> CGRect {
        textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: offset)!)
    }

    @Test func textFlowsAroundAnExclusionPathInTheView() throws {
        let textView = makeTextView(loremText + " " + loremText)
        let plain = try #require(snapshot(of: textView))
        // A square hole on the left, in container coordinates (below the 8-point top inset in the view).
        let hole = CGRect(x: 0, y: 20, width: 100, height: 100)
        #expect(hasInk(plain, hole.offsetBy(dx: 0, dy: 8).insetBy(dx: 6, dy: 4)), "before: text runs through the square")
        textView.textContainer.exclusionPaths = [UIBezierPath(rect: hole)]
        textView.layoutIfNeeded()
        let flowed = try #require(snapshot(of: textView))
        keepForInspection(flowed, "uikit-textview-exclusion")
        #expect(!hasInk(flowed, hole.offsetBy(dx: 0, dy: 8).insetBy(dx: 1, dy: 1)), "after: nothing is drawn in the hole")
        #expect(hasInk(flowed, CGRect(x: 110, y: 40, width: 120, height: 80)), "the lines beside the hole are drawn right of it")
        #expect(hasInk(flowed, CGRect(x: 0, y: 140, width: 100, height: 40)), "below the hole lines start at the left again")
        #expect(textView.contentSize.height > textView.sizeThatFits(CGSize(width: 240, height: 0)).height - 1)
        #expect(textView.contentSize.height > (try #require(plainHeight(loremText + " " + loremText))),
                "narrower lines beside the hole make the text taller")
    }

    func plainHeight(_ text: String) -> CGFloat? { makeTextView(text).contentSize.height }

    @Test func theCaretAndHitTestingFollowTheLinesAroundAnExclusionPath() {
        let textView = makeTextView(loremText)
        let hole = CGRect(x: 0, y: 0, width: 120, height: 60)
        textView.textContainer.exclusionPaths = [UIBezierPath(rect: hole)]
        let start = caret(textView, 0)
        #expect(start.minX >= 120 + 5 - 1, "the first line starts right of the hole and its padding (caret at \(start))")
        #expect(start.minY == 8, "at the top inset")
        let manager = textView.layoutManager
        let fragment = manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil)
        #expect(abs(start.minX + 1 - (fragment.minX + 5)) <= 1, "the caret sits at the fragment's start inside its padding")
        // A line below the hole starts at the padding again.
        let below = manager.glyphIndex(for: CGPoint(x: 10, y: 80), in: textView.textContainer)
        let belowCaret = caret(textView, below)
        #expect(belowCaret.minX < 10 && belowCaret.minY > 60)
        // A click left of the text beside the hole lands on that line's start.
        let hit = textView.closestPosition(to: CGPoint(x: 121, y: start.midY))!
        #expect(textView.offset(from: textView.beginningOfDocument, to: hit) == 0)
        let hitBelow = textView.closestPosition(to: CGPoint(x: belowCaret.minX + 1, y: belowCaret.midY))!
        #expect(textView.offset(from: textView.beginningOfDocument, to: hitBelow) == below)
    }

    @Test func insetAndPaddingPlaceTheText() {
        let textView = makeTextView("Inset")
        textView.textContainerInset = UIEdgeInsets(top: 30, left: 40, bottom: 10, right: 0)
        textView.textContainer.lineFragmentPadding = 12
        let start = caret(textView, 0)
        #expect(start.minY == 30 && abs(start.minX + 1 - 52) <= 1, "caret at \(start)")
        #expect(textView.textContainer.size.width == 200, "the container tracks the width less the insets")
        let image = snapshot(of: textView)!
        #expect(!hasInk(image, CGRect(x: 0, y: 0, width: 51, height: 300)) && hasInk(image, CGRect(x: 52, y: 30, width: 40, height: 20)))
    }

    @Test func storageEditsReachTheView() throws {
        let textView = makeTextView("Hello world")
        let before = try #require(snapshot(of: textView))
        textView.textStorage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 5))
        #expect(textView.layer.needsDisplay(), "an attribute edit redraws")
        let red = try #require(snapshot(of: textView))
        let hello = textView.layoutManager.boundingRect(forGlyphRange: NSRange(location: 0, length: 5), in: textView.textContainer)
            .offsetBy(dx: 0, dy: 8)
        func reddish(_ image: CGImage) -> Bool {
            for y in Int(hello.minY)..<Int(hello.maxY) {
                for x in Int(hello.minX)..<Int(hello.maxX) {
                    let p = image.pixel(x, y)
                    if p.r > 180, p.g < 100, p.b < 100 { return true }
                }
            }
            return false
        }
        #expect(!reddish(before) && reddish(red))
        textView.textStorage.replaceCharacters(in: NSRange(location: 5, length: 6), with: "\nthere\nand more")
        #expect(textView.text == "Hello\nthere\nand more")
        #expect(caret(textView, 12).minY > caret(textView, 6).minY && caret(textView, 6).minY > caret(textView, 0).minY)
        #expect(textView.contentSize.height >= caret(textView, 12).maxY + 8, "the content grew with the lines")
    }

    @Test func typingGoesThroughTheStorage() {
        final class Watcher: NSObject, NSTextStorageDelegate {
            var edits: [NSRange] = []
            func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                             range editedRange: NSRange, changeInLength delta: Int) { edits.append(editedRange) }
        }
        let (window, input) = EventTestEnvironment.makeWindow()
        let textView = makeTextView("ab")
        window.addSubview(textView)
        window.makeKeyAndVisible()
        let watcher = Watcher()
        textView.textStorage.delegate = watcher
        #expect(textView.becomeFirstResponder())
        input.type("c")
        textView.resignFirstResponder()
        #expect(watcher.edits.contains(NSRange(location: 2, length: 1)) && textView.textStorage.string == "abc")
        #expect(NSMaxRange(textView.layoutManager.glyphRange(for: textView.textContainer)) == 3)
    }

    @Test func selectionIsDrawnOverTheLayoutManagersLines() throws {
        let (window, _) = EventTestEnvironment.makeWindow()
        let textView = makeTextView("first line\nsecond")
        window.addSubview(textView)
        window.makeKeyAndVisible()
        textView.tintColor = .blue
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 6, length: 8)
        let image = try #require(snapshot(of: textView))
        textView.resignFirstResponder()
        let firstLine = textView.layoutManager.lineFragmentUsedRect(forGlyphAt: 0, effectiveRange: nil).offsetBy(dx: 0, dy: 8)
        func blueish(_ x: CGFloat, _ y: CGFloat) -> Bool {
            let p = image.pixel(Int(x), Int(y))
            return p.b > 200 && p.r < 220
        }
        #expect(blueish(230, firstLine.midY), "the selected break selects to the line fragment's end")
        #expect(!blueish(3, firstLine.midY), "not before the selection's start")
        let second = caret(textView, 12)
        #expect(blueish(second.minX + 3, second.maxY - 2) && !blueish(200, second.midY), "the second line up to the end of the range")
    }
}
