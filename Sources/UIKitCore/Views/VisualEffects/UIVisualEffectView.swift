/// A view that shows a visual effect behind its `contentView`: a live blur of whatever lies behind it
/// (`UIBlurEffect`), or content made vibrant over such a blur (`UIVibrancyEffect`).
///
/// Add subviews to `contentView`, never to the effect view itself (as on iOS, that is logged). Setting `effect`
/// inside an animation block animates the blur and its veil, to and from `nil` (no blur, no veil): the usual way
/// to blur a background in. The effect follows the view's light or dark style.
@preconcurrency @MainActor open class UIVisualEffectView: UIView {
    /// Where the effect view's subviews go; it fills the effect view. Open, as UIKit's: a subclass may answer
    /// with a view of its own making.
    open var contentView: UIView { ownContentView }
    /// The content view the effect view makes and lays out.
    let ownContentView: UIView
    let backdropView: VisualEffectBackdropView

    /// `nil` shows no effect. Effects are immutable, so the view keeps the one it is given.
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    public init(effect: UIVisualEffect?) {
        ownContentView = UIView(frame: .zero)
        backdropView = VisualEffectBackdropView(frame: .zero)
        self.effect = effect
        super.init(frame: .zero)
        installParts()
    }

    public required init?(coder: NSCoder) {
        ownContentView = UIView(frame: .zero)
        backdropView = VisualEffectBackdropView(frame: .zero)
        super.init(coder: coder)
        installParts()
    }

    private func installParts() {
        ownContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        for part in [backdropView, ownContentView] as [UIView] {
            part.frame = bounds
            addEffectPart(part)
        }
        applyEffect()
    }

    /// The backdrop and the content view are the effect view's own subviews; others go to `contentView`.
    private var installsPart = false

    private func addEffectPart(_ part: UIView) {
        installsPart = true
        addSubview(part)
        installsPart = false
    }

    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        guard !installsPart, subview !== backdropView, subview !== ownContentView else { return }
        UIKitLog.error("<\(type(of: self))> has been asked to add a subview (<\(type(of: subview))>) directly. "
            + "Do not add subviews directly to the visual effect view itself, instead add them to the -contentView.")
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle { applyEffect() }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        applyEffect()
    }

    /// Shows the effect in the view's current traits: the blur's backdrop, or the vibrancy's compositing of the
    /// content view over the blur behind the view.
    func applyEffect() {
        let traits = traitCollection
        let blur = effect?.backdrop(in: traits)
        backdropView.isHidden = effect is UIVibrancyEffect
        if let blur {
            backdropView.show(blur, traits: traits)
        } else if !(effect is UIVibrancyEffect) {
            // No effect: the blur and veil go (animated inside an animation block), the same veil cleared.
            let current = backdropView.backdropLayer.backdropTintColor.map { UIColor(cgColor: $0) }
            let previous = VisualEffectBackdrop(blurRadius: backdropView.backdropLayer.blurRadius,
                                                tintColor: current ?? .clear,
                                                saturation: backdropView.backdropLayer.saturationAmount)
            backdropView.show(previous.cleared(), traits: traits)
        }
        let vibrancy = effect as? UIVibrancyEffect
        let filter = vibrancy?.compositingFilter(in: traits)
        if ownContentView.layer.compositingFilter as? String != filter { ownContentView.layer.compositingFilter = filter }
        let alpha = vibrancy?.style.contentAlpha ?? 1
        if ownContentView.alpha != alpha { ownContentView.alpha = alpha }
    }
}
