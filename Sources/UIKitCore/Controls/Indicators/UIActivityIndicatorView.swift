import Foundation

/// A spinner: eight spokes fading round the circle, turned by a Core Animation rotation while animating (CTL-1).
/// Its size is fixed by `style` (20 points medium, 37 large) and centred in the bounds: resizing the view does not
/// resize the spokes. With `hidesWhenStopped` (the default) it is hidden whenever it is not animating. `color`
/// (nil resets it) replaces the style's grey, which follows light and dark mode.
@preconcurrency @MainActor open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
        @available(*, deprecated, renamed: "large") case whiteLarge = 0
        @available(*, deprecated, renamed: "medium") case white = 1
        @available(*, deprecated, renamed: "medium") case gray = 2
    }

    static let spinKey = "UIActivityIndicatorView.spin"
    static let spokeCount = 8

    open var style: Style = .medium {
        didSet { spokes.setNeedsDisplay(); layoutSpokes(); invalidateIntrinsicContentSize() }
    }

    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }

    private var storedColor: UIColor?
    open var color: UIColor! {
        get { storedColor ?? .secondaryLabel }
        set { storedColor = newValue; spokes.setNeedsDisplay() }
    }

    public private(set) var isAnimating = false
    /// The spokes' own layer, so the rotation turns them and not the view.
    let spokes = SpokesLayer()

    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.diameter(for: style)))
        commonInit()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        isOpaque = false
        isHidden = hidesWhenStopped
        spokes.delegate = self
        spokes.needsDisplayOnBoundsChange = true
        layer.addSublayer(spokes)
        layoutSpokes()
        spokes.setNeedsDisplay()
    }

    static func diameter(for style: Style) -> CGSize {
        style == .large || style.rawValue == 0 ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double.pi * 2
        spin.duration = 1
        spin.repeatCount = .infinity
        spokes.add(spin, forKey: Self.spinKey)
    }

    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spokes.removeAnimation(forKey: Self.spinKey)
        if hidesWhenStopped { isHidden = true }
    }

    open override var intrinsicContentSize: CGSize { Self.diameter(for: style) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.diameter(for: style) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSpokes()
    }

    private func layoutSpokes() {
        let size = Self.diameter(for: style)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        spokes.bounds = CGRect(origin: .zero, size: size)
        spokes.position = CGPoint(x: bounds.midX, y: bounds.midY)
        spokes.contentsScale = layer.contentsScale
        CATransaction.commit()
    }

    /// New colours for the new style.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        spokes.setNeedsDisplay()
    }

    /// The view is its spokes layer's delegate too: that layer gets the spokes, the view's own layer the usual.
    open override func draw(_ layer: CALayer, in ctx: CGContext) {
        if layer === spokes { drawSpokes(in: ctx) } else { super.draw(layer, in: ctx) }
    }

    /// Draws the spokes layer: each spoke a capsule from two fifths of the radius outwards, the first solid and
    /// the rest fading, so the rotation reads as motion.
    func drawSpokes(in context: CGContext) {
        let size = spokes.bounds.size
        let radius = min(size.width, size.height) / 2
        let spokeWidth = style == .large ? 4.0 : 2.5
        let resolved = color.resolvedColor(with: traitCollection)
        for index in 0..<Self.spokeCount {
            let angle = CGFloat(index) * 2 * .pi / CGFloat(Self.spokeCount) - .pi / 2
            let inner = radius * 0.45, outer = radius - spokeWidth / 2
            context.setStrokeColor(resolved.withAlphaComponent(1 - CGFloat(index) * 0.1).cgColor)
            context.setLineWidth(spokeWidth)
            context.setLineCap(.round)
            context.move(to: CGPoint(x: size.width / 2 + cos(angle) * inner, y: size.height / 2 + sin(angle) * inner))
            context.addLine(to: CGPoint(x: size.width / 2 + cos(angle) * outer, y: size.height / 2 + sin(angle) * outer))
            context.strokePath()
        }
    }
}

/// The spinner's spokes layer: a class of its own, so that Core Animation's memory of which layer and delegate
/// classes draw tells it apart from the view's own layer (which draws nothing).
@MainActor final class SpokesLayer: CALayer {}
