/// Where a presentation stands, for `isBeingPresented`/`isBeingDismissed` and misuse checks.
enum PresentationPhase { case none, presenting, presented, dismissing }

extension UIViewController {
    /// How UIKit names a controller in its messages.
    var logName: String { "<\(type(of: self))>" }

    /// The presentation controller for the current style, made once (UIKit's own for each style; a `.custom` one
    /// comes from the transitioning delegate when the presentation starts).
    func presentationControllerForStyle() -> UIPresentationController {
        if let existing = presentationControllerStorage { return existing }
        let made: UIPresentationController
        switch modalPresentationStyle.resolved {
        case .pageSheet, .formSheet: made = UISheetPresentationController(presentedViewController: self, presenting: nil)
        case .popover: made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        case .custom:
            made = (self as? UIAlertController).map { AlertPresentationController(presentedViewController: $0, presenting: nil) }
                ?? UIPresentationController(presentedViewController: self, presenting: nil)
        default: made = FullScreenPresentationController(presentedViewController: self, presenting: nil)
        }
        presentationControllerStorage = made
        return made
    }

    /// The presentation controller showing the presentation now (the adapted one, when it adapted).
    var activePresentationController: UIPresentationController? {
        presentationControllerStorage.map { $0.adaptedController ?? $0 }
    }

    /// The controller that presents for `style` from this one: the nearest controller up the parent chain that
    /// defines the presentation context, else the top of the chain (the window's root or a presented controller).
    func presentingController(for style: UIModalPresentationStyle) -> (controller: UIViewController, definesContext: Bool) {
        var candidate = self
        while true {
            if candidate.definesPresentationContext { return (candidate, true) }
            guard let parent = candidate.parentStorage else { return (candidate, false) }
            candidate = parent
        }
    }

    func present(modally controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard controller !== self else {
            UIKitLog.error("Application tried to present modally the active controller \(logName).")
            return
        }
        if let presenter = controller.presentingStorage {
            UIKitLog.error("Application tried to present modally a view controller \(controller.logName) that is already "
                           + "being presented by \(presenter.logName).")
            return
        }
        if let parent = controller.parentStorage {
            UIKitLog.error("Application tried to present modally a view controller \(controller.logName) that has a "
                           + "parent view controller \(parent.logName).")
            return
        }
        if UIApplication.shared.windows.contains(where: { $0.rootViewController === controller }) {
            UIKitLog.error("Application tried to present modally the active controller \(controller.logName).")
            return
        }
        guard let window = viewIfLoaded?.window else {
            UIKitLog.error("Attempt to present \(controller.logName) on \(logName) whose view is not in the window hierarchy.")
            return
        }
        var style = controller.modalPresentationStyle.resolved
        let (presenter, definesContext) = presentingController(for: style)
        if let current = presenter.presentedStorage {
            UIKitLog.error("Attempt to present \(controller.logName) on \(presenter.logName) (from \(logName)) which is "
                           + "already presenting \(current.logName).")
            return
        }
        if presenter.presentationPhase == .presenting || presenter.presentationPhase == .dismissing {
            UIKitLog.error("Attempt to present \(controller.logName) on \(presenter.logName) (from \(logName)) while a "
                           + "presentation is in progress.")
            return
        }
        guard let presenterView = presenter.viewIfLoaded, presenterView.window === window else {
            UIKitLog.error("Attempt to present \(controller.logName) on \(presenter.logName) whose view is not in the "
                           + "window hierarchy.")
            return
        }
        // Current context without a controller defining it: over the whole window (VC-28).
        if style.isCurrentContext && !definesContext { style = style == .currentContext ? .fullScreen : .overFullScreen }
        if style.isCurrentContext && presenter.providesPresentationContextTransitionStyle {
            controller.modalTransitionStyle = presenter.modalTransitionStyle
        }

        var presentation = controller.presentationControllerForStyle()
        if style == .custom, let custom = controller.transitioningDelegate?.presentationController(
            forPresented: controller, presenting: presenter, source: self) {
            presentation = custom
            controller.presentationControllerStorage = custom
        }
        presentation.setPresenting(presenter)
        presentation.sourceViewController = self
        presentation.adaptedController = nil
        if style != controller.modalPresentationStyle.resolved {
            presentation.adaptedStyle = style
        }
        let shown = adapted(presentation, style: style, in: window)
        let presented = shown.presentedViewController // the adaptive substitute, when the delegate gave one

        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        let host: UIView, frame: CGRect
        if style.isCurrentContext, let superview = presenterView.superview {
            host = superview
            frame = presenterView.frame
        } else {
            host = window
            frame = window.bounds
        }
        // With animations disabled (`UIView.performWithoutAnimation`) the transition is not animated at all.
        shown.runPresentation(in: host, frame: frame, above: style.isCurrentContext ? presenterView : nil,
                              animated: animated && UIView.areAnimationsEnabled, completion: completion)
    }

