import Foundation

/// Keeping a configured button's look current: the update handler runs on the next layout pass after a state
/// change (or at once with `updateConfiguration()`), and the spinner follows `showsActivityIndicator`.
extension UIButton {
    /// Asks for `updateConfiguration()` on the next layout pass.
    public func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// The update handler's run (see `updateConfiguration()`): its own changes to `configuration` do not ask again.
    func runConfigurationUpdateHandler() {
        needsConfigurationUpdate = false
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        configurationUpdateHandler?(self)
    }

    func configurationDidChange() {
        setNeedsDisplay()
        updateContentViews()
        invalidateIntrinsicContentSize()
        updateConfigurationSpinner()
        updateSubtitleLabel()
    }

    /// The subtitle label, made the first time a configuration has a subtitle.
    func configuredSubtitleLabel() -> UILabel? {
        guard let subtitle = configuration?.subtitle, !subtitle.isEmpty else { return nil }
        if let subtitleLabelIfMade { return subtitleLabelIfMade }
        let label = UILabel()
        label.isUserInteractionEnabled = false
        subtitleLabelIfMade = label
        addSubview(label)
        updateSubtitleLabel()
        return label
    }

    /// Shows the configuration's subtitle, in its font and the foreground colour for the state, under the title.
    func updateSubtitleLabel() {
        guard let configuration = configuration?.updated(for: self), let subtitle = configuration.subtitle,
              !subtitle.isEmpty, let label = configuredSubtitleLabel() else {
            subtitleLabelIfMade?.isHidden = true
            return
        }
        label.isHidden = false
        label.text = subtitle
        label.font = subtitleFont(for: configuration)
        label.textColor = configurationForeground(configuration).withAlphaComponent(0.8)
        label.frame = configurationLayout(configuration, in: bounds).subtitle
    }

    private func updateConfigurationSpinner() {
        guard let configuration, configuration.showsActivityIndicator else {
            configurationSpinner?.stopAnimating()
            configurationSpinner?.removeFromSuperview()
            configurationSpinner = nil
            return
        }
        let spinner = configurationSpinner ?? UIActivityIndicatorView(style: .medium)
        if spinner.superview !== self {
            spinner.isUserInteractionEnabled = false
            addSubview(spinner)
            configurationSpinner = spinner
        }
        spinner.color = configurationColors(for: configuration.updated(for: self)).foreground
        spinner.startAnimating()
        setNeedsLayout()
    }

    func layoutConfigurationSpinner() {
        guard let spinner = configurationSpinner, let configuration else { return }
        spinner.frame = configurationLayout(configuration.updated(for: self), in: bounds).image
    }
}

/// A button's menu: a context-menu interaction on the button whose configuration is the button's menu, shown by a
/// secondary click or long press, and by a primary click when `showsMenuAsPrimaryAction`. The chosen action's
/// `sender` is the interaction (UIKit gives the button); the button sends Menu Action Triggered as the menu opens.
@MainActor final class ButtonMenuPresenter: NSObject, UIContextMenuInteractionDelegate {
    private(set) weak var button: UIButton?
    private(set) var interaction: UIContextMenuInteraction!

    init(button: UIButton) {
        self.button = button
        super.init()
        interaction = UIContextMenuInteraction(delegate: self)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let button, let menu = button.menu, button.isEnabled, button.isContextMenuInteractionEnabled
                || button.showsMenuAsPrimaryAction else { return nil }
        return UIContextMenuConfiguration(actionProvider: { _ in menu })
    }
}

extension UIButton {
    func menuDidChange() {
        if menu != nil, menuPresenter == nil {
            let presenter = ButtonMenuPresenter(button: self)
            menuPresenter = presenter
            addInteraction(presenter.interaction)
            isContextMenuInteractionEnabled = true
        } else if menu == nil, let presenter = menuPresenter {
            presenter.interaction.dismissMenu()
            removeInteraction(presenter.interaction)
            menuPresenter = nil
            isContextMenuInteractionEnabled = false
        }
    }

    /// Opens the menu under the button's leading edge, as a pop-up button does.
    func presentMenuAsPrimaryAction() {
        guard let window, let presenter = menuPresenter else { return }
        sendActions(for: .menuActionTriggered)
        presenter.interaction.presentMenu(at: convert(CGPoint(x: bounds.minX, y: bounds.maxY + 2), to: window), in: window)
    }
}
