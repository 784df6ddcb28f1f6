import Foundation

/// The look of a dragged item away from where it came from.
@preconcurrency @MainActor open class UIDragPreview: NSObject {
    public init(view: UIView, parameters: UIDragPreviewParameters) {
        self.view = view
        self.parameters = parameters
        super.init()
    }

    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }

    open private(set) var view: UIView
    open private(set) var parameters: UIDragPreviewParameters
}
