/// CALayer's own render values as plain fields: what a render node is made of. Running animations are evaluated
/// straight into these (through `AnimatedKeyPath`), so a frame of an animated layer copies a struct instead of the
/// layer, and a presentation copy is only made when an animation touches a key outside them.
@MainActor struct PresentationValues {
    var bounds: CGRect
    var position: CGPoint
    var anchorPoint: CGPoint
    var anchorPointZ: CGFloat
    var zPosition: CGFloat
    var transform: CATransform3D
    var sublayerTransform: CATransform3D
    var opacity: Float
    var isHidden: Bool
    var masksToBounds: Bool
    var backgroundColor: CGColor?
    var borderWidth: CGFloat
    var borderColor: CGColor?
    var cornerRadius: CGFloat
    var shadowColor: CGColor?
    var shadowOpacity: Float
    var shadowOffset: CGSize
    var shadowRadius: CGFloat
    var shadowPath: CGPath?
    var contents: Any?
    var contentsRect: CGRect
    var contentsCenter: CGRect
    var contentsScale: CGFloat
    var isDoubleSided: Bool

    init(layer: CALayer) {
        bounds = layer.bounds; position = layer.position; anchorPoint = layer.anchorPoint
        anchorPointZ = layer.anchorPointZ; zPosition = layer.zPosition; transform = layer.transform
        sublayerTransform = layer.sublayerTransform; opacity = layer.opacity; isHidden = layer.isHidden
        masksToBounds = layer.masksToBounds; backgroundColor = layer.backgroundColor; borderWidth = layer.borderWidth
        borderColor = layer.borderColor; cornerRadius = layer.cornerRadius; shadowColor = layer.shadowColor
        shadowOpacity = layer.shadowOpacity; shadowOffset = layer.shadowOffset; shadowRadius = layer.shadowRadius
        shadowPath = layer.shadowPath; contents = layer.contents; contentsRect = layer.contentsRect
        contentsCenter = layer.contentsCenter; contentsScale = layer.contentsScale; isDoubleSided = layer.isDoubleSided
    }

    /// Sets these values on a presentation copy (whose setters keep them valid, as for any layer).
    func write(to layer: CALayer) {
        layer.bounds = bounds; layer.position = position; layer.anchorPoint = anchorPoint
        layer.anchorPointZ = anchorPointZ; layer.zPosition = zPosition; layer.transform = transform
        layer.sublayerTransform = sublayerTransform; layer.opacity = opacity; layer.isHidden = isHidden
        layer.masksToBounds = masksToBounds; layer.backgroundColor = backgroundColor; layer.borderWidth = borderWidth
        layer.borderColor = borderColor; layer.cornerRadius = cornerRadius; layer.shadowColor = shadowColor
        layer.shadowOpacity = shadowOpacity; layer.shadowOffset = shadowOffset; layer.shadowRadius = shadowRadius
        layer.shadowPath = shadowPath; layer.contents = contents; layer.contentsRect = contentsRect
        layer.contentsCenter = contentsCenter; layer.contentsScale = contentsScale; layer.isDoubleSided = isDoubleSided
    }

    var geometry: LayerGeometry {
        LayerGeometry(bounds: bounds, position: position, anchorPoint: anchorPoint, anchorPointZ: anchorPointZ,
                      zPosition: zPosition, transform: transform)
    }

    /// The value at `keyPath`, boxed as key-value coding boxes it; nil when the path does not reach a value.
    func value(at keyPath: AnimatedKeyPath) -> Any? {
        guard let property = keyPath.property else { return nil }
        if keyPath.fields.count == 1, let number = number(keyPath.fields[0], of: property) { return number }
        return keyPath.value(in: value(of: property))
    }

    /// Sets the value at `keyPath` as the layer's setter would take it; a value that does not fit (wrong type,
    /// not finite) leaves the value as it was, as the model setters do.
    mutating func set(_ newValue: Any, at keyPath: AnimatedKeyPath) {
        guard let property = keyPath.property else { return }
        if keyPath.fields.count == 1, let number = KeyValueCoercion.float(newValue),
           setNumber(number, at: keyPath.fields[0], of: property) { return }
        guard let whole = keyPath.fields.isEmpty && keyPath.transformPath == nil
                ? newValue : keyPath.setting(newValue, in: value(of: property)) else { return }
        set(whole, for: property)
    }

    // The number fields of points and sizes (`position.x`, the most animated key path of all) without boxing the
    // point or size.

