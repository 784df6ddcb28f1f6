import Foundation

/// A drop target's answer to a drag over it: what a drop there would do.
@preconcurrency @MainActor open class UIDropProposal: NSObject {
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }

    open private(set) var operation: UIDropOperation
    /// The target wants the pointer's exact location (a text view placing a caret).
    open var isPrecise = false
    open var prefersFullSizePreview = false
}
