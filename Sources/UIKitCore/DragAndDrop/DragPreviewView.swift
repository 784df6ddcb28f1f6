/// The picture of the dragged item that follows the pointer: a snapshot of the lifted view, above everything in
/// the window, slightly transparent, keeping the point where it was grabbed under the pointer. It never takes
/// touches, so hit-testing finds the drop targets beneath it.
@MainActor final class DragPreviewView: UIView {
    static let liftedAlpha: CGFloat = 0.8
    static let forbiddenAlpha: CGFloat = 0.4

    /// From the pointer to the preview's centre.
    private var grabOffset = CGPoint.zero

    /// A forbidden proposal dims the preview.
    var showsForbidden = false {
        didSet { alpha = showsForbidden ? Self.forbiddenAlpha : Self.liftedAlpha }
    }

    static func lift(_ preview: UITargetedPreview, at point: CGPoint, in window: UIWindow) -> DragPreviewView {
        let source = preview.view
        let frame = source.window === window ? source.convert(source.bounds, to: window)
            : CGRect(x: point.x - source.bounds.width / 2, y: point.y - source.bounds.height / 2,
                     width: source.bounds.width, height: source.bounds.height)
        let view = DragPreviewView(frame: frame)
        view.isUserInteractionEnabled = false
        view.alpha = liftedAlpha
        if let color = preview.parameters.backgroundColor { view.backgroundColor = color }
        if let snapshot = source.snapshotView(afterScreenUpdates: false) {
            snapshot.isUserInteractionEnabled = false
            view.addSubview(snapshot)
        }
        view.grabOffset = CGPoint(x: frame.midX - point.x, y: frame.midY - point.y)
        window.addSubview(view)
        return view
    }

    func follow(_ point: CGPoint, in window: UIWindow) {
        if superview !== window { window.addSubview(self) }
        center = CGPoint(x: point.x + grabOffset.x, y: point.y + grabOffset.y)
    }
}