    /// The presentation controller that shows `presentation` in `window`: in a horizontally compact window a
    /// popover, sheet or custom presentation may adapt (the delegate chooses, else the controller), and another
    /// style is shown by a presentation controller of that style whose delegate is the original's.
    private func adapted(_ presentation: UIPresentationController, style: UIModalPresentationStyle,
                         in window: UIWindow) -> UIPresentationController {
        guard PresentationLayout.isCompact(width: window.bounds.width),
              [.popover, .pageSheet, .formSheet, .custom].contains(style) else { return presentation }
        let traits = window.traitCollection
        let chosen = presentation.delegate.map { $0.adaptivePresentationStyle(for: presentation, traitCollection: traits) }
            ?? presentation.adaptivePresentationStyle(for: traits)
        let target = chosen.resolved
        guard target != .none, target != style, target != .custom, target != .popover else { return presentation }
        let controller = presentation.presentedViewController, presenter = presentation.presentingViewController
        let replacement: UIPresentationController
        if let alert = controller as? UIAlertController {
            // An action sheet in a narrow window: a card at the bottom edge, as on an iPhone.
            replacement = AlertPresentationController(presentedViewController: alert, presenting: presenter)
            replacement.adaptedStyle = .overFullScreen
        } else {
            // The delegate may show another controller in the adapted style (typically a navigation controller
            // holding the presented one, for a Done button); it is what gets presented then (VC-30).
            let substitute = presentation.delegate?.presentationController(
                presentation, viewControllerForAdaptivePresentationStyle: target)
            let shown = substitute.flatMap { $0 === controller || $0.presentingStorage != nil ? nil : $0 } ?? controller
            replacement = target.isSheet
                ? UISheetPresentationController(presentedViewController: shown, presenting: presenter)
                : FullScreenPresentationController(presentedViewController: shown, presenting: presenter)
            replacement.adaptedStyle = target.isCurrentContext ? (target == .currentContext ? .fullScreen : .overFullScreen) : target
            if shown !== controller { shown.presentationControllerStorage = replacement }
        }
        replacement.delegate = presentation.delegate
        replacement.sourceViewController = presentation.sourceViewController
        presentation.adaptedController = replacement
        return replacement
    }

    func dismissPresentation(animated: Bool, completion: (() -> Void)?) {
        guard let presented = presentedStorage else {
            // A child dismisses what its ancestor presents; a presented controller, itself.
            var ancestor = parentStorage
            while let current = ancestor, current.presentedStorage == nil { ancestor = current.parentStorage }
            if let ancestor {
                ancestor.dismissPresentation(animated: animated, completion: completion)
            } else if let presenting = presentingViewController {
                presenting.dismissPresentation(animated: animated, completion: completion)
            } else {
                completion?()
            }
            return
        }
        guard let presentation = presented.activePresentationController, presentation.containerView != nil else {
            presentedStorage = nil
            presented.presentingStorage = nil
            presented.presentationPhase = .none
            completion?()
            return
        }
        if presentation.isDismissing {
            UIKitLog.error("Attempt to dismiss from view controller \(logName) while a dismiss is in progress!")
            presentation.pendingDismissals.append((animated, completion))
            return
        }
        if presentation.activeTransition != nil {
            UIKitLog.error("Attempt to dismiss from view controller \(logName) while a presentation is in progress! "
                           + "Dismissing when it ends.")
            presentation.pendingDismissals.append((animated, completion))
            return
        }
        // Everything presented above goes at once; only the dismissal of `presented` is animated.
        if presented.presentedStorage != nil { presented.dismissPresentation(animated: false, completion: nil) }
        presentation.runDismissal(animated: animated && UIView.areAnimationsEnabled, completion: completion)
    }
}
