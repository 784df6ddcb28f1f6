/// A view's identifier for UI tests and automation (the AT-SPI `accessible-id`). Public rather than `open`, unlike
/// UIKit's: Swift cannot override a property declared in an extension, and views never need to.
extension UIView {
    public var accessibilityIdentifier: String? {
        get { accessibilityAttributesIfMade?.identifier } set { accessibilityAttributes.identifier = newValue }
    }
}
