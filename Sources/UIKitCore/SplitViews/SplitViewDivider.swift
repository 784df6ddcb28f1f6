/// The line between a split view's primary column and the next one. Its hit area is wider than the line; the
/// pointer over it becomes the left-right resize cursor, and dragging it resizes the primary column.
@MainActor final class SplitViewDivider: UIView, UIPointerInteractionDelegate {
    static let hitWidth: CGFloat = 9
    weak var splitViewController: UISplitViewController?
    private let line = UIView()
    private var widthAtDragStart: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        line.backgroundColor = .separator
        addSubview(line)
        addInteraction(UIPointerInteraction(delegate: self))
        addGestureRecognizer(UIPanGestureRecognizer(handler: { [weak self] pan in self?.dragged(pan) }))
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let scale = window?.screen.nativeScale ?? UIScreen.main.nativeScale
        let width = 1 / max(scale, 1)
        line.frame = CGRect(x: ((bounds.width - width) / 2), y: 0, width: width, height: bounds.height)
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        .desktopCursor(.resizeLeftRight)
    }

    private func dragged(_ pan: UIPanGestureRecognizer) {
        guard let split = splitViewController, let container = split.viewIfLoaded else { return }
        switch pan.state {
        case .began:
            widthAtDragStart = split.primaryColumnWidth
        case .changed, .ended:
            let dx = pan.translation(in: container).x
            split.dragPrimaryColumn(to: widthAtDragStart + (split.primaryEdge == .leading ? dx : -dx))
        default:
            break
        }
    }
}
