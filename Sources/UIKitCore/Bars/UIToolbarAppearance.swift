import Foundation

/// A toolbar's look: its background (UIBarAppearance) and its buttons' appearances.
@preconcurrency @MainActor open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UIToolbarAppearance else { return }
        buttonAppearance = UIBarButtonItemAppearance(copying: other.buttonAppearance)
        doneButtonAppearance = UIBarButtonItemAppearance(copying: other.doneButtonAppearance)
    }
}
