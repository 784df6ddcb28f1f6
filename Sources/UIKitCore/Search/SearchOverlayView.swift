import Foundation

/// The search controller's view: a dimming layer over the content (a click on it ends the search) and the
/// results controller's view. Where it shows neither, clicks go through to the content.
@MainActor final class SearchOverlayView: UIView {
    let dimmingView = SearchDimmingView()
    var onDimmingClick: (() -> Void)? {
        get { dimmingView.onClick }
        set { dimmingView.onClick = newValue }
    }
    var dimsContent = true { didSet { dimmingView.isHidden = !dimsContent } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        dimmingView.frame = bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        addSubview(dimmingView)
    }

    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}
