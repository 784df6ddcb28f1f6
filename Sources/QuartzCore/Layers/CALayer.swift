/// The model object behind everything on screen: geometry, appearance and contents, in a tree.
///
/// Setting a property records the change; the change reaches the screen when the transaction that contains it
/// commits (at the latest at the end of the current run-loop turn). See `CATransaction` and `CALayerHost`.
@preconcurrency @MainActor open class CALayer: @MainActor CustomStringConvertible {
    /// Stable identity for render trees and compositor caches.
    public let layerID: UInt64 = CALayer.makeLayerID()

    // Hot state first: layout and change tracking touch these for every layer, so they share cache lines.
    // (The layout and display logic is in CALayer+Layout.swift and CALayer+Display.swift.)
    /// This layer's own render properties changed since the last commit.
    var hasChanges = true
    /// This layer or a descendant changed since the last commit.
    var subtreeHasChanges = true
    /// Bumped on every change of this layer's own properties; compositors compare it to find damage.
    var renderVersion: UInt64 = 0
    var needsLayoutFlag = false
    var subtreeNeedsLayout = false
    var needsDisplayFlag = false
    /// A presentation copy changes without scheduling commits.
    var isPresentationCopy = false
    /// Whether `transform` is the identity, kept as it changes: layout asks for every view's frame.
    package private(set) var hasIdentityTransform = true

    nonisolated private static let identifiers = IdentifierCounter()
    /// A new identity from the layers' sequence (also used for render nodes a layer class makes up).
    nonisolated static func makeLayerID() -> UInt64 { identifiers.next() }

    /// Weak, as in Core Animation, except for a view's own layer (see `owningDelegate`).
    public var delegate: CALayerDelegate? {
        get { owningDelegate ?? weakDelegate }
        set { owningDelegate = nil; weakDelegate = newValue }
    }
    private weak var weakDelegate: CALayerDelegate?
    /// The view that owns this layer. Not weak: a weak reference gives its target a side table, which makes every
    /// retain and release of that object slow, and views are retained and released all through layout. The view
    /// clears it when it goes away (`owningViewWillGoAway()`), so it never dangles.
    nonisolated(unsafe) private unowned(unsafe) var owningDelegate: CALayerDelegate?
    public var name: String?

    public required init() {}

    /// Core Animation's NSCoding initializer, required as there: a subclass that declares its own designated
    /// initializers writes `required init?(coder:)`, calling `super.init(coder:)` or not. No archive of layers made
    /// on Apple's systems can be read here, so the layer starts with the default values.
    public required init?(coder: NSCoder) {}

    deinit {
        for sublayer in sublayerStorage { sublayer.superlayerStorage = nil }
        CAAnimationEngine.forget(layerID: layerID)
    }

    /// Makes `view` the delegate without a weak reference; the view must call `owningViewWillGoAway()` when it
    /// goes away (UIView does in its deinit).
    package func setOwningDelegate(_ view: CALayerDelegate) {
        weakDelegate = nil
        owningDelegate = view
    }

    /// Called by the owning view as it goes away: the layer, if something else keeps it, has no delegate (and keeps
    /// its sublayers, the layers of the view's subviews, which the view's going away does not take out of a tree
    /// that is still shown).
    nonisolated package func owningViewWillGoAway() { owningDelegate = nil }

