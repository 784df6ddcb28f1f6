import Foundation

/// What bars show: the common part of bar button items and tab bar items (a title, an image, enabled state and
/// per-state title attributes). The bar that shows an item hears its changes through `hostDidChange` and lays
/// itself out again.
@preconcurrency @MainActor open class UIBarItem: NSObject {
    open var isEnabled: Bool = true { didSet { if isEnabled != oldValue { noteChange() } } }
    open var title: String? { didSet { if title != oldValue { noteChange() } } }
    open var image: UIImage? { didSet { if image !== oldValue { noteChange() } } }
    open var landscapeImagePhone: UIImage?
    open var largeContentSizeImage: UIImage?
    open var imageInsets: UIEdgeInsets = .zero { didSet { noteChange() } }
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero
    open var tag: Int = 0
    open var accessibilityIdentifier: String?

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }

    /// Items in nibs and storyboards are decoded by the storyboard reader, not through a coder.
    public required init?(coder: NSCoder) { super.init() }

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        noteChange()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Set by the bar (navigation bar, toolbar, tab bar) that shows the item; one bar shows an item at a time.
    var hostDidChange: ((UIBarItem) -> Void)?

    func noteChange() { hostDidChange?(self) }
}
