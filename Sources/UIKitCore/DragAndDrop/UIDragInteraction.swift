import Foundation

/// Makes its view a drag source. With the mouse a drag starts when the pressed pointer moves a few points; with a
/// finger, after a long press. The delegate gives the items; a preview of them follows the pointer above
/// everything in the window, and drop interactions under it decide what a release does.
@preconcurrency @MainActor open class UIDragInteraction: NSObject, UIInteraction {
    public private(set) weak var delegate: (any UIDragInteractionDelegate)?
    public private(set) weak var view: UIView?
    /// Other recognizers of the view (a long press, a context menu) may recognize while the drag lifts.
    open var allowsSimultaneousRecognitionDuringLift = true
    open var isEnabled: Bool {
        didSet { liftRecognizer.isEnabled = isEnabled }
    }

    /// Desktops drag with the mouse everywhere, as iPad does: interactions are on unless turned off.
    open class var isEnabledByDefault: Bool { true }

    private(set) lazy var liftRecognizer = DragLiftGestureRecognizer(interaction: self)

    public init(delegate: any UIDragInteractionDelegate) {
        self.delegate = delegate
        isEnabled = Self.isEnabledByDefault
        super.init()
    }

    open func willMove(to view: UIView?) {
        if DragSessionDriver.active?.source === self { DragSessionDriver.active?.cancel() }
        self.view?.removeGestureRecognizer(liftRecognizer)
    }

    open func didMove(to view: UIView?) {
        self.view = view
        liftRecognizer.isEnabled = isEnabled
        view?.addGestureRecognizer(liftRecognizer)
    }

    /// Starts a session at a window point when the delegate gives items there (the lift recognizer asks before it
    /// begins).
    func beginSession(at point: CGPoint) -> Bool {
        guard let window = view?.window else { return false }
        DragSessionDriver.active?.cancel()
        return DragSessionDriver.begin(from: self, at: point, in: window) != nil
    }

    /// Follows the lift recognizer once a session began: moves move it, a release drops.
    func liftChanged(_ recognizer: DragLiftGestureRecognizer) {
        guard let window = view?.window else { return }
        let point = recognizer.location(in: window)
        switch recognizer.state {
        case .began, .changed:
            DragSessionDriver.active?.move(to: point, in: window)
        case .ended:
            DragSessionDriver.active?.drop(at: point, in: window)
        case .cancelled, .failed:
            DragSessionDriver.active?.cancel()
        default:
            break
        }
    }
}
