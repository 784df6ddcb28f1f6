import Foundation

/// The reader's preferred text size (Dynamic Type): `preferredFont(forTextStyle:)` and `UIFontMetrics` scale
/// with it. On the desktop it follows the text scaling factor (`Xft.dpi` over 96 and over the screen scale, which
/// GNOME's "Large Text" and text-scaling-factor set), or `UIKIT_CONTENT_SIZE_CATEGORY` (a category's raw value or
/// name, such as `UICTContentSizeCategoryXL` or `extraLarge`).
public struct UIContentSizeCategory: Hashable, RawRepresentable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// Smallest to largest, with the body text size each gives (Apple's Dynamic Type table).
    static let ordered: [(category: UIContentSizeCategory, name: String, bodySize: CGFloat)] = [
        (.extraSmall, "extraSmall", 14), (.small, "small", 15), (.medium, "medium", 16), (.large, "large", 17),
        (.extraLarge, "extraLarge", 19), (.extraExtraLarge, "extraExtraLarge", 21),
        (.extraExtraExtraLarge, "extraExtraExtraLarge", 23), (.accessibilityMedium, "accessibilityMedium", 28),
        (.accessibilityLarge, "accessibilityLarge", 33), (.accessibilityExtraLarge, "accessibilityExtraLarge", 40),
        (.accessibilityExtraExtraLarge, "accessibilityExtraExtraLarge", 47),
        (.accessibilityExtraExtraExtraLarge, "accessibilityExtraExtraExtraLarge", 53),
    ]

    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (ordered.firstIndex { $0.category == lhs } ?? -1) < (ordered.firstIndex { $0.category == rhs } ?? -1)
    }

    /// How much larger than at `.large` text of this category is (1 for `.unspecified`).
    var textScale: CGFloat {
        (Self.ordered.first { $0.category == self }?.bodySize ?? 17) / 17
    }

    /// The category whose body size is nearest 17 points times `factor`.
    static func nearest(toTextScale factor: CGFloat) -> UIContentSizeCategory {
        guard factor.isFinite, factor > 0 else { return .large }
        return ordered.min { abs($0.bodySize - 17 * factor) < abs($1.bodySize - 17 * factor) }!.category
    }

    /// A category from the environment's spelling: a raw value or a constant's name.
    init?(environmentValue value: String) {
        guard let match = Self.ordered.first(where: { $0.category.rawValue == value || $0.name == value }) else { return nil }
        self = match.category
    }

    /// The category in effect: the process's, readable from any thread (fonts are made anywhere).
    static var current: UIContentSizeCategory {
        get { currentStore.value }
        set { currentStore.value = newValue }
    }

    private static let currentStore = LockedCategory(
        ProcessInfo.processInfo.environment["UIKIT_CONTENT_SIZE_CATEGORY"].flatMap(UIContentSizeCategory.init(environmentValue:))
            ?? .large)
}

/// The current category behind a lock.
private final class LockedCategory: @unchecked Sendable {
    // @unchecked: `stored` is only touched under `lock`.
    private let lock = NSLock()
    private var stored: UIContentSizeCategory
    init(_ value: UIContentSizeCategory) { stored = value }
    var value: UIContentSizeCategory {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
