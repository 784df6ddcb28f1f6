/// The guides a view makes for itself, each held to the view by constraints the engine keeps up to date.
enum SystemGuideKind {
    /// `layoutMarginsGuide`: the view's bounds inset by its effective layout margins.
    case margins
    /// `safeAreaLayoutGuide`: the bounds inset by the safe area.
    case safeArea
    /// `readableContentGuide`: at most `readableWidth` wide, centred in the margins.
    case readableContent

    var identifier: String {
        switch self {
        case .margins: "UIViewLayoutMarginsGuide"
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .readableContent: "UIViewReadableContentGuide"
        }
    }

    /// The readable line length at the default text size: about 70 characters of body text.
    static let readableWidth: CGFloat = 672
}
