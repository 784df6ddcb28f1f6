internal import CGio
import Foundation
import UIKitCore

/// The Text and EditableText interfaces of text fields and views: reading the text by range and by unit, the caret
/// and the selection, and editing through the view's own path (the delegate is asked, editing-changed is sent).
@MainActor enum ATSPITextMethods {
    static func text(_ method: String, _ id: AccessibilityElementID, _ arguments: OpaquePointer) -> OpaquePointer? {
        let tree = AccessibilityTree.shared
        guard let state = tree.text(of: id) else { return nil }
        let text = state.text, count = text.unicodeScalars.count
        switch method {
        case "GetText":
            return GV.tuple([GV.string(ATSPITextOffsets.substring(text, from: GV.int32(arguments, 0), to: GV.int32(arguments, 1)))])
        case "GetCharacterAtOffset":
            let offset = GV.int32(arguments, 0)
            let scalars = Array(text.unicodeScalars)
            return GV.tuple([GV.int32(scalars.indices.contains(offset) ? Int(scalars[offset].value) : 0)])
        case "GetStringAtOffset", "GetTextAtOffset":
            let (start, end) = unit(around: GV.int32(arguments, 0), in: text, granularity: GV.uint32(arguments, 1),
                                    boundaryStyle: method == "GetTextAtOffset")
            return GV.tuple([GV.string(ATSPITextOffsets.substring(text, from: start, to: end)), GV.int32(start), GV.int32(end)])
        case "SetCaretOffset":
            let offset = ATSPITextOffsets.utf16(text, characterOffset: GV.int32(arguments, 0))
            return GV.tuple([GV.bool(tree.selectText(NSRange(location: offset, length: 0), of: id))])
        case "GetNSelections":
            return GV.tuple([GV.int32(state.selection.length > 0 ? 1 : 0)])
        case "GetSelection":
            guard GV.int32(arguments, 0) == 0, state.selection.length > 0 else { return GV.tuple([GV.int32(0), GV.int32(0)]) }
            return GV.tuple([GV.int32(ATSPITextOffsets.characters(text, utf16Offset: state.selection.location)),
                             GV.int32(ATSPITextOffsets.characters(text, utf16Offset: NSMaxRange(state.selection)))])
        case "AddSelection", "SetSelection":
            let first = method == "SetSelection" ? 1 : 0
            if method == "SetSelection", GV.int32(arguments, 0) != 0 { return GV.tuple([GV.bool(false)]) }
            let range = ATSPITextOffsets.utf16Range(text, from: GV.int32(arguments, first), to: GV.int32(arguments, first + 1))
            return GV.tuple([GV.bool(tree.selectText(range, of: id))])
        case "RemoveSelection":
            let caret = NSRange(location: state.caret, length: 0)
            return GV.tuple([GV.bool(GV.int32(arguments, 0) == 0 && tree.selectText(caret, of: id))])
        case "GetCharacterExtents":
            let rect = ATSPIMethods.extents(of: id, coordinateType: GV.uint32(arguments, 1))
            let ints = [rect.minX, rect.minY, rect.width, rect.height].map { GV.int32(Int($0.isFinite ? $0.rounded() : 0)) }
            return GV.tuple(ints)
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            return GV.tuple([GV.stringDictionary([])])
        case "GetAttributeRun", "GetAttributes":
            return GV.tuple([GV.stringDictionary([]), GV.int32(0), GV.int32(count)])
        default:
            return nil
        }
    }

    /// The unit of text around `offset`, as character offsets: a character (0), a word (1), a sentence (2), or a line
    /// or paragraph (3, 4: the text's lines). `GetTextAtOffset`'s older boundary types (char, word start/end,
    /// sentence start/end, line start/end) map onto the same units.
    private static func unit(around offset: Int, in text: String, granularity: UInt32, boundaryStyle: Bool) -> (Int, Int) {
        let scalars = Array(text.unicodeScalars), count = scalars.count
        let at = min(max(offset, 0), count)
        let kind: UInt32 = boundaryStyle ? [0, 1, 1, 2, 2, 3, 3][Int(min(granularity, 6))] : granularity
        func isBreak(_ scalar: Unicode.Scalar) -> Bool {
            switch kind {
            case 1: return !scalar.properties.isAlphabetic && !("0"..."9").contains(scalar)
            case 2: return scalar == "." || scalar == "!" || scalar == "?" || scalar == "\n"
            default: return scalar == "\n"
            }
        }
        if kind == 0 { return (at, min(at + 1, count)) }
        var start = at, end = at
        while start > 0, !isBreak(scalars[start - 1]) { start -= 1 }
        while end < count, !isBreak(scalars[end]) { end += 1 }
        return (start, end)
    }

    static func editableText(_ method: String, _ id: AccessibilityElementID, _ arguments: OpaquePointer) -> OpaquePointer? {
        let tree = AccessibilityTree.shared
        guard let state = tree.text(of: id) else { return nil }
        let text = state.text
        switch method {
        case "SetTextContents":
            return GV.tuple([GV.bool(tree.setTextContents(GV.string(arguments, 0), of: id))])
        case "InsertText":
            let position = ATSPITextOffsets.utf16(text, characterOffset: GV.int32(arguments, 0))
            let string = GV.string(arguments, 1), length = GV.int32(arguments, 2)
            let inserted = length >= 0 && length < string.unicodeScalars.count
                ? String(string.unicodeScalars.prefix(length)) : string
            return GV.tuple([GV.bool(tree.replaceText(in: NSRange(location: position, length: 0), with: inserted, of: id))])
        case "DeleteText", "CutText":
            let range = ATSPITextOffsets.utf16Range(text, from: GV.int32(arguments, 0), to: GV.int32(arguments, 1))
            if method == "CutText" { UIPasteboard.general.string = (text as NSString).substring(with: range) }
            return GV.tuple([GV.bool(tree.replaceText(in: range, with: "", of: id))])
        case "CopyText":
            let range = ATSPITextOffsets.utf16Range(text, from: GV.int32(arguments, 0), to: GV.int32(arguments, 1))
            UIPasteboard.general.string = (text as NSString).substring(with: range)
            return GV.tuple([])
        case "PasteText":
            let position = ATSPITextOffsets.utf16(text, characterOffset: GV.int32(arguments, 0))
            guard let pasted = UIPasteboard.general.string else { return GV.tuple([GV.bool(false)]) }
            return GV.tuple([GV.bool(tree.replaceText(in: NSRange(location: position, length: 0), with: pasted, of: id))])
        default:
            return nil
        }
    }
}
