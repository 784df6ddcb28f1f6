import Foundation

/// What edits changed since a layout was made: the text before `start` is unchanged, and what was from `oldEnd`
/// on is now from `newEnd` on.
struct TextKitEdit: Equatable {
    var start: Int
    var oldEnd: Int
    var newEnd: Int
    var delta: Int { newEnd - oldEnd }

    /// One edit: `range` of the new text replaced `range.length - delta` characters.
    init(range: NSRange, changeInLength delta: Int) {
        start = range.location
        newEnd = NSMaxRange(range)
        oldEnd = newEnd - delta
    }

    /// This edit followed by `next` (in the text as this edit left it).
    func followed(by next: TextKitEdit) -> TextKitEdit {
        var combined = self
        combined.start = min(start, next.start)
        if next.oldEnd <= newEnd {
            combined.newEnd = newEnd + next.delta
        } else {
            // The next edit reaches past this one: what it replaced beyond was old text too.
            combined.oldEnd = oldEnd + (next.oldEnd - newEnd)
            combined.newEnd = next.newEnd
        }
        return combined
    }
}
