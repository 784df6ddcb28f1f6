import Foundation

/// The region a text view lays its text out in: the text view's width less its `textContainerInset`, and
/// `lineFragmentPadding` more on each side of every line (5 points by default, as in UIKit).
@preconcurrency @MainActor open class NSTextContainer: NSObject {
    /// Space left empty at each end of every line, inside the container.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet {
            guard lineFragmentPadding.isFinite, lineFragmentPadding >= 0 else {
                UIKitLog.error("NSTextContainer: line fragment padding \(lineFragmentPadding) is not a finite size; 0 used")
                lineFragmentPadding = 0
                return
            }
            textView?.textContainerDidChange()
        }
    }
    /// The text view whose text this container holds; its width follows the view's.
    weak var textView: UITextView?

    /// The container's size: the text view's width inside its insets, and no limit down.
    open var size: CGSize {
        guard let textView else { return .zero }
        let inset = textView.textContainerInset
        return CGSize(width: max(textView.bounds.width - inset.left - inset.right, 0), height: .greatestFiniteMagnitude)
    }

    public override init() { super.init() }
}
