// Laying out a 100,000-character attributed text (five fonts, colours, paragraph styles, underlines and kerning,
// 250 paragraphs)
// with NSLayoutManager in a 600-point-wide container, beside the same characters as a plain string in one font
// laid out by the same layout manager (the baseline), measured in the same run. The target is under 50 ms of
// wall-clock time (paragraphs are shaped on two cores, so the calling thread's CPU time would leave the helper's
// out: the CPU time of all threads is printed beside it). Then a character typed in the middle of the attributed
// text, against laying it all out. Then the attributed text again with hyphenating paragraph styles (dictionary
// hyphenation, factors 1 and 0.5), against the same text without hyphenation in the same run.
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
    let colours: [UIColor] = [.label, .systemBlue, .systemRed, UIColor(red: 0.2, green: 0.5, blue: 0.1, alpha: 1)]
    let styles = (0..<3).map { index -> NSParagraphStyle in
        let style = NSMutableParagraphStyle()
        style.paragraphSpacing = CGFloat(index) * 4
        style.firstLineHeadIndent = CGFloat(index) * 10
        style.alignment = [.natural, .justified, .left][index]
        return style
    }
    var plain = ""
    var paragraphs: [NSRange] = []
    var generator = SystemRandomNumberGenerator()
    while plain.utf16.count < 100_000 {
        var sentence = ""
        while sentence.utf16.count < 390 { sentence += words.randomElement(using: &generator)! + " " }
        paragraphs.append(NSRange(location: plain.utf16.count, length: sentence.utf16.count + 1))
        plain += sentence + "\n"
    }
    let rich = NSMutableAttributedString(string: plain)
    for (index, range) in paragraphs.enumerated() {
        rich.addAttribute(.font, value: fonts[index % fonts.count], range: range)
        // Each paragraph its colour and paragraph style; runs inside it: another font and colour, an underline,
        // kerning.
        rich.addAttributes([.foregroundColor: colours[index % colours.count], .paragraphStyle: styles[index % styles.count]],
                           range: range)
        rich.addAttributes([.font: fonts[(index + 1) % fonts.count], .foregroundColor: colours[(index + 1) % colours.count]],
                           range: NSRange(location: range.location + 20, length: 40))
        rich.addAttributes([.underlineStyle: NSUnderlineStyle.single.rawValue], range: NSRange(location: range.location + 100, length: 30))
        rich.addAttributes([.kern: 1.5], range: NSRange(location: range.location + 200, length: 50))
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

/// Typing in the laid-out text: a character typed in the middle, then the layout brought up to date (the layout
/// manager lays out the edited paragraph again and moves the lines after it).
@MainActor func typeInTheMiddle(of text: NSAttributedString) -> Double {
    let storage = NSTextStorage(attributedString: text)
    let manager = NSLayoutManager()
    storage.addLayoutManager(manager)
    let container = NSTextContainer(size: CGSize(width: 600, height: CGFloat.greatestFiniteMagnitude))
    manager.addTextContainer(container)
    manager.ensureLayout(for: container)
    var offset = storage.length / 2
    let milliseconds = medianMilliseconds(iterations: 21) {
        storage.replaceCharacters(in: NSRange(location: offset, length: 0), with: "x")
        manager.ensureLayout(for: container)
        offset += 1
    }
    precondition(NSMaxRange(manager.glyphRange(for: container)) == storage.length, "the edited text was not laid out whole")
    return withExtendedLifetime(storage) { milliseconds }
}

/// The text with each paragraph style hyphenating at `factor`.
@MainActor func hyphenating(_ text: NSAttributedString, factor: Float) -> NSAttributedString {
    let result = NSMutableAttributedString(attributedString: text)
    text.enumerateAttribute(.paragraphStyle, in: NSRange(location: 0, length: text.length), options: []) { value, range, _ in
        guard let style = (value as? NSParagraphStyle)?.mutableCopy() as? NSMutableParagraphStyle else { return }
        style.hyphenationFactor = factor
        result.addAttribute(.paragraphStyle, value: style, range: range)
    }
    return result
}

/// The machine's load averages (1, 5 and 15 minutes): other work on the same cores slows wall-clock figures.
func loadAverages() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "unknown"
}

MainActor.assumeIsolated {
    let (rich, plain) = makeTexts()
    var laid = 0
    print("load average before: \(loadAverages()); \(ProcessInfo.processInfo.activeProcessorCount) cores")
    let plainMs = medianWallAndProcessMilliseconds(iterations: 7) { laid = layOut(plain) }
    precondition(laid == plain.length, "the plain text was not laid out whole")
    let richMs = medianWallAndProcessMilliseconds(iterations: 7) { laid = layOut(rich) }
    precondition(laid == rich.length, "the attributed text was not laid out whole")
    print("TextKit layout of \(rich.length) characters in 600 points (median of 7; wall-clock, and CPU time of all threads):")
    print(String(format: "  plain string, one font (baseline):    %7.1f ms wall  %7.1f ms CPU", plainMs.wall, plainMs.cpu))
    print(String(format: "  attributed (fonts, colours, styles):  %7.1f ms wall  %7.1f ms CPU  (%.2fx the baseline's wall time; target < 50 ms wall)",
                 richMs.wall, richMs.cpu, richMs.wall / plainMs.wall))
    let typedMs = typeInTheMiddle(of: rich)
    print(String(format: "  a character typed in the middle of the attributed text, laid out again: %.2f ms CPU (%.3fx its full layout's CPU)",
                 typedMs, typedMs / richMs.cpu))
    let hyphenated = hyphenating(rich, factor: 1), halfHyphenated = hyphenating(rich, factor: 0.5)
    let hyphenMs = medianWallAndProcessMilliseconds(iterations: 7) { laid = layOut(hyphenated) }
    precondition(laid == rich.length, "the hyphenating text was not laid out whole")
    let halfMs = medianWallAndProcessMilliseconds(iterations: 7) { laid = layOut(halfHyphenated) }
    let againMs = medianWallAndProcessMilliseconds(iterations: 7) { laid = layOut(rich) }
    print("Hyphenation (libhyphen's US English patterns), the attributed text again:")
    print(String(format: "  no hyphenation (again, same run):      %7.1f ms wall  %7.1f ms CPU", againMs.wall, againMs.cpu))
    print(String(format: "  hyphenationFactor 1:                   %7.1f ms wall  %7.1f ms CPU  (%.2fx CPU)",
                 hyphenMs.wall, hyphenMs.cpu, hyphenMs.cpu / againMs.cpu))
    print(String(format: "  hyphenationFactor 0.5 (per-line passes): %5.1f ms wall  %7.1f ms CPU  (%.2fx CPU)",
                 halfMs.wall, halfMs.cpu, halfMs.cpu / againMs.cpu))
    print("load average after: \(loadAverages())")
}
