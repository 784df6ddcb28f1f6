import Foundation

/// A navigation bar's look: its background (UIBarAppearance), the title's and large title's attributes, the
/// buttons' appearances and the back indicator.
@preconcurrency @MainActor open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var prominentButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    private var customBackIndicator: (image: UIImage, mask: UIImage)?

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        largeTitleTextAttributes = other.largeTitleTextAttributes
        buttonAppearance = UIBarButtonItemAppearance(copying: other.buttonAppearance)
        prominentButtonAppearance = UIBarButtonItemAppearance(copying: other.prominentButtonAppearance)
        doneButtonAppearance = UIBarButtonItemAppearance(copying: other.doneButtonAppearance)
        backButtonAppearance = UIBarButtonItemAppearance(copying: other.backButtonAppearance)
        customBackIndicator = other.customBackIndicator
    }

    /// The chevron of the back button (`chevron.backward`), or the image set with `setBackIndicatorImage`.
    open var backIndicatorImage: UIImage {
        customBackIndicator?.image ?? UINavigationBarAppearance.systemBackIndicator
    }
    open var backIndicatorTransitionMaskImage: UIImage {
        customBackIndicator?.mask ?? UINavigationBarAppearance.systemBackIndicator
    }

    /// Both images or neither, as UIKit requires (one alone is logged and ignored).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        switch (backIndicatorImage, backIndicatorTransitionMaskImage) {
        case let (image?, mask?): customBackIndicator = (image, mask)
        case (nil, nil): customBackIndicator = nil
        default: UIKitLog.error("UINavigationBarAppearance: setBackIndicatorImage needs both images or neither; ignored")
        }
    }

    static let systemBackIndicator: UIImage = UIImage(systemName: "chevron.backward")
        ?? UIImage(systemName: "chevron.left") ?? UIImage()

    /// The button appearance for an item of `style` (a back button has its own).
    func buttonAppearance(for style: UIBarButtonItem.Style) -> UIBarButtonItemAppearance {
        style == .done ? doneButtonAppearance : buttonAppearance
    }
}
