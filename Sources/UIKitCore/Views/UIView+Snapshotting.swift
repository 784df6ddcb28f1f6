/// Drawing a view hierarchy into a context and snapshotting it, with the reference renderer: the pixels are the
/// ones a compositor must show for the same tree.
extension UIView {
    /// Draws the view and its subviews, as the screen shows them, scaled from `bounds` into `rect` of the current
    /// context. With `afterScreenUpdates`, pending layout happens first. Pending drawing always happens first: a
    /// view that was never drawn would otherwise have nothing to show. False without a current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else {
            UIKitLog.error("drawHierarchy(in:afterScreenUpdates:) needs a current graphics context")
            return false
        }
        guard rect.isValidGeometry, rect.width > 0, rect.height > 0, bounds.width > 0, bounds.height > 0 else {
            return false
        }
        if afterScreenUpdates { layoutIfNeeded() }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }

    /// A new view showing a picture of this view as it looks now (its current contents at the screen's scale).
    public func snapshotView(afterScreenUpdates: Bool) -> UIView? {
        guard let image = snapshotImage(afterScreenUpdates: afterScreenUpdates) else { return nil }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.layer.contents = image.cgImage
        snapshot.layer.contentsScale = image.scale
        return snapshot
    }

    /// The view's hierarchy as an image of its bounds' size, at the scale of its screen (or the main screen).
    func snapshotImage(afterScreenUpdates: Bool) -> UIImage? {
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = window?.screen.nativeScale ?? UIScreen.main.nativeScale
        return UIGraphicsImageRenderer(size: bounds.size, format: format).image { _ in
            drawHierarchy(in: CGRect(origin: .zero, size: bounds.size), afterScreenUpdates: afterScreenUpdates)
        }
    }
}
