import QuartzCore

/// The picture of the dragged items that follows the pointer, above everything in the window, keeping the point
/// where it was grabbed under the pointer. It lifts from the view's place (a slight scale, a shadow, a little
/// transparency), shows the first item's own preview once lifted when the item has one, stacks cards behind it and
/// counts the items in a badge when there are several, and at the end flies back, fades, or lands where a drop
/// puts it (`DragSessionDriver+Animations.swift` runs those moves). It never takes touches, so hit-testing finds
/// the drop targets beneath it.
@MainActor final class DragPreviewView: UIView {
    static let liftedAlpha: CGFloat = 0.8
    static let forbiddenAlpha: CGFloat = 0.4
    /// How much a lifted preview grows, and its shadow.
    static let liftedScale: CGFloat = 1.05
    static let liftedShadowOpacity: Float = 0.35
    static let liftedShadowRadius: CGFloat = 10
    /// A drop without a place of its own shrinks the preview to this scale as it fades.
    static let vanishingScale: CGFloat = 0.5
    /// Cards behind the picture for further items: at most this many, each this far below and right of the last.
    static let stackDepth = 2
    static let stackOffset: CGFloat = 4

    /// From the pointer to the preview's centre.
    private var grabOffset = CGPoint.zero
    /// The picture: a snapshot of the lifted view, or the item's own preview view.
    private(set) var content = UIView()
    private(set) var stackCards: [UIView] = []

    /// How many items the drag carries: above one, cards stack behind the picture and a badge at the top right
    /// corner shows the number, as UIKit's drag previews do.
    var itemCount = 1 {
        didSet { updateStack() }
    }
    private(set) var badge: UILabel?
    static let badgeHeight: CGFloat = 22

    /// Once lifted, the preview is slightly transparent (less when a forbidden proposal dims it).
    private(set) var isLifted = false
    var showsForbidden = false {
        didSet { if isLifted { alpha = liftedAlpha } }
    }
    private var liftedAlpha: CGFloat { showsForbidden ? Self.forbiddenAlpha : Self.liftedAlpha }

    /// A preview at `preview`'s target (the lifted view's place), resting: the lift animates `showLifted()`. A target
    /// outside `window` puts it under `point`.
    static func lift(_ preview: UITargetedPreview, at point: CGPoint, in window: UIWindow) -> DragPreviewView {
        let target = preview.target
        let size = preview.size
        let center = target.container.window === window ? target.container.convert(target.center, to: window) : point
        let view = DragPreviewView(centeredAt: center, size: size)
        view.show(preview.view.snapshotView(afterScreenUpdates: false) ?? UIView(), parameters: preview.parameters)
        view.grabOffset = CGPoint(x: center.x - point.x, y: center.y - point.y)
        window.addSubview(view)
        return view
    }

    /// A preview of an item dropped from another application, showing `picture` lifted under `point`: the
    /// drag's own picture stayed with the other application, so the drop lands this one.
    static func dropped(_ picture: UIView, at point: CGPoint, in window: UIWindow) -> DragPreviewView {
        let view = DragPreviewView(centeredAt: point, size: picture.bounds.size)
        view.show(picture, parameters: UIDragPreviewParameters())
        window.addSubview(view)
        view.showLifted()
        return view
    }

