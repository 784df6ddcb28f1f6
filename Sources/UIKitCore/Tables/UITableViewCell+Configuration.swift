import Foundation

/// Content and background configurations (iOS 14): the cell turns `contentConfiguration` into a content view
/// inside `contentView`, and before each layout after a state change asks `updateConfiguration(using:)` (and
/// `configurationUpdateHandler`) with the current `configurationState`.
extension UITableViewCell {
    /// Setting one replaces the built-in labels; a content view that supports the new configuration is kept.
    @preconcurrency @MainActor public var contentConfiguration: (any UIContentConfiguration)? {
        get { contentConfigurationStorage }
        set {
            contentConfigurationStorage = newValue
            applyContentConfiguration()
        }
    }

    /// A configuration styled for this cell's style, to fill in and assign to `contentConfiguration`.
    @preconcurrency @MainActor public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// The traits and the state the cell is in now.
    @preconcurrency @MainActor public var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = selectedStorage
        state.isHighlighted = highlightedStorage
        state.isEditing = isEditingStorage
        state.isSwiped = isSwiped
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    @preconcurrency @MainActor public func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    func updateConfigurations(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let content = contentConfigurationStorage {
            contentConfigurationStorage = content.updated(for: state)
            applyContentConfiguration()
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            applyBackground(background.updated(for: state))
        } else {
            applyBackground(backgroundConfiguration)
        }
        configurationUpdateHandler?(self, state)
    }

    func applyConfigurationUpdateIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        updateConfiguration(using: configurationState)
    }

    private func applyContentConfiguration() {
        configurationContentView = CellConfigurationViews.show(contentConfigurationStorage,
                                                               replacing: configurationContentView, in: contentView)
        for view in builtInViews { view.isHidden = configurationContentView != nil }
        setNeedsLayout()
    }

    private var builtInViews: [UIView] {
        (hasTextLabel ? [builtInTextLabel] : []) + (hasDetailTextLabel ? [builtInDetailTextLabel] : [])
            + (hasImageView ? [builtInImageView] : [])
    }

    private func applyBackground(_ configuration: UIBackgroundConfiguration?) {
        CellConfigurationViews.paint(backgroundConfigurationView, with: configuration, tintColor: tintColor)
        guard configuration != nil else { return }
        // The configuration paints the cell's background: the cell's own colour would show around its insets.
        backgroundColor = .clear
        updateBackgroundViews()
    }

    func fittingSize(_ targetSize: CGSize, verticalFittingPriority: UILayoutPriority) -> CGSize {
        applyConfigurationUpdateIfNeeded()
        let width = targetSize.width
        if frame.width != width { frame.size.width = width }
        layoutIfNeeded()
        let contentWidth = contentView.bounds.width
        if contentViewHasConstraints {
            let size = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: targetSize.height),
                                                           withHorizontalFittingPriority: .required,
                                                           verticalFittingPriority: verticalFittingPriority)
            return CGSize(width: width, height: size.height)
        }
        if let view = configurationContentView {
            return CGSize(width: width, height: view.sizeThatFits(CGSize(width: contentWidth, height: targetSize.height)).height)
        }
        return CGSize(width: width, height: builtInContentHeight(forWidth: contentWidth))
    }

    private var contentViewHasConstraints: Bool {
        !contentView.constraints.isEmpty || contentView.subviews.contains { !$0.constraints.isEmpty }
    }
}
