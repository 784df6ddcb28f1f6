import Testing
import Foundation
@testable import UIKitCore

/// The editing engine shared by text fields and text views: word boundaries (UAX #29 through Pango) across
/// punctuation, emoji and line breaks, double-click word ranges, paragraphs, and the selection's anchor.
@MainActor @Suite struct TextEditingStateTests {
    func state(_ text: String) -> TextEditingState {
        var state = TextEditingState()
        state.setText(text)
        return state
    }

    @Test func wordsSkipPunctuationAndSpacesAndKeepApostrophesAndDecimals() {
        let text = "Hello, world! don't 3.14 foo-bar"
        let words = TextBoundaries.words(in: text).map { (text as NSString).substring(with: NSRange(location: $0.lowerBound, length: $0.count)) }
        #expect(words == ["Hello", "world", "don't", "3.14", "foo", "bar"])
    }

    @Test func eachEmojiIsAWordOfItsOwn() {
        let text = "a \u{1F600}\u{1F600} b \u{1F44D}\u{1F3FD}!"
        let words = TextBoundaries.words(in: text).map { (text as NSString).substring(with: NSRange(location: $0.lowerBound, length: $0.count)) }
        #expect(words == ["a", "\u{1F600}", "\u{1F600}", "b", "\u{1F44D}\u{1F3FD}"], "a skin-tone modifier stays with its emoji")
    }

    @Test func wordMovesGoToWordEndsForwardAndWordStartsBackward() {
        let s = state("Hello, world! foo")
        #expect(s.wordBoundary(after: 0) == 5, "to the end of Hello")
        #expect(s.wordBoundary(after: 5) == 12, "over the comma and space to the end of world")
        #expect(s.wordBoundary(after: 8) == 12, "from inside a word to its end")
        #expect(s.wordBoundary(after: 14) == 17)
        #expect(s.wordBoundary(after: 17) == 17, "the end stays the end")
        #expect(s.wordBoundary(before: 17) == 14)
        #expect(s.wordBoundary(before: 14) == 7, "over '! ' to the start of world")
        #expect(s.wordBoundary(before: 9) == 7, "from inside a word to its start")
        #expect(s.wordBoundary(before: 7) == 0)
        #expect(s.wordBoundary(before: 0) == 0)
    }

    @Test func wordMovesCrossEmojiAndLineBreaks() {
        let s = state("ab \u{1F600} cd\n\n  ef")
        #expect(s.wordBoundary(after: 2) == 5, "the emoji (two UTF-16 units) is the next word")
        #expect(s.wordBoundary(after: 5) == 8)
        #expect(s.wordBoundary(after: 8) == 14, "over the empty line and indent to the end of ef")
        #expect(s.wordBoundary(before: 12) == 6, "back over the line breaks to the start of cd")
        #expect(s.wordBoundary(before: 6) == 3, "to the start of the emoji")
    }

    @Test func aDoubleClickWordRangeIsTheWordOrTheCharacterBetweenWords() {
        let s = state("one, two")
        #expect(s.wordRange(at: 1) == NSRange(location: 0, length: 3))
        #expect(s.wordRange(at: 3) == NSRange(location: 0, length: 3), "at a word's end: that word")
        #expect(s.wordRange(at: 4) == NSRange(location: 4, length: 1), "the space between words alone")
        #expect(s.wordRange(at: 8) == NSRange(location: 5, length: 3))
        #expect(state("").wordRange(at: 0) == NSRange(location: 0, length: 0))
    }

    @Test func paragraphsIncludeTheirLineBreak() {
        let s = state("first\nsecond\nthird")
        #expect(s.paragraphRange(at: 8) == NSRange(location: 6, length: 7))
        #expect(s.paragraphRange(at: 18) == NSRange(location: 13, length: 5))
    }

    @Test func extendingKeepsTheAnchorAndAPlainMoveCollapses() {
        var s = state("abcdef")
        s.moveHead(to: 3, extending: true)
        #expect(s.selection == NSRange(location: 3, length: 3) && s.head == 3 && s.anchor == 6)
        s.moveHead(to: 5, extending: true)
        #expect(s.selection == NSRange(location: 5, length: 1), "the anchor stays at 6")
        s.goalX = 40
        s.moveHead(to: 2, extending: false)
        #expect(s.selection == NSRange(location: 2, length: 0) && s.anchor == nil && s.goalX == nil)
        s.goalX = 40
        s.moveHead(to: 4, extending: false, keepsGoalX: true)
        #expect(s.goalX == 40, "Up/Down moves keep the remembered x")
    }

    @Test func rangesAreClampedToTheTextAndWholeCharacters() {
        var s = state("a\u{1F600}b")
        s.select(NSRange(location: 2, length: 100))
        #expect(s.selection == NSRange(location: 1, length: 3), "inside the surrogate pair: back to its start; the end clamped")
        s.select(NSRange(location: -5, length: 3))
        #expect(s.selection == NSRange(location: 0, length: 0), "a range ending before the text: its start")
        s.replace(NSRange(location: 1, length: 2), with: "xy")
        #expect(s.text == "axyb" && s.selection == NSRange(location: 3, length: 0))
    }
}