    private convenience init(centeredAt center: CGPoint, size: CGSize) {
        self.init(frame: CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                                width: size.width, height: size.height))
        isUserInteractionEnabled = false
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.shadowRadius = Self.liftedShadowRadius
    }

    func follow(_ point: CGPoint, in window: UIWindow) {
        if superview !== window { window.addSubview(self) }
        center = CGPoint(x: point.x + grabOffset.x, y: point.y + grabOffset.y)
    }

    // MARK: Looks the animations move between

    /// Risen above the window: a little larger, with a shadow, a little transparent.
    func showLifted() {
        isLifted = true
        transform = CGAffineTransform(scaleX: Self.liftedScale, y: Self.liftedScale)
        layer.shadowOpacity = Self.liftedShadowOpacity
        alpha = liftedAlpha
    }

    /// Resting at `target` (in a view of `window`) at `size`: flat and opaque, as the view it stands for.
    func showResting(at target: UIPreviewTarget, size: CGSize, in window: UIWindow) {
        isLifted = false
        if target.container.window === window { center = target.container.convert(target.center, to: window) }
        let scale = bounds.width > 0 && bounds.height > 0
            ? CGAffineTransform(scaleX: size.width / bounds.width, y: size.height / bounds.height) : .identity
        transform = scale.concatenating(target.transform)
        layer.shadowOpacity = 0
        alpha = 1
    }

    /// Gone where it is: shrunk (a drop) or as it is (a cancel without a place to go back to), and transparent.
    func showVanished(shrinking: Bool) {
        isLifted = false
        if shrinking { transform = CGAffineTransform(scaleX: Self.vanishingScale, y: Self.vanishingScale) }
        layer.shadowOpacity = 0
        alpha = 0
    }

    /// The picture of the view a drop lands on, beneath the dragged picture (inside its mask), which fades out as
    /// the preview flies: the preview arrives looking like the view, which then shows in its place. (The dragged
    /// picture fades rather than the new one fading in: a layer added just now has no look to animate from.)
    private(set) var arrivingPicture: UIView?

    func prepareCrossFade(to picture: UIView) {
        arrivingPicture?.removeFromSuperview()
        picture.frame = content.bounds
        picture.isUserInteractionEnabled = false
        content.insertSubview(picture, at: 0)
        arrivingPicture = picture
    }

    /// The dragged picture out, uncovering the arriving one (the preview's background, the parameters', stays).
    func finishCrossFade() {
        guard let arrivingPicture else { return }
        for view in content.subviews where view !== arrivingPicture { view.alpha = 0 }
    }

    // MARK: The picture

    /// Shows `view` as the picture, drawn as `parameters` say: outside `visiblePath` nothing shows, and the
    /// background colour fills the rest. The preview takes the picture's size around its centre; the grabbed point
    /// keeps its place relative to the picture.
    func show(_ view: UIView, parameters: UIPreviewParameters) {
        content.removeFromSuperview()
        let size = view.bounds.size
        if bounds.width > 0, bounds.height > 0 {
            grabOffset = CGPoint(x: grabOffset.x * size.width / bounds.width, y: grabOffset.y * size.height / bounds.height)
        }
        bounds = CGRect(origin: .zero, size: size)
        let picture = UIView(frame: bounds)
        picture.isUserInteractionEnabled = false
        picture.backgroundColor = parameters.backgroundColor
        view.frame = picture.bounds
        picture.addSubview(view)
        content = picture
        applyMask(parameters.visiblePath)
        insertSubview(picture, at: stackCards.count)
        updateStack()
    }

    /// Masks the picture to `path` (the picture's coordinates); nil shows all of it.
    func applyMask(_ path: UIBezierPath?, scaledFrom size: CGSize? = nil) {
        guard let path else { return content.layer.mask = nil }
        let shape = CAShapeLayer()
        shape.frame = content.bounds
        var outline = path.cgPath
        if let size, size.width > 0, size.height > 0 {
            var scale = CGAffineTransform(scaleX: content.bounds.width / size.width,
                                          y: content.bounds.height / size.height)
            outline = outline.copy(using: &scale) ?? outline
        }
        shape.path = outline
        content.layer.mask = shape
    }

    /// The mask's outline, when the picture is masked.
    var maskPath: CGPath? { (content.layer.mask as? CAShapeLayer)?.path }

    private func updateStack() {
        let cards = min(max(itemCount - 1, 0), Self.stackDepth)
        while stackCards.count > cards { stackCards.removeLast().removeFromSuperview() }
        while stackCards.count < cards {
            let card = UIView()
            card.isUserInteractionEnabled = false
            card.backgroundColor = .white
            card.layer.borderColor = UIColor.lightGray.cgColor
            card.layer.borderWidth = 1
            card.layer.cornerRadius = 6
            insertSubview(card, at: 0)
            stackCards.append(card)
        }
        // The deepest card furthest below and right.
        for (depth, card) in stackCards.enumerated() {
            let offset = Self.stackOffset * CGFloat(depth + 1)
            card.frame = bounds.offsetBy(dx: offset, dy: offset)
        }
        updateBadge()
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
        // Astride the top right corner, above the picture and the cards.
        label.frame = CGRect(x: bounds.width - width / 2 - 4, y: -Self.badgeHeight / 2 + 4, width: width, height: Self.badgeHeight)
        addSubview(label)
    }
}
