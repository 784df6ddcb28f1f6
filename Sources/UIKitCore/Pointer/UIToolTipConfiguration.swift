/// The text of a tooltip and the part of the view it describes.
@preconcurrency @MainActor public final class UIToolTipConfiguration {
    public let toolTip: String
    /// In the interaction's view's coordinates; the whole view when not given.
    public let sourceRect: CGRect?

    private init(toolTip: String, sourceRect: CGRect?) {
        self.toolTip = toolTip
        self.sourceRect = sourceRect
    }

    public convenience init(toolTip: String) {
        self.init(toolTip: toolTip, sourceRect: nil)
    }

    public convenience init(toolTip: String, in sourceRect: CGRect) {
        self.init(toolTip: toolTip, sourceRect: sourceRect)
    }
}
