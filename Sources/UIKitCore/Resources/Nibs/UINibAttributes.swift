/// An element's attributes and keyed children as UIKit values: what class-specific configuration reads
/// (`attributes.string("text")`, `attributes.color("textColor")`, `attributes.font("fontDescription")`).
@preconcurrency @MainActor public struct UINibAttributes {
    let element: NibElement
    let document: NibDocument

    public func string(_ name: String) -> String? { element[name] }
    public func bool(_ name: String) -> Bool? { element[name].map { $0 == "YES" } }
    public func number(_ name: String) -> CGFloat? { element[name].flatMap(Double.init).map { CGFloat($0) } }

    /// Every integer attribute is read here: a value Int cannot hold exactly (`numberOfLines="1e308"`) is warned
    /// about and ignored rather than converted, which would trap.
    public func integer(_ name: String) -> Int? {
        guard let raw = element[name] else { return nil }
        guard let value = element.integer(name) else {
            warn("\(name) \"\(raw)\" is not an integer Int can hold; ignored")
            return nil
        }
        return value
    }

    /// A value given as a child element's text instead of an attribute (`<string key="text">...</string>`).
    public func text(_ key: String) -> String? { element.child("string", key: key)?.text }

    /// An attribute naming one of `values`; an unknown name is warned about (file and line) and ignored.
    public func enumeration<Value>(_ name: String, _ values: [String: Value]) -> Value? {
        guard let raw = element[name] else { return nil }
        if let value = values[raw] { return value }
        warn("unknown \(name) \"\(raw)\"")
        return nil
    }

    /// A keyed child element's attributes (`<textInputTraits key="textInputTraits" secureTextEntry="YES"/>`).
    public func child(_ name: String, key: String) -> UINibAttributes? {
        element.child(name, key: key).map { UINibAttributes(element: $0, document: document) }
    }

    /// One log line naming the nib file and this element's line.
    public func warn(_ message: String) { document.warn(element, message) }

    /// `<color key="...">`: sRGB/calibrated RGB, white, or a named system colour.
    public func color(_ key: String) -> UIColor? { element.child("color", key: key).flatMap(document.color(from:)) }

    /// `<fontDescription key="..." type="system|boldSystem|italicSystem" pointSize=...>` or a named font.
    public func font(_ key: String = "fontDescription") -> UIFont? {
        guard let description = element.child("fontDescription", key: key) else { return nil }
        let size = description["pointSize"].flatMap(Double.init).map { CGFloat($0) } ?? 17
        switch description["type"] {
        case "system": return .systemFont(ofSize: size)
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case "italicSystem": return .italicSystemFont(ofSize: size)
        default:
            if let name = description["name"], let font = UIFont(name: name, size: size) { return font }
            return .systemFont(ofSize: size)
        }
    }

    /// An image attribute (`image="Logo"`) loaded with `UIImage(named:in:)` from the nib's bundle, which caches
    /// it under its name (R-IMG-2).
    public func image(_ name: String = "image") -> UIImage? {
        guard let imageName = element[name] else { return nil }
        let image = UIImage(named: imageName, in: document.bundle)
        if image == nil { document.warn(element, "image \"\(imageName)\" not found") }
        return image
    }

    /// `<state key="normal" title=... image=...>` children of buttons.
    public func states() -> [(state: String, attributes: UINibAttributes)] {
        element.children("state").map { ($0["key"] ?? "normal", UINibAttributes(element: $0, document: document)) }
    }
}
