@testable import UIKitCore
import Foundation

/// A layout manager does not retain its text storage (as on iOS): the stacks tests make are kept here.
nonisolated(unsafe) private var keptStorages: [NSTextStorage] = []

/// A TextKit stack: one storage, one layout manager, containers of the given sizes (padding 0 unless given).
@MainActor func makeTextKitStack(_ text: NSAttributedString, containers sizes: [CGSize],
                      padding: CGFloat = 0) -> (NSTextStorage, NSLayoutManager, [NSTextContainer]) {
    let storage = NSTextStorage(attributedString: text)
    keptStorages.append(storage)
    let manager = NSLayoutManager()
    storage.addLayoutManager(manager)
    let containers = sizes.map { size in
        let container = NSTextContainer(size: size)
        container.lineFragmentPadding = padding
        manager.addTextContainer(container)
        return container
    }
    return (storage, manager, containers)
}

/// Every line fragment of a layout manager: rectangle, used rectangle, container and glyph range.
func lineFragments(of manager: NSLayoutManager) -> [(rect: CGRect, used: CGRect, container: NSTextContainer, range: NSRange)] {
    var result: [(rect: CGRect, used: CGRect, container: NSTextContainer, range: NSRange)] = []
    manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { rect, used, container, range, _ in
        result.append((rect, used, container, range))
    }
    return result
}

let loremText = """
    Four score and seven years ago our fathers brought forth on this continent, a new nation, conceived in \
    Liberty, and dedicated to the proposition that all men are created equal. Now we are engaged in a great civil \
    war, testing whether that nation, or any nation so conceived and so dedicated, can long endure. We are met on a \
    great battle-field of that war. We have come to dedicate a portion of that field, as a final resting place for \
    those who here gave their lives that that nation might live.
    """
