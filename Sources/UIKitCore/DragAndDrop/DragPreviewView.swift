/// The picture of the dragged item that follows the pointer: a snapshot of the lifted view, above everything in
/// the window, slightly transparent, keeping the point where it was grabbed under the pointer. It never takes
/// touches, so hit-testing finds the drop targets beneath it.
@MainActor final class DragPreviewView: UIView {
    static let liftedAlpha: CGFloat = 0.8
    static let forbiddenAlpha: CGFloat = 0.4

    /// From the pointer to the preview's centre.
    private var grabOffset = CGPoint.zero

    /// How many items the drag carries: above one, a badge at the top right corner shows the number, as UIKit's
    /// drag previews do once items are added.
    var itemCount = 1 {
        didSet { updateBadge() }
    }
    private(set) var badge: UILabel?
    static let badgeHeight: CGFloat = 22

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

    private func updateBadge() {
        guard itemCount > 1 else {
            badge?.removeFromSuperview()
            badge = nil
            return
        }
        let label = badge ?? UILabel()
        if badge == nil {
            label.font = UIFont.systemFont(ofSize: 14, weight: .semibold)
            label.textColor = .white
            label.backgroundColor = .systemBlue
            label.textAlignment = .center
            label.layer.cornerRadius = Self.badgeHeight / 2
            label.layer.masksToBounds = true
            badge = label
        }
        label.text = "\(itemCount)"
        let width = max(Self.badgeHeight, label.sizeThatFits(CGSize(width: 200, height: Self.badgeHeight)).width + 12)
        // Astride the top right corner, above the snapshot.
        label.frame = CGRect(x: bounds.width - width / 2 - 4, y: -Self.badgeHeight / 2 + 4, width: width, height: Self.badgeHeight)
        addSubview(label)
    }
}
