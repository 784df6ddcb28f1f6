/// The guides a view makes for itself, each held to the view by constraints the engine keeps up to date.
enum SystemGuideKind {
    /// `layoutMarginsGuide`: the view's bounds inset by its effective layout margins.
    case margins
    /// `safeAreaLayoutGuide`: the bounds inset by the safe area.
    case safeArea
    /// `readableContentGuide`: at most `readableWidth` wide, centred in the margins.
    case readableContent
    /// `UIScrollView.contentLayoutGuide`: the content area (origin at the content's origin, size `contentSize`);
    /// constraints that size it set `contentSize`.
    case scrollContent
    /// `UIScrollView.frameLayoutGuide`: the scroll view's frame, which stays put while the content scrolls.
    case scrollFrame

    var identifier: String {
        switch self {
        case .margins: "UIViewLayoutMarginsGuide"
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .readableContent: "UIViewReadableContentGuide"
        case .scrollContent: "UIScrollView-contentLayoutGuide"
        case .scrollFrame: "UIScrollView-frameLayoutGuide"
        }
    }

    /// The readable line length at the default text size: about 70 characters of body text.
    static let readableWidth: CGFloat = 672
}
