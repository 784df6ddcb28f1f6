/// How strongly vibrant content shows, from labels to separators (Apple's raw values).
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7
}

extension UIVibrancyEffectStyle {
    /// How much of the content's own alpha shows: labels fully, fills and separators as their colours do.
    var contentAlpha: CGFloat {
        switch self {
        case .label: 1
        case .secondaryLabel: 0.6
        case .tertiaryLabel: 0.3
        case .quaternaryLabel: 0.18
        case .fill: 0.2
        case .secondaryFill: 0.16
        case .tertiaryFill: 0.12
        case .separator: 0.29
        }
    }
}
