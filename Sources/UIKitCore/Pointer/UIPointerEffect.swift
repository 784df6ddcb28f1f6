/// How the view under the pointer reacts (iPadOS's highlight, lift and hover), shown on the preview's view while the
/// pointer is in the region (PointerEffectApplier.swift). A desktop's pointer keeps its own shape meanwhile.
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
