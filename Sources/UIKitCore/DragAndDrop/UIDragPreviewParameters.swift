import Foundation

/// How a drag preview is drawn: its outline and the colour behind it.
@preconcurrency @MainActor open class UIDragPreviewParameters: UIPreviewParameters {
    public override init() { super.init() }
}
