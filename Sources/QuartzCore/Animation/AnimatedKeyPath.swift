/// A property animation's key path, parsed once when the animation's key path is set, so that each frame reads and
/// writes the animated value through a typed field instead of looking the key up by string.
///
/// `property` names one of CALayer's own render values; struct fields after it (`position.x`,
/// `bounds.size.width`) are `fields`, and a `transform.*` path (`transform.rotation.z`) is `transformPath`. A key
/// path outside CALayer's render values (a subclass's `path`, a custom key) has no `property` and is read and
/// written by key-value coding.
struct AnimatedKeyPath: Hashable, Sendable {
    enum Property: Hashable, Sendable {
        case bounds, position, anchorPoint, anchorPointZ, zPosition, transform, sublayerTransform, opacity, hidden
        case masksToBounds, backgroundColor, borderWidth, borderColor, cornerRadius, shadowColor, shadowOpacity
        case shadowOffset, shadowRadius, shadowPath, contents, contentsRect, contentsCenter, contentsScale, doubleSided
    }

    enum Field: Hashable, Sendable { case x, y, width, height, origin, size }

    let raw: String
    let property: Property?
    let fields: [Field]
    let transformPath: String?

    init(_ raw: String) {
        self.raw = raw
        let parts = raw.split(separator: ".", maxSplits: 1).map(String.init)
        let property = parts.first.flatMap(Self.property(named:))
        let rest = parts.count > 1 ? parts[1] : nil
        var fields: [Field] = []
        var transformPath: String?
        var understood = property != nil
        if let rest, understood {
            if property == .transform || property == .sublayerTransform {
                transformPath = rest
            } else {
                let parsed = rest.split(separator: ".").map { Self.field(named: String($0)) }
                understood = parsed.allSatisfy { $0 != nil }
                fields = parsed.compactMap { $0 }
            }
        }
        self.property = understood ? property : nil
        self.fields = understood ? fields : []
        self.transformPath = understood ? transformPath : nil
    }

    static let transform = AnimatedKeyPath("transform")

    /// The value at this path inside `base`, the whole property's value.
    func value(in base: Any) -> Any? {
        if let transformPath {
            guard let transform = base as? CATransform3D else { return nil }
            return TransformKeyPath.value(of: transform, path: transformPath)
        }
        var value = base
        for field in fields {
            guard let next = Self.value(of: field, in: value) else { return nil }
            value = next
        }
        return value
    }

    /// `base` (the whole property's value) with the value at this path replaced; nil when it does not fit.
    func setting(_ newValue: Any, in base: Any) -> Any? {
        if let transformPath {
            guard let transform = base as? CATransform3D else { return nil }
            return TransformKeyPath.setting(newValue, in: transform, path: transformPath)
        }
        return Self.setting(newValue, in: base, fields: fields[...])
    }

    private static func setting(_ newValue: Any, in base: Any, fields: ArraySlice<Field>) -> Any? {
        guard let field = fields.first else { return newValue }
        guard let inner = value(of: field, in: base),
              let updated = setting(newValue, in: inner, fields: fields.dropFirst()) else { return nil }
        switch (base, field) {
        case (var p as CGPoint, .x): guard let v = KeyValueCoercion.float(updated) else { return nil }; p.x = v; return p
        case (var p as CGPoint, .y): guard let v = KeyValueCoercion.float(updated) else { return nil }; p.y = v; return p
        case (var s as CGSize, .width):
            guard let v = KeyValueCoercion.float(updated) else { return nil }; s.width = v; return s
        case (var s as CGSize, .height):
            guard let v = KeyValueCoercion.float(updated) else { return nil }; s.height = v; return s
        case (var r as CGRect, .origin): guard let v = updated as? CGPoint else { return nil }; r.origin = v; return r
        case (var r as CGRect, .size): guard let v = updated as? CGSize else { return nil }; r.size = v; return r
        default: return nil
        }
    }

    private static func value(of field: Field, in base: Any) -> Any? {
        switch (base, field) {
        case (let p as CGPoint, .x): p.x
        case (let p as CGPoint, .y): p.y
        case (let s as CGSize, .width): s.width
        case (let s as CGSize, .height): s.height
        case (let r as CGRect, .origin): r.origin
        case (let r as CGRect, .size): r.size
        default: nil
        }
    }

    private static func field(named name: String) -> Field? {
        switch name {
        case "x": .x
        case "y": .y
        case "width": .width
        case "height": .height
        case "origin": .origin
        case "size": .size
        default: nil
        }
    }

    private static func property(named name: String) -> Property? {
        switch name {
        case "bounds": .bounds
        case "position": .position
        case "anchorPoint": .anchorPoint
        case "anchorPointZ": .anchorPointZ
        case "zPosition": .zPosition
        case "transform": .transform
        case "sublayerTransform": .sublayerTransform
        case "opacity": .opacity
        case "hidden", "isHidden": .hidden
        case "masksToBounds": .masksToBounds
        case "backgroundColor": .backgroundColor
        case "borderWidth": .borderWidth
        case "borderColor": .borderColor
        case "cornerRadius": .cornerRadius
        case "shadowColor": .shadowColor
        case "shadowOpacity": .shadowOpacity
        case "shadowOffset": .shadowOffset
        case "shadowRadius": .shadowRadius
        case "shadowPath": .shadowPath
        case "contents": .contents
        case "contentsRect": .contentsRect
        case "contentsCenter": .contentsCenter
        case "contentsScale": .contentsScale
        case "doubleSided", "isDoubleSided": .doubleSided
        default: nil
        }
    }
}
