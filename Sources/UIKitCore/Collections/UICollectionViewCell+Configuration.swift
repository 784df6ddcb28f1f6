import Foundation

/// Content and background configurations (iOS 14), as table cells have them: the configurations are turned into
/// views through `CellConfigurationViews`, and before each layout after a state change the cell asks
/// `updateConfiguration(using:)` (and `configurationUpdateHandler`) with the current `configurationState`.
extension UICollectionViewCell {
    func updateConfigurations(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        applyBackgroundConfiguration(for: state)
        // Configurations the handler sets show at once, without asking for another update.
        configurationUpdateHandler?(self, state)
    }

    func applyConfigurationUpdateIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        updateConfiguration(using: configurationState)
    }

    func applyContentConfiguration() {
        configurationContentView = CellConfigurationViews.show(contentConfiguration, replacing: configurationContentView,
                                                               in: contentView)
        // Follows the content view, which a list cell moves after the cell's own layout (indentation).
        configurationContentView?.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        setNeedsLayout()
    }

    /// Paints `backgroundConfiguration`, updated for `state` (the current one by default) unless the cell was told
    /// not to.
    func applyBackgroundConfiguration(for state: UICellConfigurationState? = nil) {
        var configuration = backgroundConfiguration
        if automaticallyUpdatesBackgroundConfiguration {
            configuration = configuration?.updated(for: state ?? configurationState)
        }
        if configuration != nil && backgroundConfigurationView == nil {
            let view = UIView(frame: bounds)
            view.isUserInteractionEnabled = false
            insertSubview(view, at: 0)
            backgroundConfigurationView = view
        }
        guard let view = backgroundConfigurationView else { return }
        CellConfigurationViews.paint(view, with: configuration, tintColor: tintColor)
    }

    /// The proposed attributes with the height the configuration's view needs at the content view's width.
    func configuredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        applyConfigurationUpdateIfNeeded()
        let preferred = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        guard let view = configurationContentView, layoutAttributes.size.width.isFinite,
              layoutAttributes.size.width > 0 else { return preferred }
        if bounds.size.width != layoutAttributes.size.width { bounds.size.width = layoutAttributes.size.width }
        layoutIfNeeded()
        let chrome = bounds.height - contentView.bounds.height
        let height = view.sizeThatFits(CGSize(width: contentView.bounds.width, height: .greatestFiniteMagnitude)).height
        if height.isFinite, height > 0 { preferred.size.height = height + max(chrome, 0) }
        return preferred
    }
}
