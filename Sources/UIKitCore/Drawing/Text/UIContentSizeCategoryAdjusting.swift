/// Views whose fonts follow Dynamic Type: with `adjustsFontForContentSizeCategory` set, a font made by
/// `UIFont.preferredFont(forTextStyle:)` is made again at the new content size category when it changes.
@preconcurrency @MainActor public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}

extension UIApplication {
    /// The reader's preferred text size: the desktop's text scaling, or `UIKIT_CONTENT_SIZE_CATEGORY`.
    public var preferredContentSizeCategory: UIContentSizeCategory { UIContentSizeCategory.current }

    /// The desktop's text scale changed (or was read at start-up): the nearest content size category becomes
    /// current, unless the environment fixes one; views that adjust their fonts take the new sizes and everyone
    /// hears `UIContentSizeCategory.didChangeNotification`.
    func followDesktopTextScale(_ factor: CGFloat) {
        guard ProcessInfo.processInfo.environment["UIKIT_CONTENT_SIZE_CATEGORY"] == nil else { return }
        setContentSizeCategory(.nearest(toTextScale: factor))
    }

    func setContentSizeCategory(_ category: UIContentSizeCategory) {
        guard category != UIContentSizeCategory.current else { return }
        UIContentSizeCategory.current = category
        var pending: [UIView] = windows
        while let view = pending.popLast() {
            if let adjusting = view as? UIContentSizeCategoryAdjusting, adjusting.adjustsFontForContentSizeCategory {
                view.adjustFontForContentSizeCategory()
            }
            pending.append(contentsOf: view.subviews)
        }
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: self,
                                        userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
    }
}

extension UIView {
    /// Makes a view's Dynamic Type font again at the current category.
    func adjustFontForContentSizeCategory() {
        switch self {
        case let label as UILabel:
            if let style = label.font.textStyle { label.font = .preferredFont(forTextStyle: style) }
        case let field as UITextField:
            if let style = field.font?.textStyle { field.font = .preferredFont(forTextStyle: style) }
        case let textView as UITextView:
            if let style = textView.font?.textStyle { textView.font = .preferredFont(forTextStyle: style) }
        default:
            break
        }
    }
}
