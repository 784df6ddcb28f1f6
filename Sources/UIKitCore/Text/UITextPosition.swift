import Foundation

/// A place in a text responder's text, between two characters: an offset in UTF-16 code units, as `NSRange`s count.
@preconcurrency @MainActor open class UITextPosition: NSObject {
    let offset: Int
    init(offset: Int) {
        self.offset = offset
        super.init()
    }
}
