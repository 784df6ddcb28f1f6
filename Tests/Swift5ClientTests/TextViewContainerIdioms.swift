import Testing
import UIKit

// The reference book's TextKit stacks and a text view subclass, in Swift 5 mode as iOS code is written.

class CodeTextView: UITextView {
    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        font = UIFont.monospacedSystemFont(ofSize: 12, weight: .regular)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor struct TextViewContainerIdiomTests {
    @Test func twoContainersFlowOneText() {
        let r = CGRect(x: 0, y: 0, width: 160, height: 60)
        let r2 = CGRect(x: 170, y: 0, width: 160, height: 200)
        let ts1 = NSTextStorage(attributedString: NSAttributedString(string: String(repeating: "Twas brillig, and the slithy toves ", count: 8)))
        let lm1 = NSLayoutManager()
        ts1.addLayoutManager(lm1)
        let tc1 = NSTextContainer(size: r.size)
        lm1.addTextContainer(tc1)
        let tv = UITextView(frame: r, textContainer: tc1)
        tv.isScrollEnabled = false
        let tc2 = NSTextContainer(size: r2.size)
        lm1.addTextContainer(tc2)
        let tv2 = UITextView(frame: r2, textContainer: tc2)
        tv2.isScrollEnabled = false
        #expect(tv.textStorage === tv2.textStorage)
        #expect(lm1.glyphRange(for: tc2).location == NSMaxRange(lm1.glyphRange(for: tc1)))
        #expect(lm1.glyphRange(for: tc2).location > 0)
    }

    @Test func aSubclassMadeEitherWay() {
        let own = CodeTextView(frame: .zero)
        let adopted = CodeTextView(frame: .zero, textContainer: NSTextContainer(size: CGSize(width: 100, height: 100)))
        #expect(own.font?.pointSize == 12 && adopted.font?.pointSize == 12)
        #expect(adopted.textContainer.size == CGSize(width: 100, height: 100))
    }

    /// A hyphenating paragraph style and a shadowed word, as iOS code sets them.
    @Test func hyphenationAndAShadowedWord() {
        let style = NSMutableParagraphStyle()
        style.hyphenationFactor = 0.8
        style.usesDefaultHyphenation = true
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 1, height: 1)
        shadow.shadowColor = UIColor.gray
        let text = NSMutableAttributedString(string: "Incomprehensibilities everywhere",
                                             attributes: [.paragraphStyle: style, .languageIdentifier: "en"])
        text.addAttribute(.shadow, value: shadow, range: NSRange(location: 0, length: 5))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 100))
        label.numberOfLines = 0
        label.attributedText = text
        #expect(label.sizeThatFits(CGSize(width: 80, height: 1000)).height > 30)
        #expect((label.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.usesDefaultHyphenation == true)
    }
}
