extension UIModalPresentationStyle {
    /// The style `.automatic` stands for (a page sheet), and what the desktop shows for the tvOS-only blur style.
    var resolved: UIModalPresentationStyle {
        switch self {
        case .automatic: .pageSheet
        case .blurOverFullScreen: .overFullScreen
        default: self
        }
    }

    /// The styles that present in the presenting controller's context rather than over the whole window.
    var isCurrentContext: Bool { self == .currentContext || self == .overCurrentContext }

    /// The styles shown as a sheet: a card over a dimmed window.
    var isSheet: Bool { self == .pageSheet || self == .formSheet }
}
