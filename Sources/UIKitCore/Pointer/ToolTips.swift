import Foundation

/// The one tooltip of the application: which view the pointer rests on, the timer until its tooltip shows (the
/// desktop's delay, half a second as GTK's), and the shown tooltip, placed below the pointer and kept inside the
/// window. Moving off the view, a key or a click takes it away.
@MainActor enum ToolTips {
    /// The desktop's delay before a tooltip shows.
    static let delay: TimeInterval = 0.5

    private static weak var target: UIToolTipInteraction?
    private static var timer: EventTimer?
    private static var shown: ToolTipView?

    /// The shown tooltip's text, for tests.
    static var shownText: String? { shown?.label.text }

    /// The pointer moved to `point` (window coordinates) with no button down.
    static func pointerMoved(to point: CGPoint, in window: UIWindow) {
        let found = interaction(at: point, in: window)
        if let found, found.interaction === target { return }
        dismiss()
        guard let (interaction, configuration) = found else { return }
        target = interaction
        timer = UIApplication.eventTimerSource.schedule(after: delay) { [weak window] in
            guard let window, target === interaction else { return }
            show(configuration.toolTip, below: point, in: window)
        }
    }

    /// A key, a click or the pointer leaving the window: the tooltip goes, and the next rest starts the delay again.
    static func dismiss() {
        timer?.invalidate()
        timer = nil
        target = nil
        shown?.removeFromSuperview()
        shown = nil
    }

    /// An interaction joined or left a view: a tooltip it showed goes.
    static func interactionMoved(_ interaction: UIToolTipInteraction) {
        if interaction === target { dismiss() }
    }

    /// The innermost view under the point whose tooltip interaction has something to say there.
    private static func interaction(at point: CGPoint, in window: UIWindow)
        -> (interaction: UIToolTipInteraction, configuration: UIToolTipConfiguration)? {
        var view = window.hitTest(point, with: nil)
        while let current = view {
            for case let interaction as UIToolTipInteraction in current.interactions {
                if let configuration = interaction.configuration(at: current.convert(point, from: window)) {
                    return (interaction, configuration)
                }
            }
            view = current.superview
        }
        return nil
    }

    private static func show(_ text: String, below point: CGPoint, in window: UIWindow) {
        let view = ToolTipView(text: text)
        let size = view.bounds.size
        // Below the pointer's hot spot, clear of the cursor's picture; flipped above or left where the window ends.
        var origin = CGPoint(x: point.x, y: point.y + 20)
        if origin.x + size.width > window.bounds.maxX { origin.x = max(window.bounds.maxX - size.width, 0) }
        if origin.y + size.height > window.bounds.maxY { origin.y = max(point.y - 8 - size.height, 0) }
        view.frame = CGRect(origin: origin, size: size)
        window.addSubview(view)
        shown = view
        timer = nil
    }
}