    private func number(_ field: AnimatedKeyPath.Field, of property: AnimatedKeyPath.Property) -> CGFloat? {
        switch (property, field) {
        case (.position, .x): position.x
        case (.position, .y): position.y
        case (.anchorPoint, .x): anchorPoint.x
        case (.anchorPoint, .y): anchorPoint.y
        case (.shadowOffset, .width): shadowOffset.width
        case (.shadowOffset, .height): shadowOffset.height
        default: nil
        }
    }

    private mutating func setNumber(_ value: CGFloat, at field: AnimatedKeyPath.Field,
                                    of property: AnimatedKeyPath.Property) -> Bool {
        guard value.isFinite else { return true }
        switch (property, field) {
        case (.position, .x): position.x = value
        case (.position, .y): position.y = value
        case (.anchorPoint, .x): anchorPoint.x = value
        case (.anchorPoint, .y): anchorPoint.y = value
        case (.shadowOffset, .width): shadowOffset.width = value
        case (.shadowOffset, .height): shadowOffset.height = value
        default: return false
        }
        return true
    }

    private func value(of property: AnimatedKeyPath.Property) -> Any {
        switch property {
        case .bounds: bounds
        case .position: position
        case .anchorPoint: anchorPoint
        case .anchorPointZ: anchorPointZ
        case .zPosition: zPosition
        case .transform: transform
        case .sublayerTransform: sublayerTransform
        case .opacity: opacity
        case .hidden: isHidden
        case .masksToBounds: masksToBounds
        case .backgroundColor: backgroundColor as Any
        case .borderWidth: borderWidth
        case .borderColor: borderColor as Any
        case .cornerRadius: cornerRadius
        case .shadowColor: shadowColor as Any
        case .shadowOpacity: shadowOpacity
        case .shadowOffset: shadowOffset
        case .shadowRadius: shadowRadius
        case .shadowPath: shadowPath as Any
        case .contents: contents as Any
        case .contentsRect: contentsRect
        case .contentsCenter: contentsCenter
        case .contentsScale: contentsScale
        case .doubleSided: isDoubleSided
        }
    }

    private mutating func set(_ value: Any, for property: AnimatedKeyPath.Property) {
        typealias C = KeyValueCoercion
        func finite(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isFinite ? $0 : nil } }
        func nonNegative(_ v: CGFloat?) -> CGFloat? { finite(v).flatMap { $0 >= 0 ? $0 : nil } }
        switch property {
        case .bounds: if let v = value as? CGRect, v.isValidGeometry { bounds = v }
        case .position: if let v = value as? CGPoint, v.isValidGeometry { position = v }
        case .anchorPoint: if let v = value as? CGPoint, v.isValidGeometry { anchorPoint = v }
        case .anchorPointZ: if let v = finite(C.float(value)) { anchorPointZ = v }
        case .zPosition: if let v = finite(C.float(value)) { zPosition = v }
        case .transform: if let v = value as? CATransform3D, v.isFinite { transform = v }
        case .sublayerTransform: if let v = value as? CATransform3D, v.isFinite { sublayerTransform = v }
        case .opacity: if let v = finite(C.float(value)) { opacity = Float(min(max(v, 0), 1)) }
        case .hidden: if let v = C.bool(value) { isHidden = v }
        case .masksToBounds: if let v = C.bool(value) { masksToBounds = v }
        case .backgroundColor: backgroundColor = C.color(value)
        case .borderWidth: if let v = nonNegative(C.float(value)) { borderWidth = v }
        case .borderColor: borderColor = C.color(value)
        case .cornerRadius: if let v = nonNegative(C.float(value)) { cornerRadius = v }
        case .shadowColor: shadowColor = C.color(value)
        case .shadowOpacity: if let v = finite(C.float(value)) { shadowOpacity = Float(v) }
        case .shadowOffset: if let v = value as? CGSize, v.isValidGeometry { shadowOffset = v }
        case .shadowRadius: if let v = nonNegative(C.float(value)) { shadowRadius = v }
        case .shadowPath: shadowPath = C.path(value)
        case .contents: contents = value
        case .contentsRect: if let v = value as? CGRect, v.isValidGeometry { contentsRect = v }
        case .contentsCenter: if let v = value as? CGRect, v.isValidGeometry { contentsCenter = v }
        case .contentsScale: if let v = finite(C.float(value)), v > 0 { contentsScale = v }
        case .doubleSided: if let v = C.bool(value) { isDoubleSided = v }
        }
    }
}
