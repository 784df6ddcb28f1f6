// Laying out a 100,000-character attributed text (several fonts, paragraph styles and attributes, 250 paragraphs)
// with NSLayoutManager in a 600-point-wide container, beside the same characters as a plain string in one font
// laid out by the same layout manager (the baseline), measured in the same run. The target is under 50 ms.
//
//     swift run -c release TextKitBenchmark
import BenchmarkSupport
import Foundation
import UIKitCore

@MainActor func makeTexts() -> (rich: NSAttributedString, plain: NSAttributedString) {
    let words = ["layout", "glyph", "paragraph", "container", "fragment", "Pango", "exclusion", "kerning", "baseline",
                 "attachment", "storage", "manager", "typesetter", "wrap", "column", "the", "of", "and", "a", "to"]
    let fonts = [UIFont.systemFont(ofSize: 14), UIFont.boldSystemFont(ofSize: 15), UIFont.italicSystemFont(ofSize: 13),
                 UIFont.monospacedSystemFont(ofSize: 12, weight: .regular), UIFont(name: "Times", size: 16)!]
    let styles: [NSParagraphStyle] = (0..<4).map { index in
        let style = NSMutableParagraphStyle()
        style.paragraphSpacing = CGFloat(index * 4)
        style.firstLineHeadIndent = CGFloat(index * 10)
        style.lineHeightMultiple = index == 3 ? 1.2 : 0
        style.alignment = index == 2 ? .justified : .natural
        return style
    }
    let rich = NSMutableAttributedString(string: "")
    var plain = ""
    var generator = SystemRandomNumberGenerator()
    var paragraph = 0
    while plain.utf16.count < 100_000 {
        var sentence = ""
        while sentence.utf16.count < 390 { sentence += words.randomElement(using: &generator)! + " " }
        sentence += "\n"
        let piece = NSMutableAttributedString(string: sentence, attributes: [
            .font: fonts[paragraph % fonts.count], .paragraphStyle: styles[paragraph % styles.count],
        ])
        // Runs inside the paragraph: another font, a colour, an underline, kerning.
        piece.addAttributes([.font: fonts[(paragraph + 1) % fonts.count], .foregroundColor: UIColor.systemBlue],
                            range: NSRange(location: 20, length: 40))
        piece.addAttributes([.underlineStyle: NSUnderlineStyle.single.rawValue], range: NSRange(location: 100, length: 30))
        piece.addAttributes([.kern: 1.5], range: NSRange(location: 200, length: 50))
        rich.append(piece)
        plain += sentence
        paragraph += 1
    }
    return (rich, NSAttributedString(string: plain, attributes: [.font: fonts[0]]))
}

@MainActor func layOut(_ text: NSAttributedString) -> Int {
    let storage = NSTextStorage(attributedString: text)
    let manager = NSLayoutManager()
    storage.addLayoutManager(manager)
    let container = NSTextContainer(size: CGSize(width: 600, height: CGFloat.greatestFiniteMagnitude))
    manager.addTextContainer(container)
    manager.ensureLayout(for: container)
    return manager.glyphRange(for: container).length
}

MainActor.assumeIsolated {
    let (rich, plain) = makeTexts()
    var laid = 0
    let plainMs = medianMilliseconds(iterations: 7) { laid = layOut(plain) }
    precondition(laid == plain.length, "the plain text was not laid out whole")
    let richMs = medianMilliseconds(iterations: 7) { laid = layOut(rich) }
    precondition(laid == rich.length, "the attributed text was not laid out whole")
    print("TextKit layout of \(rich.length) characters in 600 points (median of 7, thread CPU time):")
    print(String(format: "  plain string, one font (baseline): %7.1f ms", plainMs))
    print(String(format: "  attributed (5 fonts, 4 styles):    %7.1f ms  (%.2fx the baseline; target < 50 ms)",
                 richMs, richMs / plainMs))
}
