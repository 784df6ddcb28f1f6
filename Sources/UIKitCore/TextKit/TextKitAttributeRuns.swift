import Foundation

/// A paragraph's attribute runs, read from the text once, each with the look it gives its characters. Every read
/// of Foundation's attributes bridges a dictionary: asking again for each line, layout and line height cost a
/// tenth of laying out a long text.
struct TextKitAttributeRuns {
    struct Run {
        var range: Range<Int>
        /// The run's attributes over the layout manager's fallback attributes.
        var attributes: [NSAttributedString.Key: Any]
        /// How the run looks to Pango; background colours are left out (`drawBackground(forGlyphRange:at:)` fills them).
        var style: TextStyle
    }

    private(set) var runs: [Run] = []

    init(text: NSAttributedString, range: Range<Int>, fallback: [NSAttributedString.Key: Any]) {
        guard !range.isEmpty else { return }
        text.enumerateAttributes(in: NSRange(location: range.lowerBound, length: range.count), options: []) { attributes, run, _ in
            let attributes = fallback.isEmpty ? attributes : fallback.merging(attributes) { _, own in own }
            runs.append(Run(range: run.location..<NSMaxRange(run), attributes: attributes,
                            style: Self.style(attributes)))
        }
    }

    /// The run holding a character, if the runs reach it.
    func run(at position: Int) -> Run? {
        let index = runs.partitioningIndex { $0.range.upperBound > position }
        guard index < runs.count, runs[index].range.contains(position) else { return nil }
        return runs[index]
    }

    /// The runs' styles over `range`, counted from its start.
    func spans(in range: Range<Int>) -> [TextSpan] {
        var spans: [TextSpan] = []
        var index = runs.partitioningIndex { $0.range.upperBound > range.lowerBound }
        while index < runs.count, runs[index].range.lowerBound < range.upperBound {
            let run = runs[index]
            let clipped = run.range.clamped(to: range)
            spans.append(TextSpan(range: (clipped.lowerBound - range.lowerBound)..<(clipped.upperBound - range.lowerBound),
                                  style: run.style))
            index += 1
        }
        return spans
    }

    /// How characters with these attributes look in a TextKit layout: links not underlined (a text view's are
    /// not), no background (drawn by the layout manager).
    static func style(_ attributes: [NSAttributedString.Key: Any]) -> TextStyle {
        var style = NSAttributedString.textStyle(attributes, linksUnderlined: false)
        style.backgroundColor = nil
        return style
    }
}
