/// The traits a view controller sets for itself and everything below it (iOS 17's `traitOverrides`): each one set
/// replaces what the controller would inherit; the others stay inherited.
public struct UITraitOverrides: Sendable {
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    public var displayScale: CGFloat = 0
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified

    public init() {}

    /// Whether `trait` is overridden.
    public func contains(_ trait: UITrait) -> Bool {
        collection.comparableValue(of: trait) != UITraitCollection().comparableValue(of: trait)
    }

    /// Stops overriding `trait`.
    public mutating func remove(_ trait: UITrait) {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontalSizeClass = .unspecified
        case ObjectIdentifier(UITraitVerticalSizeClass.self): verticalSizeClass = .unspecified
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): userInterfaceStyle = .unspecified
        case ObjectIdentifier(UITraitDisplayScale.self): displayScale = 0
        case ObjectIdentifier(UITraitUserInterfaceIdiom.self): userInterfaceIdiom = .unspecified
        default: break
        }
    }

    /// The overridden traits as a collection (the others unspecified).
    var collection: UITraitCollection {
        UITraitCollection(displayScale: displayScale, idiom: userInterfaceIdiom, style: userInterfaceStyle,
                          horizontal: horizontalSizeClass, vertical: verticalSizeClass)
    }

    var isEmpty: Bool { collection.isEqual(UITraitCollection()) }
}
