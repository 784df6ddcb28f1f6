/// A rectangular area on screen with its own layer, in a tree of views.
///
/// Geometry (`frame`, `bounds`, `center`, `transform`) is stored in the view's layer; the view is the layer's
/// delegate, so layout and drawing flow through Core Animation's passes at commit time.
@preconcurrency @MainActor open class UIView: UIResponder, CALayerDelegate {
    /// The class of the layer made for each view; override to use a `CAShapeLayer`, `CAGradientLayer`, ...
    /// `AnyClass`, as UIKit declares it; without an Objective-C runtime the layer is made through `CALayer`'s
    /// required `init()`, so a class that is not a layer class gets a plain `CALayer` (see `makeLayer()`).
    open class var layerClass: AnyClass { CALayer.self }

    public let layer: CALayer

    public internal(set) var superview: UIView? {
        get { superviewStorage }
        set { superviewStorage = newValue }
    }
    /// Not weak: a weak reference gives its target a side table, which makes every retain and release of the
    /// superview slow, and layout retains and releases views all the time. The superview's `subviews` holds this
    /// view, and a view going away clears its subviews' pointers (deinit), so it never dangles.
    nonisolated(unsafe) private unowned(unsafe) var superviewStorage: UIView?
    nonisolated(unsafe) public internal(set) var subviews: [UIView] = []
    weak var windowStorage: UIWindow?
    weak var viewControllerStorage: UIViewController?
    /// Auto Layout's per-view state, for the views that take part (UIView+Constraints.swift).
    var layoutStateStorage: ViewLayoutState?

    public override convenience init() { self.init(frame: .zero) }

    public init(frame: CGRect) {
        layer = Self.makeLayer()
        super.init()
        layer.setOwningDelegate(self)
        layer.isOpaque = true // UIKit's default: views promise to fill their bounds
        layer.setNeedsDisplay() // a new view draws before it is first shown or snapshotted (V-DRAW-1)
        self.frame = frame.isValidGeometry ? frame : .zero
        if !frame.isValidGeometry { UIKitLog.error("UIView(frame:) got a non-finite frame \(frame); using .zero") }
        // A class that needs constraints hears `updateConstraints` at its first layout, with or without any (AL-2).
        if Self.requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
    }

    /// A new layer of `layerClass`; a class that is not a `CALayer` subclass is logged and replaced.
    private static func makeLayer() -> CALayer {
        if let layerType = layerClass as? CALayer.Type { return layerType.init() }
        UIKitLog.error("\(self).layerClass \(layerClass) is not a CALayer subclass; using CALayer")
        return CALayer()
    }

    deinit {
        layer.owningViewWillGoAway()
        for subview in subviews { subview.superviewStorage = nil }
    }

    public required init?(coder: NSCoder) {
        layer = Self.makeLayer()
        super.init()
        layer.setOwningDelegate(self)
        layer.isOpaque = true
        layer.setNeedsDisplay()
        if Self.requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
    }

    // MARK: Appearance

    /// The layer's background, or, for a view that draws, the first thing painted into its backing store.
    open var backgroundColor: UIColor? {
        didSet {
            applyBackgroundColor()
            recordAppearance("backgroundColor") { [backgroundColor] in $0.backgroundColor = backgroundColor }
        }
    }

    /// The background on the layer, resolved for this view's light or dark style (or, once the view draws, in its
    /// backing store).
    func applyBackgroundColor() {
        if drawsBackgroundInBackingStore { setNeedsDisplay() } else { layer.backgroundColor = resolvedBackgroundColor }
    }

    var resolvedBackgroundColor: CGColor? {
        guard let backgroundColor else { return nil }
        return UIView.styleOverridesExist ? backgroundColor.resolvedColor(with: traitCollection).cgColor : backgroundColor.cgColor
    }

