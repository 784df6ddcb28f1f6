/// The container of one presentation (UIKit's transition view): a view above the presenter's content in the same
/// window, resized with it. Its layout asks the presentation controller for the presented view's frame; a click
/// in it outside the presented view dismisses a popover, or goes through to the popover's passthrough views.
@MainActor final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { nil }

    /// The containers in windows: keys look for presentations only while there are some.
    private(set) static var inWindows: Set<ObjectIdentifier> = []

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { Self.inWindows.insert(ObjectIdentifier(self)) } else { Self.inWindows.remove(ObjectIdentifier(self)) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let presentationController else { return }
        presentationController.containerViewWillLayoutSubviews()
        presentationController.layoutPresentedView()
        presentationController.containerViewDidLayoutSubviews()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        guard hit === self || hit is DimmingView, let presentationController else { return hit }
        if presentationController.passesClicksThroughOutside { return nil }
        guard hit === self else { return hit }
        // A presentation is modal: what is behind it gets no clicks, except a popover's passthrough views.
        guard presentationController.dismissesOnOutsideClick else { return hit }
        for view in presentationController.passthroughViewsForClicks where view.window === window {
            if view.bounds.contains(view.convert(point, from: self)) { return nil }
        }
        return hit
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Only a click on the container itself is outside: touches the presented content leaves unhandled come up
    /// the responder chain this way too.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touches.contains(where: { $0.view === self }) else { return }
        presentationController?.userAttemptedDismissal()
    }
}
