@testable import UIKitCore
import Foundation
import Testing

/// Foundation on Linux coalesces equal neighbouring attribute runs by comparing their attribute dictionaries:
/// adjacent runs holding different colours or paragraph styles (and the same ones) must compare, hash and copy
/// without stopping the process, in attributed strings and text storages alike.
@MainActor @Suite struct AttributeRunTests {
    @Test func adjacentRunsWithDifferentColoursAndParagraphStylesStayApart() {
        let text = NSMutableAttributedString(string: String(repeating: "abcdefghij", count: 12))
        for index in 0..<12 {
            let style = NSMutableParagraphStyle()
            style.lineSpacing = CGFloat(index % 3)
            let colour = UIColor(red: CGFloat(index % 4) / 4, green: 0, blue: 0, alpha: 1)
            text.addAttributes([.foregroundColor: colour, .paragraphStyle: style], range: NSRange(location: index * 10, length: 10))
        }
        var runs = 0
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { _, _, _ in runs += 1 }
        #expect(runs == 12, "no two neighbours are equal: every run stays")
    }
}
