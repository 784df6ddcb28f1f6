/// An immutable set of interface traits: the display scale (which `@Nx` image variant), the idiom (which `~device`
/// variant), the light or dark style (which value of a dynamic colour) and the horizontal and vertical size
/// classes (how much room the window gives). A trait that is not specified (scale 0, `.unspecified`) leaves the
/// choice to the environment.
public final class UITraitCollection: NSObject, Sendable {
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The reader's preferred text size; windows report the desktop's (`UIContentSizeCategory`).
    public let preferredContentSizeCategory: UIContentSizeCategory

    init(displayScale: CGFloat = 0, idiom: UIUserInterfaceIdiom = .unspecified, style: UIUserInterfaceStyle = .unspecified,
         horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
         contentSizeCategory: UIContentSizeCategory = .unspecified) {
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
        userInterfaceIdiom = idiom
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        preferredContentSizeCategory = contentSizeCategory
        super.init()
    }

    public override convenience init() { self.init(displayScale: 0) }

    public convenience init(displayScale: CGFloat) { self.init(displayScale: displayScale, idiom: .unspecified) }

    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(contentSizeCategory: preferredContentSizeCategory)
    }

    /// The traits of the collections combined; a later collection's specified traits win.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        self.init(displayScale: collections.last { $0.displayScale > 0 }?.displayScale ?? 0,
                  idiom: collections.last { $0.userInterfaceIdiom != .unspecified }?.userInterfaceIdiom ?? .unspecified,
                  style: collections.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle ?? .unspecified,
                  horizontal: collections.last { $0.horizontalSizeClass != .unspecified }?.horizontalSizeClass ?? .unspecified,
                  vertical: collections.last { $0.verticalSizeClass != .unspecified }?.verticalSizeClass ?? .unspecified,
                  contentSizeCategory: collections.last { $0.preferredContentSizeCategory != .unspecified }?
                      .preferredContentSizeCategory ?? .unspecified)
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.preferredContentSizeCategory == .unspecified
                || trait.preferredContentSizeCategory == preferredContentSizeCategory)
    }

    /// Whether colours resolve differently with `traitCollection` (the light or dark style differs).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    /// Whether the size classes or the display scale differ: what makes a controller hear
    /// `willTransition(to:with:)`.
    func differsInLayoutTraits(from traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return horizontalSizeClass != traitCollection.horizontalSizeClass
            || verticalSizeClass != traitCollection.verticalSizeClass
            || displayScale != traitCollection.displayScale
    }

    /// Equal when every trait is equal, as UIKit compares trait collections.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return displayScale == other.displayScale && userInterfaceIdiom == other.userInterfaceIdiom
            && userInterfaceStyle == other.userInterfaceStyle && horizontalSizeClass == other.horizontalSizeClass
            && verticalSizeClass == other.verticalSizeClass && preferredContentSizeCategory == other.preferredContentSizeCategory
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(displayScale)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(userInterfaceStyle)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(preferredContentSizeCategory)
        return hasher.finalize()
    }

    /// This collection with the size classes of a window of `size` and the desktop's content size category where
    /// it specifies none.
    func fillingSizeClasses(for size: CGSize) -> UITraitCollection {
        UITraitCollection(displayScale: displayScale, idiom: userInterfaceIdiom, style: userInterfaceStyle,
                          horizontal: horizontalSizeClass == .unspecified ? SizeClassBreakpoints.horizontal(for: size.width) : horizontalSizeClass,
                          vertical: verticalSizeClass == .unspecified ? SizeClassBreakpoints.vertical(for: size.height) : verticalSizeClass,
                          contentSizeCategory: preferredContentSizeCategory == .unspecified ? .current : preferredContentSizeCategory)
    }

    /// The resource-name device modifier of the idiom (R-MOD-1): `~iphone`, `~ipad`, or none.
    var deviceModifier: String? {
        switch userInterfaceIdiom {
        case .phone: "~iphone"
        case .pad: "~ipad"
        default: nil
        }
    }
}
