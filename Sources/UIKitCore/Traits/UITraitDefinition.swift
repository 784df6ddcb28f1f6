/// A trait a trait collection carries, named by its type (`UITraitHorizontalSizeClass.self`) when registering for
/// its changes (iOS 17).
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    static var name: String { get }
    static var identifier: String { get }
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var name: String { String(describing: self) }
    public static var identifier: String { "UIKit." + String(describing: self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait, as the trait-change registration methods take it.
public typealias UITrait = any UITraitDefinition.Type

/// The horizontal size class (`UITraitCollection.horizontalSizeClass`).
public final class UITraitHorizontalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// The vertical size class (`UITraitCollection.verticalSizeClass`).
public final class UITraitVerticalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// Light or dark (`UITraitCollection.userInterfaceStyle`); colours resolve by it.
public final class UITraitUserInterfaceStyle: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static var affectsColorAppearance: Bool { true }
}

/// The scale of the screen (`UITraitCollection.displayScale`).
public final class UITraitDisplayScale: UITraitDefinition {
    public static let defaultValue: CGFloat = 0
}

/// The kind of device (`UITraitCollection.userInterfaceIdiom`).
public final class UITraitUserInterfaceIdiom: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
}

extension UITraitCollection {
    /// The value of a system trait, to compare two collections; nil for a trait this collection does not carry
    /// (an app's own trait definitions are accepted, but as collections hold only the system traits, they never
    /// change).
    func comparableValue(of trait: UITrait) -> AnyHashable? {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontalSizeClass
        case ObjectIdentifier(UITraitVerticalSizeClass.self): verticalSizeClass
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): userInterfaceStyle
        case ObjectIdentifier(UITraitDisplayScale.self): displayScale
        case ObjectIdentifier(UITraitUserInterfaceIdiom.self): userInterfaceIdiom
        default: nil
        }
    }

    /// Whether any of `traits` has another value in `other`.
    func differs(from other: UITraitCollection, in traits: [UITrait]) -> Bool {
        traits.contains { comparableValue(of: $0) != other.comparableValue(of: $0) }
    }
}