    /// The light or dark style of this view and its subviews, whatever the current traits say (`.unspecified`:
    /// inherited from the superview, or the view controller).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            guard overrideUserInterfaceStyle != oldValue else { return }
            UIView.styleOverridesExist = true
            propagateStyle(from: style(own: oldValue, controller: viewControllerStorage?.overrideUserInterfaceStyle))
        }
    }

    /// The view's traits changed (its light or dark style); dynamic colours it set are already resolved again.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Set once the view has drawn with `draw(_:)`: from then on its background is in its backing store (see
    /// `draw(_:in:)`).
    var drawsBackgroundInBackingStore = false
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = newValue.isNaN ? layer.opacity : Float(min(max(newValue, 0), 1)) }
    }
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            let changed = newValue != layer.isHidden
            layer.isHidden = newValue
            (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
            if changed { AccessibilityTree.shared.visibilityDidChange(of: self) }
        }
    }
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// A view whose alpha masks this one: its layer becomes this layer's `mask`. It belongs to no view hierarchy
    /// (UIKit's rule); one that has a superview is taken out of it, with a log line.
    open var mask: UIView? {
        didSet {
            guard mask !== oldValue else { return }
            if let mask, mask.superview != nil {
                UIKitLog.error("\(mask) was in a view hierarchy when it became the mask of \(self); removed from it")
                mask.removeFromSuperview()
            }
            layer.mask = mask?.layer
        }
    }
    open var tag = 0
    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    open var clearsContextBeforeDrawing = true
    open var autoresizesSubviews = true
    open var autoresizingMask: AutoresizingMask = []

    /// Inherited from the superview when not set, as UIKit does.
    open var tintColor: UIColor! {
        get { tintColorStorage ?? superview?.tintColor ?? .systemBlue }
        set {
            tintColorStorage = newValue
            tintColorChanged()
            recordAppearance("tintColor") { [newValue] in $0.tintColor = newValue }
        }
    }
    var tintColorStorage: UIColor?
    /// Made when the view is an appearance proxy or notes its own appearance properties
    /// (Appearance/UIView+Appearance.swift).
    var appearanceRecordStorage: AppearanceRecord?
    open func tintColorDidChange() {}

    /// This view's tint changed: it hears it, and so do the subviews that inherit their tint from it, as in UIKit.
    func tintColorChanged() {
        tintColorDidChange()
        for subview in subviews where subview.tintColorStorage == nil { subview.tintColorChanged() }
    }

    open var contentMode: ContentMode = .scaleToFill {
        didSet { layer.contentsGravity = contentMode.contentsGravity }
    }
    /// The stretchable part of the view's contents, in unit coordinates (the layer's `contentsCenter`): when a
    /// scaling content mode stretches the drawing, only this part grows. Deprecated on iOS, kept for old code.
    open var contentStretch: CGRect {
        get { layer.contentsCenter }
        set {
            guard newValue.isValidGeometry else {
                UIKitLog.error("ignored a non-finite contentStretch \(newValue) for \(self)")
                return
            }
            layer.contentsCenter = newValue
        }
    }
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set {
            guard newValue.isFinite, newValue > 0, newValue != layer.contentsScale else { return }
            layer.contentsScale = newValue
            setNeedsDisplay()
        }
    }

    // MARK: Overridable behaviour

    /// Override to draw; UIKit calls it only for classes that override it, with the view's context current.
    open func draw(_ rect: CGRect) {
        layer.reachedDefaultDraw = true
    }

    /// Override to position subviews; runs after the subviews' autoresizing and after the constraint engine has
    /// set the frames of the views it positions. The default solves again if constraints changed since (an
    /// override may change constraints and call super, AL-39) and puts the subviews that constraints position where
    /// the solution says.
    open func layoutSubviews() {
        layoutEngineIfNeeded(checkingFrames: false)?.applyFrames(toSubviewsOf: self)
    }

    // MARK: Auto Layout (Layout/)

    /// Whether the view's frame and autoresizing mask become constraints when Auto Layout involves it (AL-11);
    /// true for views made in code. Set it to false for a view its constraints position.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStateStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            translatesAutoresizingMaskDidChange()
        }
    }

    open class var requiresConstraintBasedLayout: Bool { false }

    /// The space inside the edges that margin attributes and `layoutMarginsGuide` keep clear: 8 points on each side
    /// by default, 16 left and right (0 top and bottom) for a view controller's view (AL-20).
    open var layoutMargins: UIEdgeInsets {
        get {
            if let directional = layoutStateStorage?.directionalLayoutMargins {
                return effectiveUserInterfaceLayoutDirection == .rightToLeft
                    ? UIEdgeInsets(top: directional.top, left: directional.trailing, bottom: directional.bottom,
                                   right: directional.leading)
                    : UIEdgeInsets(top: directional.top, left: directional.leading, bottom: directional.bottom,
                                   right: directional.trailing)
            }
            return layoutStateStorage?.layoutMargins ?? (viewControllerStorage == nil
                ? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) : UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        }
        set {
            guard newValue != layoutMargins else { return }
            guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite) else {
                UIKitLog.error("ignored non-finite layout margins \(newValue) for \(self)")
                return
            }
            layoutState.layoutMargins = newValue
            layoutState.directionalLayoutMargins = nil
            layoutMarginsDidChange()
            layoutGeometryDidChange()
        }
    }

    /// The layout margins by reading direction: leading is left in a left-to-right layout, right in a right-to-left
    /// one. Margins set this way turn around when the view's direction does.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            if let directional = layoutStateStorage?.directionalLayoutMargins { return directional }
            let margins = layoutMargins
            return effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? NSDirectionalEdgeInsets(top: margins.top, leading: margins.right, bottom: margins.bottom, trailing: margins.left)
                : NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set {
            guard newValue != directionalLayoutMargins || layoutStateStorage?.directionalLayoutMargins == nil else { return }
            guard [newValue.top, newValue.leading, newValue.bottom, newValue.trailing].allSatisfy(\.isFinite) else {
                UIKitLog.error("ignored non-finite layout margins \(newValue) for \(self)")
                return
            }
            layoutState.directionalLayoutMargins = newValue
            layoutState.layoutMargins = nil
            layoutMarginsDidChange()
            layoutGeometryDidChange()
        }
    }

    /// Whether the view's content flips in a right-to-left layout (see UIView+LayoutDirection.swift).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { layoutDirectionDidChange() } }
    }

    /// Whether the superview's margins, where they reach further in than this view's own, count as this view's
    /// (AL-22).
    open var preservesSuperviewLayoutMargins: Bool {
        get { layoutStateStorage?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            layoutState.preservesSuperviewLayoutMargins = newValue
            layoutGeometryDidChange()
        }
    }

    /// Whether the margins are measured from the safe area rather than from the edges.
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutStateStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            layoutState.insetsLayoutMarginsFromSafeArea = newValue
            layoutGeometryDidChange()
        }
    }

    /// Called when `safeAreaInsets` change (a view controller's `additionalSafeAreaInsets`).
    open func safeAreaInsetsDidChange() {}

    open func layoutMarginsDidChange() {}

    /// The size the view's own constraints and content give it nearest to `targetSize` (AL-40): pass
    /// `UIView.layoutFittingCompressedSize` for the smallest, `layoutFittingExpandedSize` for the largest.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// As `systemLayoutSizeFitting(_:)`, with the target's priority per axis: `.required` fixes that axis (a cell
    /// of a given width asking for its height).
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Override to add or change constraints at the start of a layout pass, and call super last. Runs for views that
    /// asked with `setNeedsUpdateConstraints()` and for views that have just joined Auto Layout, deepest first.
    open func updateConstraints() {}

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        (layoutStateStorage?.contentPriorities ?? defaultContentPriorities).hugging(axis)
    }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            layoutState.contentPriorities.huggingHorizontal = priority
        } else {
            layoutState.contentPriorities.huggingVertical = priority
        }
        contentSizeDidChange()
    }

    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        (layoutStateStorage?.contentPriorities ?? defaultContentPriorities).compression(axis)
    }

    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority,
                                                      for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            layoutState.contentPriorities.compressionHorizontal = priority
        } else {
            layoutState.contentPriorities.compressionVertical = priority
        }
        contentSizeDidChange()
    }

    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    public static let noIntrinsicMetric: CGFloat = -1

    /// Tells Auto Layout that `intrinsicContentSize` changed; in the class body so that subclasses override it (and
    /// call super, which is what reaches the layout engine).
    open func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        contentSizeDidChange()
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    // MARK: Keyboard focus (see Focus/)

    /// Whether Tab may move keyboard focus here; controls and text fields say yes.
    open var canBecomeFocused: Bool { false }
    open var isFocused: Bool { UIFocusSystem.focusSystem(for: self)?.focusedView === self }
    /// Views with the same identifier stay together in the focus order.
    open var focusGroupIdentifier: String?
    /// The ring's shape when focused (nil: a rounded ring just outside the bounds).
    open var focusEffect: UIFocusEffect?
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }

    /// The outline UIKit Dynamics collides this view with (`UIDynamicItem`); subclasses override it for round or
    /// path-shaped views.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// The convex path, centred on the view's centre, used when `collisionBoundsType` is `.path`.
    open var collisionBoundingPath: UIBezierPath { UIDynamicItemDefaults.boundingPath(of: bounds.size) }
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    open override var next: UIResponder? { viewControllerStorage ?? superview }

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }

    // MARK: CALayerDelegate

    /// A view that draws paints its background into its backing store first, as UIKit does: the background colour
    /// decides whether that store is opaque (book, "Erasing"). With an opaque view and a background without any
    /// transparency it is, and what `draw(_:)` clears is black; otherwise clearing punches a hole through the view,
    /// background included, to what is behind it. An opaque view with no background draws on black.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        if layer is CATiledLayer { return drawTile(in: ctx) }
        let background = resolvedBackgroundColor
        let underlay: CGColor? = if let background, background.alpha > 0 { background } else { isOpaque ? .black : nil }
        if let underlay {
            ctx.saveGState()
            ctx.setFillColor(underlay)
            ctx.fill(bounds)
            ctx.restoreGState()
        }
        UIGraphicsPushContext(ctx)
        // Dynamic colours used while drawing resolve for this view's style, as UIKit makes its traits current.
        if UIView.styleOverridesExist { traitCollection.performAsCurrent { draw(layer.bounds) } } else { draw(layer.bounds) }
        UIGraphicsPopContext()
        guard !layer.reachedDefaultDraw else { return }
        if isOpaque, let background, background.alpha >= 1 {
            // An opaque store has no alpha channel: whatever the drawing left transparent is black.
            ctx.saveGState()
            ctx.setBlendMode(.destinationOver)
            ctx.setFillColor(.black)
            ctx.fill(bounds)
            ctx.restoreGState()
        }
        // The background is in the store now; the layer keeps none of its own below it.
        drawsBackgroundInBackingStore = true
        if layer.backgroundColor != nil { layer.backgroundColor = nil }
    }

    /// Asked of each touched view before a recognizer leaves `.possible`; `false` makes it fail (UIButton says no
    /// to its ancestors' single taps).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// The recognizers attached to this view, in the order added (see UIView+GestureRecognizers.swift).
    var attachedGestureRecognizers: [UIGestureRecognizer] = []

    /// The action for a change of the view's layer: outside animation blocks none (`NSNull`), inside the block's
    /// animation (see UIView+Animation.swift). Open, as on iOS, so subclasses can supply their own.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        // Outside every animation block, one shared "no action": layout changes thousands of layers at a time.
        guard ViewAnimationContext.current != nil else { return CALayer.noAction }
        return viewAnimationAction(for: layer, forKey: event)
    }

    /// The layout pass reached this view: its controller hears about it around `layoutSubviews`.
    open func layoutSublayers(of layer: CALayer) {
        viewControllerStorage?.layoutPassWillLayoutView()
        // The root of a tree with constraints solves them first, for the whole tree (its layout runs first).
        if let engine = layoutStateStorage?.engine { engine.layoutPass() }
        layoutSubviews()
        viewControllerStorage?.viewDidLayoutSubviews()
    }

    open override var description: String {
        onMainActor(otherwise: "<\(type(of: self))>") { self.mainActorDescription }
    }

    var mainActorDescription: String {
        var parts = ["\(type(of: self))", "frame = \(Self.format(frame))"]
        if tag != 0 { parts.append("tag = \(tag)") }
        if isHidden { parts.append("hidden") }
        if alpha < 1 { parts.append("alpha = \(alpha)") }
        return "<" + parts.joined(separator: "; ") + ">"
    }

    static func format(_ r: CGRect) -> String {
        func f(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.2f", Double(v)) }
        return "(\(f(r.minX)) \(f(r.minY)); \(f(r.width)) \(f(r.height)))"
    }
}

extension UIView.ContentMode {
    /// The layer gravity that shows contents as this mode says. Core Animation's "top" and "bottom" are inverted
    /// on iOS, so UIKit's `.top` is the gravity named bottom.
    var contentsGravity: CALayerContentsGravity {
        switch self {
        case .scaleToFill, .redraw: .resize
        case .scaleAspectFit: .resizeAspect
        case .scaleAspectFill: .resizeAspectFill
        case .center: .center
        case .top: .bottom
        case .bottom: .top
        case .left: .left
        case .right: .right
        case .topLeft: .bottomLeft
        case .topRight: .bottomRight
        case .bottomLeft: .topLeft
        case .bottomRight: .topRight
        }
    }
}

extension CGRect {
    var isValidGeometry: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}
