/// A view as a preview of itself (pointer effects, context menus, drags), with how it is drawn and where.
@preconcurrency @MainActor open class UITargetedPreview {
    public let view: UIView
    public let parameters: UIPreviewParameters
    public let target: UIPreviewTarget

    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
    }

    /// Targets the view's own place: its centre in its superview. UIKit requires the view to be in a window here;
    /// one that is not is logged and targets its own bounds.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        self.init(view: view, parameters: parameters, target: Self.ownPlace(of: view))
    }

    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    open var size: CGSize { view.bounds.size }

    /// The same view and parameters shown at `newTarget`.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }

    static func ownPlace(of view: UIView) -> UIPreviewTarget {
        if view.window == nil {
            UIKitLog.error("UITargetedPreview initialized with a view that is not in a window; specify a target")
        }
        guard let superview = view.superview else {
            return UIPreviewTarget(container: view, center: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
        }
        return UIPreviewTarget(container: superview, center: view.center)
    }
}
