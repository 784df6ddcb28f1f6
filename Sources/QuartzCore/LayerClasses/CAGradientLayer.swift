/// A layer that fills its bounds with a colour gradient: axial (along start to end), radial (an ellipse centred
/// on `startPoint` reaching `endPoint`) or conic (around `startPoint`, starting towards `endPoint`).
@preconcurrency @MainActor open class CAGradientLayer: CALayer {
    /// `CGColor`s; anything else in the array is ignored.
    public var colors: [Any]? { didSet { changed("colors", from: oldValue) } }
    public var locations: [NSNumber]? { didSet { changed("locations", from: oldValue) } }
    /// In the unit coordinate space of the bounds; top to bottom by default.
    public var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { if !startPoint.isValidGeometry { startPoint = oldValue } else { changed("startPoint", from: oldValue) } }
    }
    public var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { if !endPoint.isValidGeometry { endPoint = oldValue } else { changed("endPoint", from: oldValue) } }
    }
    public var type: CAGradientLayerType = .axial { didSet { changed() } }

    public required init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors; locations = other.locations; startPoint = other.startPoint; endPoint = other.endPoint
        type = other.type
    }

    override var ownDrawing: LayerDrawing? {
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty else { return nil }
        var stops = (locations ?? []).map { CGFloat($0.doubleValue) }
        if stops.count != cgColors.count {
            if locations != nil { CALog.error("CAGradientLayer has \(stops.count) locations for \(cgColors.count) colours; spreading them evenly") }
            stops = cgColors.count == 1 ? [0] : (0..<cgColors.count).map { CGFloat($0) / CGFloat(cgColors.count - 1) }
        }
        let kind: LayerDrawing.Gradient.Kind = type == .radial ? .radial : type == .conic ? .conic : .axial
        return .gradient(.init(kind: kind, colors: cgColors, locations: stops, startPoint: startPoint, endPoint: endPoint))
    }

    override func value(forLayerKey key: String) -> Any?? {
        switch key {
        case "colors": .some(colors)
        case "locations": .some(locations)
        case "startPoint": .some(startPoint)
        case "endPoint": .some(endPoint)
        case "type": .some(type.rawValue)
        default: super.value(forLayerKey: key)
        }
    }

    override func setValue(_ value: Any?, forLayerKey key: String) -> Bool {
        switch key {
        case "colors": colors = value as? [Any]
        case "locations": locations = value as? [NSNumber]
        case "startPoint": startPoint = value as? CGPoint ?? startPoint
        case "endPoint": endPoint = value as? CGPoint ?? endPoint
        case "type": type = KeyValueCoercion.string(value).map(CAGradientLayerType.init) ?? type
        default: return super.setValue(value, forLayerKey: key)
        }
        return true
    }
}
