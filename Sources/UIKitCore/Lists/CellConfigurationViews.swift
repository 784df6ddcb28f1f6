import Foundation

/// What table and collection cells share to show their configurations: the view a content configuration makes
/// (kept while it supports the next configuration, so a reused cell does not rebuild its content) and the view a
/// background configuration paints.
@MainActor enum CellConfigurationViews {
    /// Shows `configuration` in `container` through `current` when it supports it, else through a new view the
    /// configuration makes (the old one leaves); nil takes the view away. Returns the view now showing it.
    static func show(_ configuration: (any UIContentConfiguration)?, replacing current: (UIView & UIContentView)?,
                     in container: UIView) -> (UIView & UIContentView)? {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        if let current, current.supports(configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = container.bounds
        container.addSubview(view)
        return view
    }

    /// Paints `view` with `configuration`'s colour, corners, stroke and custom view; nil hides it.
    static func paint(_ view: UIView, with configuration: UIBackgroundConfiguration?, tintColor: UIColor) {
        guard let configuration else {
            view.isHidden = true
            return
        }
        view.isHidden = false
        view.backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
        view.layer.cornerRadius = configuration.cornerRadius
        view.layer.borderWidth = configuration.strokeWidth
        view.layer.borderColor = configuration.strokeWidth > 0 ? configuration.resolvedStrokeColor(for: tintColor).cgColor : nil
        if let custom = configuration.customView, custom.superview !== view {
            for old in view.subviews { old.removeFromSuperview() }
            custom.frame = view.bounds
            custom.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(custom)
        } else if configuration.customView == nil {
            for old in view.subviews { old.removeFromSuperview() }
        }
    }
}
