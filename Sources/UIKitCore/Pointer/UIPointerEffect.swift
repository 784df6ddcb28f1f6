/// How the view under the pointer reacts (iPadOS's highlight, lift and hover). A desktop's pointer keeps its shape
/// over them, as Mac Catalyst's does.
public enum UIPointerEffect {
    public enum TintMode: Int, Sendable {
        case none, overlay, underlay
    }

    case automatic(UITargetedPreview)
    case highlight(UITargetedPreview)
    case lift(UITargetedPreview)
    case hover(UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
               prefersScaledContent: Bool = true)
}
