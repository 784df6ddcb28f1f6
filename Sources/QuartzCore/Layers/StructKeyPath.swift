/// Key paths into the geometry structs, as key-value coding reaches them: `x`/`y` of a point, `width`/`height` of
/// a size, `origin`/`size` (and their fields) of a rectangle.
enum StructKeyPath {
    static func value(of base: Any?, path: String) -> Any? {
        let (head, rest) = split(path)
        let field: Any?
        switch (base, head) {
        case (let p as CGPoint, "x"): field = p.x
        case (let p as CGPoint, "y"): field = p.y
        case (let s as CGSize, "width"): field = s.width
        case (let s as CGSize, "height"): field = s.height
        case (let r as CGRect, "origin"): field = r.origin
        case (let r as CGRect, "size"): field = r.size
        default: return nil
        }
        guard let rest else { return field }
        return value(of: field, path: rest)
    }

    /// `base` with the field at `path` replaced by `newValue`; nil when the path or the value does not fit.
    static func setting(_ newValue: Any?, in base: Any?, path: String) -> Any? {
        let (head, rest) = split(path)
        func leaf(_ current: Any?) -> Any? {
            guard let rest else { return newValue }
            return setting(newValue, in: current, path: rest)
        }
        switch (base, head) {
        case (var p as CGPoint, "x"): guard let v = KeyValueCoercion.float(leaf(p.x)) else { return nil }; p.x = v; return p
        case (var p as CGPoint, "y"): guard let v = KeyValueCoercion.float(leaf(p.y)) else { return nil }; p.y = v; return p
        case (var s as CGSize, "width"): guard let v = KeyValueCoercion.float(leaf(s.width)) else { return nil }; s.width = v; return s
        case (var s as CGSize, "height"): guard let v = KeyValueCoercion.float(leaf(s.height)) else { return nil }; s.height = v; return s
        case (var r as CGRect, "origin"): guard let v = leaf(r.origin) as? CGPoint else { return nil }; r.origin = v; return r
        case (var r as CGRect, "size"): guard let v = leaf(r.size) as? CGSize else { return nil }; r.size = v; return r
        default: return nil
        }
    }

    static func split(_ path: String) -> (String, String?) {
        guard let dot = path.firstIndex(of: ".") else { return (path, nil) }
        return (String(path[..<dot]), String(path[path.index(after: dot)...]))
    }
}
