/// An immutable set of interface traits: the display scale (which `@Nx` image variant), the idiom (which `~device`
/// variant) and the light or dark style (which value of a dynamic colour). A trait that is not specified (scale 0,
/// `.unspecified`) leaves the choice to the main screen and the desktop.
public final class UITraitCollection: NSObject, Sendable {
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let userInterfaceStyle: UIUserInterfaceStyle

    public override init() {
        displayScale = 0
        userInterfaceIdiom = .unspecified
        userInterfaceStyle = .unspecified
        super.init()
    }

    public init(displayScale: CGFloat) {
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
        userInterfaceIdiom = .unspecified
        userInterfaceStyle = .unspecified
        super.init()
    }

    public init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        displayScale = 0
        self.userInterfaceIdiom = userInterfaceIdiom
        userInterfaceStyle = .unspecified
        super.init()
    }

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        displayScale = 0
        userInterfaceIdiom = .unspecified
        self.userInterfaceStyle = userInterfaceStyle
        super.init()
    }

    /// The traits of the collections combined; a later collection's specified traits win.
    public init(traitsFrom collections: [UITraitCollection]) {
        displayScale = collections.last { $0.displayScale > 0 }?.displayScale ?? 0
        userInterfaceIdiom = collections.last { $0.userInterfaceIdiom != .unspecified }?.userInterfaceIdiom ?? .unspecified
        userInterfaceStyle = collections.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle ?? .unspecified
        super.init()
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
