/// An immutable set of interface traits. Only the traits resource lookup reads are here so far: the display scale
/// (which `@Nx` image variant) and the idiom (which `~device` variant). A trait that is not specified (scale 0,
/// `.unspecified`) leaves the choice to the main screen and the desktop.
public final class UITraitCollection: NSObject, Sendable {
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    public override init() {
        displayScale = 0
        userInterfaceIdiom = .unspecified
        super.init()
    }

    public init(displayScale: CGFloat) {
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
        userInterfaceIdiom = .unspecified
        super.init()
    }

    public init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        displayScale = 0
        self.userInterfaceIdiom = userInterfaceIdiom
        super.init()
    }

    /// The traits of the collections combined; a later collection's specified traits win.
    public init(traitsFrom collections: [UITraitCollection]) {
        displayScale = collections.last { $0.displayScale > 0 }?.displayScale ?? 0
        userInterfaceIdiom = collections.last { $0.userInterfaceIdiom != .unspecified }?.userInterfaceIdiom ?? .unspecified
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
