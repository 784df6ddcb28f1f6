/// The values of runtime attributes as Xcode writes them: `value="YES"` (boolean), `value="text"` (string),
/// `<integer key="value" value="8"/>` or `<real key="value" value="0.5"/>` (number), `<point key="value">`,
/// `<size>`, `<rect>`, `<range key="value" location= length=>`, `<color key="value">`, an image by name, or nil.
extension UINibRuntimeAttributes {
    /// The attribute's value; `nil` (one warning naming the file and line) when it is malformed, `.some(nil)` for
    /// type `nil`.
    static func value(of attribute: NibElement, document: NibDocument) -> Any?? {
        let type = attribute["type"] ?? ""
        func malformed(_ what: String) -> Any?? {
            document.warn(attribute, "runtime attribute \"\(attribute["keyPath"] ?? "")\" of type \(type): \(what); ignored")
            return nil
        }
        /// Numeric attributes of the `<name key="value">` child; `nil` unless all are numbers.
        func numbers(_ name: String, _ keys: [String]) -> [Double]? {
            guard let child = attribute.child(name, key: "value") else { return nil }
            let values = keys.compactMap { child[$0].flatMap(Double.init) }.filter(\.isFinite)
            return values.count == keys.count ? values : nil
        }
        switch type {
        case "boolean":
            switch attribute["value"] {
            case "YES": return .some(true)
            case "NO": return .some(false)
            default: return malformed("value is not YES or NO")
            }
        case "number":
            if let integer = attribute.child("integer", key: "value"), let value = integer.integer("value") { return .some(value) }
            if let real = attribute.child("real", key: "value"), let value = real["value"].flatMap(Double.init), value.isFinite {
                return .some(value)
            }
            return malformed("no <integer key=\"value\"> or <real key=\"value\"> with a number")
        case "string", "localizedString":
            return .some(attribute["value"] ?? attribute.child("string", key: "value")?.text ?? "")
        case "point":
            guard let v = numbers("point", ["x", "y"]) else { return malformed("no <point key=\"value\" x= y=>") }
            return .some(CGPoint(x: v[0], y: v[1]))
        case "size":
            guard let v = numbers("size", ["width", "height"]) else { return malformed("no <size key=\"value\" width= height=>") }
            return .some(CGSize(width: v[0], height: v[1]))
        case "rect":
            guard let v = numbers("rect", ["x", "y", "width", "height"]) else {
                return malformed("no <rect key=\"value\" x= y= width= height=>")
            }
            return .some(CGRect(x: v[0], y: v[1], width: v[2], height: v[3]))
        case "range":
            guard let v = numbers("range", ["location", "length"]), let location = Int(exactly: v[0]),
                  let length = Int(exactly: v[1]), location >= 0, length >= 0 else {
                return malformed("no <range key=\"value\" location= length=> of whole numbers")
            }
            return .some(NSRange(location: location, length: length))
        case "color":
            guard let element = attribute.child("color", key: "value"), let color = document.color(from: element) else {
                return malformed("no <color key=\"value\">")
            }
            return .some(color)
        case "image":
            guard let name = attribute["value"] ?? attribute.child("image", key: "value")?["name"] else {
                return malformed("no image name")
            }
            guard let image = UIImage(named: name, in: document.bundle) else { return malformed("no image \"\(name)\"") }
            return .some(image)
        case "nil":
            return .some(nil)
        default:
            return malformed("unknown type")
        }
    }
}
