import Foundation

/// Makes its view a drop target: drags over it (from this application or, through the window server, another
/// one) ask its delegate what a drop would do, and a release performs the drop.
@preconcurrency @MainActor open class UIDropInteraction: NSObject, UIInteraction {
    public private(set) weak var delegate: (any UIDropInteractionDelegate)?
    public private(set) weak var view: UIView?
    open var allowsSimultaneousDropSessions = false

    public init(delegate: any UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) { self.view = view }
}
