/// A layer showing a part of content larger than itself: scrolling moves its bounds' origin, so its sublayers
/// (laid out in content coordinates) slide under it. It handles no input and shows no scroll indicators; sublayers
/// reach for it with `scroll(_:)` and `scrollRectToVisible(_:)`.
@preconcurrency @MainActor open class CAScrollLayer: CALayer {
    /// The axes scrolling may move; `.both` by default. The other axis keeps its origin.
    public var scrollMode: CAScrollLayerScrollMode = .both

    public required init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAScrollLayer else { return }
        scrollMode = other.scrollMode
    }

    /// Makes `p` the origin of the bounds, on the axes `scrollMode` allows. A point that is not finite is refused.
    open func scroll(to p: CGPoint) {
        guard p.isValidGeometry else {
            CALog.error("CAScrollLayer.scroll(to:) given a point that is not finite: \(p); ignored")
            return
        }
        var origin = bounds.origin
        if scrollMode.scrollsHorizontally { origin.x = p.x }
        if scrollMode.scrollsVertically { origin.y = p.y }
        guard origin != bounds.origin else { return }
        bounds.origin = origin
    }

    /// Scrolls as little as makes `r` visible: an edge of `r` beyond the bounds brings that edge in; a rectangle
    /// larger than the bounds shows its top-left corner.
    open func scroll(to r: CGRect) {
        guard r.isValidGeometry, !r.isNull else {
            CALog.error("CAScrollLayer.scroll(to:) given a rectangle that is not finite: \(r); ignored")
            return
        }
        let rect = r.standardized
        func axis(_ origin: CGFloat, _ extent: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            if high - low > extent || low < origin { return low }
            if high > origin + extent { return high - extent }
            return origin
        }
        scroll(to: CGPoint(x: axis(bounds.minX, bounds.width, rect.minX, rect.maxX),
                           y: axis(bounds.minY, bounds.height, rect.minY, rect.maxY)))
    }

    override func value(forLayerKey key: String) -> Any?? {
        key == "scrollMode" ? .some(scrollMode.rawValue) : super.value(forLayerKey: key)
    }

    override func setValue(_ value: Any?, forLayerKey key: String) -> Bool {
        guard key == "scrollMode" else { return super.setValue(value, forLayerKey: key) }
        scrollMode = KeyValueCoercion.string(value).map(CAScrollLayerScrollMode.init) ?? scrollMode
        return true
    }
}
