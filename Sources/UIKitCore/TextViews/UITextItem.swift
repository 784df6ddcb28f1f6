import Foundation

/// Something in a text view's text that a click or tap acts on: a link (`NSAttributedString.Key.link`), a text
/// attachment or a custom tag (`NSAttributedString.Key.textItemTag`). The text view makes these; the delegate is
/// asked what to do with them (`textView(_:primaryActionFor:defaultAction:)`).
@preconcurrency @MainActor open class UITextItem: NSObject {
    public enum Content {
        case link(URL)
        case textAttachment(NSTextAttachment)
        case tag(String)
    }

    /// What the item is, with its value.
    public let content: Content
    /// Where the item lies in the text view's attributed text.
    public let range: NSRange

    init(content: Content, range: NSRange) {
        self.content = content
        self.range = range
        super.init()
    }
}

extension NSAttributedString.Key {
    /// A custom tag's name on a run of text; a click on it asks the delegate with a `.tag` text item.
    public static let textItemTag = NSAttributedString.Key("UITextItemTagAttributeName")
}
