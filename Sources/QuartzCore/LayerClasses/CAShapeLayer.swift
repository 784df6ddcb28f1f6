/// A layer that draws a path: filled (black by default) and optionally stroked, over its contents.
@preconcurrency @MainActor open class CAShapeLayer: CALayer {
    public var path: CGPath? { didSet { changed("path", from: oldValue) } }
    public var fillColor: CGColor? = .black { didSet { changed("fillColor", from: oldValue) } }
    public var fillRule: CAShapeLayerFillRule = .nonZero { didSet { changed() } }
    public var strokeColor: CGColor? { didSet { changed("strokeColor", from: oldValue) } }
    public var lineWidth: CGFloat = 1 {
        didSet { if !lineWidth.isFinite || lineWidth < 0 { lineWidth = oldValue } else { changed("lineWidth", from: oldValue) } }
    }
    public var lineCap: CAShapeLayerLineCap = .butt { didSet { changed() } }
    public var lineJoin: CAShapeLayerLineJoin = .miter { didSet { changed() } }
    public var miterLimit: CGFloat = 10 { didSet { if !miterLimit.isFinite { miterLimit = oldValue } else { changed("miterLimit", from: oldValue) } } }
    public var lineDashPhase: CGFloat = 0 { didSet { if !lineDashPhase.isFinite { lineDashPhase = oldValue } else { changed("lineDashPhase", from: oldValue) } } }
    public var lineDashPattern: [NSNumber]? { didSet { changed() } }
    /// The stroked part of the path, as fractions of its length (clamped to 0...1).
    public var strokeStart: CGFloat = 0 { didSet { if strokeStart.isNaN { strokeStart = oldValue } else { changed("strokeStart", from: oldValue) } } }
    public var strokeEnd: CGFloat = 1 { didSet { if strokeEnd.isNaN { strokeEnd = oldValue } else { changed("strokeEnd", from: oldValue) } } }

    public required init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path; fillColor = other.fillColor; fillRule = other.fillRule; strokeColor = other.strokeColor
        lineWidth = other.lineWidth; lineCap = other.lineCap; lineJoin = other.lineJoin; miterLimit = other.miterLimit
        lineDashPhase = other.lineDashPhase; lineDashPattern = other.lineDashPattern
        strokeStart = other.strokeStart; strokeEnd = other.strokeEnd
    }

    override var ownDrawing: LayerDrawing? {
        guard let path, !path.isEmpty else { return nil }
        return .shape(.init(
            path: path, fillColor: fillColor, fillRule: fillRule == .evenOdd ? .evenOdd : .winding,
            strokeColor: strokeColor, lineWidth: lineWidth, lineCap: lineCap.cgLineCap, lineJoin: lineJoin.cgLineJoin,
            miterLimit: miterLimit, lineDashPhase: lineDashPhase,
            lineDashPattern: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) },
            strokeStart: min(max(strokeStart, 0), 1), strokeEnd: min(max(strokeEnd, 0), 1)))
    }

    override func value(forLayerKey key: String) -> Any?? {
        switch key {
        case "path": .some(path)
        case "fillColor": .some(fillColor)
        case "fillRule": .some(fillRule.rawValue)
        case "strokeColor": .some(strokeColor)
        case "lineWidth": .some(lineWidth)
        case "lineCap": .some(lineCap.rawValue)
        case "lineJoin": .some(lineJoin.rawValue)
        case "miterLimit": .some(miterLimit)
        case "lineDashPhase": .some(lineDashPhase)
        case "lineDashPattern": .some(lineDashPattern)
        case "strokeStart": .some(strokeStart)
        case "strokeEnd": .some(strokeEnd)
        default: super.value(forLayerKey: key)
        }
    }

    override func setValue(_ value: Any?, forLayerKey key: String) -> Bool {
        switch key {
        case "path": path = KeyValueCoercion.path(value) ?? path
        case "fillColor": fillColor = KeyValueCoercion.color(value)
        case "fillRule": fillRule = KeyValueCoercion.string(value).map(CAShapeLayerFillRule.init) ?? fillRule
        case "strokeColor": strokeColor = KeyValueCoercion.color(value)
        case "lineWidth": lineWidth = KeyValueCoercion.float(value) ?? lineWidth
        case "lineCap": lineCap = KeyValueCoercion.string(value).map(CAShapeLayerLineCap.init) ?? lineCap
        case "lineJoin": lineJoin = KeyValueCoercion.string(value).map(CAShapeLayerLineJoin.init) ?? lineJoin
        case "miterLimit": miterLimit = KeyValueCoercion.float(value) ?? miterLimit
        case "lineDashPhase": lineDashPhase = KeyValueCoercion.float(value) ?? lineDashPhase
        case "lineDashPattern": lineDashPattern = value as? [NSNumber]
        case "strokeStart": strokeStart = KeyValueCoercion.float(value) ?? strokeStart
        case "strokeEnd": strokeEnd = KeyValueCoercion.float(value) ?? strokeEnd
        default: return super.setValue(value, forLayerKey: key)
        }
        return true
    }
}
