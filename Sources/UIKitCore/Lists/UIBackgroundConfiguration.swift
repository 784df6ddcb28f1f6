import Foundation

/// The background of a list row or header: a colour (or a custom view), inset and rounded, with a stroke; updated
/// for the cell's state (a highlighted or selected plain cell shows the system's grey).
@preconcurrency @MainActor public struct UIBackgroundConfiguration {
    public var customView: UIView?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// nil: the colour of the place (`listPlainCell()`: the system background).
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var strokeColor: UIColor?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0

    enum Role { case plainCell, groupedCell, sidebarCell, plainHeaderFooter, groupedHeaderFooter, clear }
    var role: Role
    /// The colour of the place before `updated(for:)` changed it for a state.
    private var placeColor: UIColor?

    private init(role: Role, color: UIColor?) {
        self.role = role
        placeColor = color
    }

    public static func listPlainCell() -> UIBackgroundConfiguration { .init(role: .plainCell, color: .systemBackground) }
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        .init(role: .groupedCell, color: .secondarySystemGroupedBackground)
    }
    public static func listSidebarCell() -> UIBackgroundConfiguration { .init(role: .sidebarCell, color: .clear) }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        .init(role: .plainHeaderFooter, color: .secondarySystemBackground)
    }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        .init(role: .groupedHeaderFooter, color: .clear)
    }
    public static func clear() -> UIBackgroundConfiguration { .init(role: .clear, color: .clear) }

    /// The colour shown: `backgroundColor` (or the place's, or the state's), through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? placeColor ?? .clear
        return backgroundColorTransformer?(color) ?? color
    }

    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    /// Highlighted or selected rows show grey (the tint for sidebar rows); the colour the code set wins.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        var updated = self
        let cellState = state as? UICellConfigurationState
        let viewState = state as? UIViewConfigurationState
        let active = cellState.map { $0.isSelected || $0.isHighlighted || $0.isSwiped }
            ?? viewState.map { $0.isSelected || $0.isHighlighted } ?? false
        guard active, role != .clear, role != .plainHeaderFooter, role != .groupedHeaderFooter else { return updated }
        updated.placeColor = role == .sidebarCell ? .tintColor : .systemGray4
        return updated
    }
}
