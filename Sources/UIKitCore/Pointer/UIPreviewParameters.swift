/// How a preview of a view is drawn: its visible outline and the colour behind it.
@preconcurrency @MainActor open class UIPreviewParameters {
    open var visiblePath: UIBezierPath?
    open var shadowPath: UIBezierPath?
    open var backgroundColor: UIColor!

    public init() {}
}
