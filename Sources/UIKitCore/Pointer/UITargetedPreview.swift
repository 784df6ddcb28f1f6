/// A view as a preview of itself (pointer effects, context menus, drags), with how it is drawn.
@preconcurrency @MainActor open class UITargetedPreview {
    public let view: UIView
    public let parameters: UIPreviewParameters

    public init(view: UIView, parameters: UIPreviewParameters) {
        self.view = view
        self.parameters = parameters
    }

    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    open var size: CGSize { view.bounds.size }
}
