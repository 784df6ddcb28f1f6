import Foundation

/// A context menu for a view: a secondary (right) click or a long press asks the delegate for a configuration and
/// shows its menu at the pointer, in the view's window, kept inside the window. An item is chosen with a click or
/// tap, or with the arrow keys and Return; Escape or a click outside dismisses it.
@preconcurrency @MainActor open class UIContextMenuInteraction: NSObject, UIInteraction {
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    public private(set) weak var view: UIView?
    /// Where the menu was asked for, in window coordinates.
    private var menuLocation: CGPoint?
    private(set) var presentedMenu: ContextMenuView?
    private var presentedConfiguration: UIContextMenuConfiguration?
    private lazy var secondaryClick: UITapGestureRecognizer = {
        let click = UITapGestureRecognizer { [weak self] recognizer in self?.present(from: recognizer) }
        click.buttonMaskRequired = .secondary
        return click
    }()
    private lazy var longPress = UILongPressGestureRecognizer { [weak self] recognizer in
        if recognizer.state == .began { self?.present(from: recognizer) }
    }

    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {
        dismissMenu()
        self.view?.removeGestureRecognizer(secondaryClick)
        self.view?.removeGestureRecognizer(longPress)
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(secondaryClick)
        view?.addGestureRecognizer(longPress)
    }

    /// Where the menu was asked for, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let point = menuLocation else { return .zero }
        guard let window = self.view?.window else { return point }
        guard let view else { return point }
        return view.convert(point, from: window)
    }

    /// Closes the menu without choosing anything.
    open func dismissMenu() {
        guard let menu = presentedMenu, let configuration = presentedConfiguration else { return }
        presentedMenu = nil
        presentedConfiguration = nil
        let transition = ContextMenuTransition()
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: transition)
        menu.close()
        transition.finish()
    }

    private func present(from recognizer: UIGestureRecognizer) {
        guard let view, let window = view.window else { return }
        presentMenu(at: recognizer.location(in: window), in: window)
    }

    /// Asks the delegate for the menu at a window point and shows it.
    func presentMenu(at point: CGPoint, in window: UIWindow) {
        guard let view, presentedMenu == nil else { return }
        menuLocation = point
        guard let configuration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation:
                                                                    view.convert(point, from: window)),
              let menu = configuration.actionProvider?([]) else { return }
        menu.validateCommands(from: UIResponder.currentFirstResponder ?? view)
        let items = ContextMenuItem.flatten(menu)
        guard items.contains(where: { !$0.isSeparator }) else { return }
        let transition = ContextMenuTransition()
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: transition)
        presentedConfiguration = configuration
        presentedMenu = ContextMenuView.show(items, at: point, in: window) { [weak self] chosen in
            guard let self else { return }
            self.dismissMenu()
            chosen?.perform(sender: self)
        }
        transition.finish()
    }
}
