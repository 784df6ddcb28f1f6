import Foundation

/// The content of a list row, header or footer: an image, a primary text and a secondary text, with the system's
/// fonts, colours and spacing for each place they appear (`cell()`, `subtitleCell()`, `valueCell()`, headers...).
@preconcurrency @MainActor public struct UIListContentConfiguration: UIContentConfiguration {
    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties = TextProperties()
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties = TextProperties()
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal, .vertical]
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Text and secondary text on one line (value cells), wrapping under each other when they do not fit.
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    /// What the configuration was made for; `updated(for:)` applies that place's state colours.
    enum Role { case cell, sidebarCell, header, footer }
    var role: Role = .cell

    private init(role: Role) { self.role = role }

    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(role: .cell) }

    public static func subtitleCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
        configuration.secondaryTextProperties.color = .secondaryLabel
        return configuration
    }

    public static func valueCell() -> UIListContentConfiguration {
        var configuration = cell()
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.secondaryTextProperties.color = .secondaryLabel
        return configuration
    }

    public static func sidebarCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(role: .sidebarCell)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
        configuration.imageToTextPadding = 10
        configuration.imageProperties.tintColor = .tintColor
        return configuration
    }

    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        var configuration = sidebarCell()
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
        configuration.secondaryTextProperties.color = .secondaryLabel
        return configuration
    }

    public static func accompaniedSidebarCell() -> UIListContentConfiguration { sidebarCell() }
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { sidebarSubtitleCell() }

    public static func header() -> UIListContentConfiguration { plainHeader() }
    public static func footer() -> UIListContentConfiguration { plainFooter() }

    public static func plainHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(role: .header)
        configuration.textProperties.font = .systemFont(ofSize: 15, weight: .semibold)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        return configuration
    }

    public static func plainFooter() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(role: .footer)
        configuration.textProperties.font = .preferredFont(forTextStyle: .footnote)
        configuration.textProperties.color = .secondaryLabel
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        return configuration
    }

    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(role: .header)
        configuration.textProperties.font = .preferredFont(forTextStyle: .footnote)
        configuration.textProperties.color = .secondaryLabel
        configuration.textProperties.transform = .uppercase
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16)
        return configuration
    }

    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = plainFooter()
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16)
        return configuration
    }

    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(role: .header)
        configuration.textProperties.font = .systemFont(ofSize: 20, weight: .bold)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 8, trailing: 20)
        return configuration
    }

    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = prominentInsetGroupedHeader()
        configuration.textProperties.font = .systemFont(ofSize: 22, weight: .bold)
        return configuration
    }

    public static func sidebarHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(role: .header)
        configuration.textProperties.font = .systemFont(ofSize: 13, weight: .semibold)
        configuration.textProperties.color = .secondaryLabel
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 4, trailing: 12)
        return configuration
    }

    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// A selected or highlighted sidebar row shows its text and image in white over the tint; other places keep
    /// their colours (the background shows the state). Disabled rows are dimmed.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        var updated = self
        let cellState = state as? UICellConfigurationState
        let viewState = state as? UIViewConfigurationState
        let selected = cellState.map { $0.isSelected || $0.isHighlighted } ?? viewState.map { $0.isSelected || $0.isHighlighted } ?? false
        let disabled = cellState?.isDisabled ?? viewState?.isDisabled ?? false
        if role == .sidebarCell, selected {
            updated.textProperties.color = .white
            updated.secondaryTextProperties.color = .white
            updated.imageProperties.tintColor = .white
        }
        if disabled {
            updated.textProperties.color = .tertiaryLabel
            updated.secondaryTextProperties.color = .tertiaryLabel
        }
        return updated
    }
}
