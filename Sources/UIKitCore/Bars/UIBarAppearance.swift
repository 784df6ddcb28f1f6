import Foundation

/// How a bar's background looks: a colour (or image) and the hairline shadow under it. A bar shows the appearance
/// that fits its state (standard, compact, at the scroll edge); an item's own appearance wins over the bar's.
/// UIKit's `copy() -> Self` is not offered (Swift on Linux cannot make `Self` from an instance without the
/// Objective-C runtime); `init(barAppearance:)` copies.
@preconcurrency @MainActor open class UIBarAppearance: NSObject {
    public let idiom: UIUserInterfaceIdiom
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The hairline under a navigation bar (over a toolbar); nil or clear draws none.
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?
    /// Whether the background is the translucent material (drawn here as the system background at 94% opacity).
    var usesMaterial = true

    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    public override convenience init() { self.init(idiom: .mac) }

    /// A copy of `barAppearance`'s values (as UIKit's copy does).
    public init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        usesMaterial = barAppearance.usesMaterial
    }

    /// The translucent bar material with a hairline shadow.
    open func configureWithDefaultBackground() {
        usesMaterial = true
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// An opaque system background with a hairline shadow.
    open func configureWithOpaqueBackground() {
        usesMaterial = false
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// No background and no shadow: the content shows through.
    open func configureWithTransparentBackground() {
        usesMaterial = false
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// The colour the bar fills its background with.
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        return usesMaterial ? UIColor.systemBackground.withAlphaComponent(0.94) : .clear
    }
}