    /// Copies the model values of `layer` (not its sublayers), as Core Animation does for presentation layers.
    public required init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        bounds = other.bounds; position = other.position; anchorPoint = other.anchorPoint
        zPosition = other.zPosition; anchorPointZ = other.anchorPointZ
        transform = other.transform; sublayerTransform = other.sublayerTransform
        // Observers do not run in an initializer, so the cached flag is copied too.
        hasIdentityTransform = other.hasIdentityTransform
        opacity = other.opacity; isHidden = other.isHidden; masksToBounds = other.masksToBounds
        backgroundColor = other.backgroundColor; borderWidth = other.borderWidth; borderColor = other.borderColor
        cornerRadius = other.cornerRadius; maskedCorners = other.maskedCorners
        shadowColor = other.shadowColor; shadowOpacity = other.shadowOpacity; shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius; shadowPath = other.shadowPath
        contents = other.contents; contentsGravity = other.contentsGravity; contentsRect = other.contentsRect
        contentsCenter = other.contentsCenter; contentsScale = other.contentsScale
        isOpaque = other.isOpaque; isDoubleSided = other.isDoubleSided; name = other.name
        minificationFilter = other.minificationFilter; magnificationFilter = other.magnificationFilter
        minificationFilterBias = other.minificationFilterBias
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        shouldRasterize = other.shouldRasterize; rasterizationScale = other.rasterizationScale
        allowsGroupOpacity = other.allowsGroupOpacity
        compositingFilter = other.compositingFilter; filters = other.filters
        backgroundFilters = other.backgroundFilters
        // A subclass's own keys (`thickness`) live here: presentation copies draw with them.
        customValues = other.customValues
    }

    // MARK: Geometry (see CALayer+Geometry.swift for the derived values)

    public var bounds: CGRect = .zero {
        didSet {
            if !bounds.isValidGeometry { bounds = oldValue; return }
            guard bounds != oldValue else { return }
            changed("bounds", from: oldValue)
            if bounds.size != oldValue.size {
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
                setNeedsLayout()
            }
        }
    }
    public var position: CGPoint = .zero {
        didSet { if !position.isValidGeometry { position = oldValue } else if position != oldValue { changed("position", from: oldValue) } }
    }
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet { if !anchorPoint.isValidGeometry { anchorPoint = oldValue } else if anchorPoint != oldValue { changed("anchorPoint", from: oldValue) } }
    }
    public var zPosition: CGFloat = 0 {
        didSet { if !zPosition.isFinite { zPosition = oldValue } else if zPosition != oldValue { superlayer?.changed(); changed("zPosition", from: oldValue) } }
    }
    public var anchorPointZ: CGFloat = 0 { didSet { if !anchorPointZ.isFinite { anchorPointZ = oldValue } else { changed("anchorPointZ", from: oldValue) } } }
    public var transform = CATransform3DIdentity {
        didSet {
            if !transform.isFinite { transform = oldValue } else if transform != oldValue {
                hasIdentityTransform = CATransform3DIsIdentity(transform)
                changed("transform", from: oldValue)
            }
        }
    }
    public var sublayerTransform = CATransform3DIdentity {
        didSet { if !sublayerTransform.isFinite { sublayerTransform = oldValue } else if sublayerTransform != oldValue { changed("sublayerTransform", from: oldValue) } }
    }
    public var isGeometryFlipped = false { didSet { changed() } }
    public var isDoubleSided = true { didSet { changed() } }

    // MARK: Appearance

    public var opacity: Float = 1 {
        didSet {
            if opacity.isNaN { opacity = oldValue } else if opacity < 0 || opacity > 1 { opacity = min(max(opacity, 0), 1) }
            else if opacity != oldValue { changed("opacity", from: oldValue) }
        }
    }
    public var isHidden = false {
        didSet { if isHidden != oldValue { changed("hidden", from: oldValue); visibilityChanged() } }
    }
    public var masksToBounds = false { didSet { if masksToBounds != oldValue { changed("masksToBounds", from: oldValue) } } }
    public var mask: CALayer? {
        didSet {
            guard mask !== oldValue else { return }
            oldValue?.maskOwner = nil
            if let mask {
                mask.removeFromSuperlayer()
                mask.maskOwner?.mask = nil
                mask.maskOwner = self
            }
            changed()
        }
    }
    weak var maskOwner: CALayer?
    public var isOpaque = false { didSet { changed() } }
    public var backgroundColor: CGColor? { didSet { if backgroundColor != oldValue { changed("backgroundColor", from: oldValue) } } }
    public var borderWidth: CGFloat = 0 {
        didSet { if !borderWidth.isFinite || borderWidth < 0 { borderWidth = oldValue } else if borderWidth != oldValue { changed("borderWidth", from: oldValue) } }
    }
    public var borderColor: CGColor? = .black { didSet { if borderColor != oldValue { changed("borderColor", from: oldValue) } } }
    public var cornerRadius: CGFloat = 0 {
        didSet { if !cornerRadius.isFinite || cornerRadius < 0 { cornerRadius = oldValue } else if cornerRadius != oldValue { changed("cornerRadius", from: oldValue) } }
    }
    public var maskedCorners: CACornerMask = .all { didSet { if maskedCorners != oldValue { changed() } } }
    public var shadowColor: CGColor? = .black { didSet { if shadowColor != oldValue { changed("shadowColor", from: oldValue) } } }
    public var shadowOpacity: Float = 0 {
        didSet { if shadowOpacity.isNaN { shadowOpacity = oldValue } else if shadowOpacity != oldValue { changed("shadowOpacity", from: oldValue) } }
    }
    public var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { if !shadowOffset.isValidGeometry { shadowOffset = oldValue } else if shadowOffset != oldValue { changed("shadowOffset", from: oldValue) } }
    }
    public var shadowRadius: CGFloat = 3 {
        didSet { if !shadowRadius.isFinite || shadowRadius < 0 { shadowRadius = oldValue } else if shadowRadius != oldValue { changed("shadowRadius", from: oldValue) } }
    }
    public var shadowPath: CGPath? { didSet { changed("shadowPath", from: oldValue) } }

    // MARK: Contents

    /// A `CGImage`, or `nil`. Anything else is ignored when rendering, as Core Animation does.
    public var contents: Any? { didSet { changed("contents", from: oldValue) } }
    public var contentsGravity: CALayerContentsGravity = .resize { didSet { if contentsGravity != oldValue { changed() } } }
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { if !contentsRect.isValidGeometry { contentsRect = oldValue } else if contentsRect != oldValue { changed("contentsRect", from: oldValue) } }
    }
    public var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { if !contentsCenter.isValidGeometry { contentsCenter = oldValue } else if contentsCenter != oldValue { changed("contentsCenter", from: oldValue) } }
    }
    public var contentsScale: CGFloat = 1 {
        didSet { if !contentsScale.isFinite || contentsScale <= 0 { contentsScale = oldValue } else if contentsScale != oldValue { changed() } }
    }
    public var minificationFilter: CALayerContentsFilter = .linear { didSet { changed() } }
    /// Added to the level of detail `minificationFilter = .trilinear` computes: positive values read smaller (blurrier)
    /// mipmap levels, negative ones sharper. A number that is not finite is refused (logged), keeping the old value.
    public var minificationFilterBias: Float = 0 {
        didSet {
            if !minificationFilterBias.isFinite {
                CALog.error("CALayer: minificationFilterBias \(minificationFilterBias) is not a finite number; "
                    + "keeping \(oldValue)")
                minificationFilterBias = oldValue
            } else if minificationFilterBias != oldValue {
                changed()
            }
        }
    }
    public var magnificationFilter: CALayerContentsFilter = .linear { didSet { changed() } }
    public var needsDisplayOnBoundsChange = false

    // MARK: Rasterization and group opacity (see Renderer/LayerRenderer+Rasterization.swift)

    /// Draws the layer and its subtree once into a picture at `rasterizationScale` and shows that picture, reused
    /// while the subtree does not change (moving, turning or fading the layer does not redraw it).
    public var shouldRasterize = false { didSet { if shouldRasterize != oldValue { changed() } } }
    /// Pixels per point of the rasterized picture; 1 by default (set the screen's scale for sharp pictures).
    public var rasterizationScale: CGFloat = 1 {
        didSet {
            if !rasterizationScale.isFinite || rasterizationScale <= 0 {
                CALog.error("rasterizationScale must be a positive number, not \(rasterizationScale); keeping \(oldValue)")
                rasterizationScale = oldValue
            } else if rasterizationScale != oldValue { changed() }
        }
    }
    /// Whether `opacity` fades the layer and its sublayers as one flattened group (true, the default, as on iOS
    /// since 7), or each sublayer on its own, so that overlapping translucent sublayers show through each other.
    public var allowsGroupOpacity = true { didSet { if allowsGroupOpacity != oldValue { changed() } } }

    // MARK: Filters (see CALayer+Filters.swift)

    /// How the layer and its subtree combine with what lies behind them: a blend-mode or compositing name such
    /// as "multiplyBlendMode" or "additionCompositing" (Core Image filters do not exist on Linux; a name without
    /// an operator is logged once and drawn normally).
    open var compositingFilter: Any? { didSet { changed() } }
    /// Core Image filters for the layer's content: accepted and kept, not applied (logged once).
    open var filters: [Any]? { didSet { if filters != nil { CALayer.noteFiltersUnapplied("filters") } } }
    /// Core Image filters for what lies behind the layer: accepted and kept, not applied (logged once;
    /// `UIVisualEffectView` blurs what lies behind it).
    open var backgroundFilters: [Any]? {
        didSet { if backgroundFilters != nil { CALayer.noteFiltersUnapplied("backgroundFilters") } }
    }

    // MARK: Hierarchy (see CALayer+Hierarchy.swift)

    public internal(set) var superlayer: CALayer? {
        get { superlayerStorage }
        set { superlayerStorage = newValue }
    }
    /// Not weak, for the reason given at `owningDelegate`: the superlayer's `sublayerStorage` holds this layer, and
    /// a layer going away clears its sublayers' pointers (deinit), so it never dangles.
    nonisolated(unsafe) private unowned(unsafe) var superlayerStorage: CALayer?
    nonisolated(unsafe) var sublayerStorage: [CALayer] = []

    // MARK: Change tracking for commits

    /// The render node made at the last commit, reused while nothing below changed.
    var cachedRenderLayer: RenderLayer?
    /// The layer's own node at the last commit when a transition was drawn around it (`cachedRenderLayer` is then
    /// the transition's container); nil otherwise.
    var cachedPlainRenderLayer: RenderLayer?

    /// Records a change of this layer's own render state and schedules a commit.
    func changed() {
        guard !isPresentationCopy else { return }
        renderVersion &+= 1
        hasChanges = true
        markSubtreeChanged()
    }

    /// Records a change of the property named `key` and runs its action, which may animate it (see
    /// Animation/CALayer+Actions.swift).
    func changed<Value>(_ key: String, from oldValue: Value) {
        changed()
        runAction(forKey: key, oldValue: oldValue)
    }

    func markSubtreeChanged() {
        var layer: CALayer? = self
        while let current = layer, !current.subtreeHasChanges || current === self {
            current.subtreeHasChanges = true
            layer = current.superlayer ?? current.maskOwner
        }
        CATransaction.layerDidChange()
    }

    /// Set by the default `draw(in:)` / delegate methods: nothing overrides them (see CALayer+Display.swift).
    package var reachedDefaultDraw = false
    package var reachedDefaultDisplay = false

    // MARK: Overridable behaviour (Swift cannot override members declared in extensions)

    /// Makes new contents; see CALayer+Display.swift.
    open func display() { performDisplay() }

    /// Override to draw the layer's contents; the default asks the delegate.
    open func draw(in ctx: CGContext) {
        if let delegate { delegate.draw(self, in: ctx) } else { reachedDefaultDraw = true }
    }

    /// Override to position sublayers; the default asks the delegate (a view runs `layoutSubviews`).
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// The layer's bounds contain `p` (in this layer's coordinates).
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The farthest descendant containing `p` (given in the superlayer's coordinates), front to back; hidden
    /// layers are skipped, and so are sublayers outside a layer that masks to its bounds.
    open func hitTest(_ p: CGPoint) -> CALayer? { performHitTest(p) }

    open func preferredFrameSize() -> CGSize { bounds.size }

    /// Takes the layer out of its superlayer (or out of its owner's `mask`); see CALayer+Hierarchy.swift.
    open func removeFromSuperlayer() { removeFromSuperlayer(runningActions: true) }

    /// Whether a change of `key` redraws the layer: a model change calls `setNeedsDisplay()`, and while `key`
    /// animates every frame is drawn from the presentation values (a custom animatable property, such as a
    /// subclass's `thickness` reached by key-value coding).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Whether this layer's sublayers share one 3D space instead of being flattened into its plane
    /// (`CATransformLayer` says yes; the render tree's flag of the same name carries it).
    var flattensSublayers: Bool { false }

    /// Told of every `setNeedsDisplay()` (nil) and `setNeedsDisplay(_:)` (the rectangle), before the layer is marked:
    /// a tiled layer redraws only the tiles under the rectangle.
    func displayWasInvalidated(in rect: CGRect?) {}

    /// What a self-drawing layer class draws above its contents (see `LayerDrawing`).
    var ownDrawing: LayerDrawing? { nil }

    /// What a backdrop layer blurs behind it (see LayerClasses/CABackdropLayer.swift); nothing for other layers.
    var ownBackdrop: RenderLayer.Backdrop? { nil }

    /// The render nodes under this layer's node, given its sublayers' nodes in drawing order (`CAReplicatorLayer`
    /// makes copies).
    func renderSublayers(_ nodes: [RenderLayer]) -> [RenderLayer] { nodes }

    // MARK: Animation (see Animation/CALayer+Animation.swift); the layer's own timing is its sublayers' timeline.

    var animationEntries: [LayerAnimation] = []
    weak var presentationModel: CALayer?
    /// Presentation layers exist once the layer has been committed.
    var hasBeenCommitted = false
    public var beginTime: CFTimeInterval = 0 { didSet { if !beginTime.isFinite { beginTime = oldValue } } }
    public var speed: Float = 1 { didSet { if !speed.isFinite { speed = oldValue } } }
    public var timeOffset: CFTimeInterval = 0 { didSet { if !timeOffset.isFinite { timeOffset = oldValue } } }
    public var duration: CFTimeInterval = .infinity
    public var repeatCount: Float = 0
    public var repeatDuration: CFTimeInterval = 0
    public var autoreverses = false
    public var fillMode: CAMediaTimingFillMode = .removed

    // MARK: Actions: what a property change runs, usually an implicit animation (see Animation/CALayer+Actions.swift)

    /// Actions by key, searched after the delegate.
    public var actions: [String: any CAAction]?
    /// Default values by key; its `"actions"` dictionary is searched after `actions`, then its `"style"`.
    public var style: [AnyHashable: Any]?

    /// The action for `event`: delegate, `actions`, `style`, `defaultAction(forKey:)`, then the implicit animation
    /// of an animatable property. `NSNull` (from a delegate or a dictionary) means "no action".
    open func action(forKey event: String) -> (any CAAction)? { searchAction(forKey: event) }

    /// The class's action for `event` when nothing else supplies one.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    // MARK: Key-value coding (see CALayer+KeyValueCoding.swift); subclasses add their own keys.

    /// Values set for keys that are not properties (`setValue("Manny", forKey: "name2")`).
    var customValues: [String: Any] = [:]

    /// The value of a property key: `.some(value)` when the key is a property of this class, `nil` otherwise.
    func value(forLayerKey key: String) -> Any?? { propertyValue(forKey: key) }

    /// Sets a property key; false when the key is not a property of this class.
    func setValue(_ value: Any?, forLayerKey key: String) -> Bool { setPropertyValue(value, forKey: key) }

    open var description: String {
        "<\(type(of: self)) \(name.map { "'\($0)' " } ?? "")frame=\(frame) position=\(position)>"
    }
}

extension CGRect {
    /// Finite in every component (Core Animation would otherwise corrupt the geometry of the whole tree).
    var isValidGeometry: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension CGPoint {
    var isValidGeometry: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    var isValidGeometry: Bool { width.isFinite && height.isFinite }
}
