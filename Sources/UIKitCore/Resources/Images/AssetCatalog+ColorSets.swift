import Foundation

/// Colour sets: `Name.colorset/Contents.json`, whose `colors` array holds a universal colour and, optionally, one
/// for the dark appearance (`"appearances": [{"appearance": "luminosity", "value": "dark"}]`).
extension AssetCatalog {
    struct ColorSet {
        let light: UIColor
        let dark: UIColor?
    }

    static func colorSet(named name: String, in bundle: Bundle) -> ColorSet? {
        guard let directory = setDirectory(named: name, kind: "colorset", in: bundle) else { return nil }
        let contents = directory.appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: contents.path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["colors"] as? [[String: Any]] else {
            UIKitLog.error("\(contents.path): missing or malformed Contents.json; colour set ignored")
            return nil
        }
        var light: UIColor?, dark: UIColor?
        for entry in entries {
            guard let color = (entry["color"] as? [String: Any]).flatMap(Self.color) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
            if isDark { dark = dark ?? color } else if appearances.isEmpty { light = light ?? color }
        }
        guard let light else {
            UIKitLog.error("\(contents.path): no colour for the default appearance; colour set ignored")
            return nil
        }
        return ColorSet(light: light, dark: dark)
    }

    /// `{"components": {"red": "0.5", "green": "0x80", "blue": "128", "alpha": "1.000"}}`, as Xcode writes them:
    /// a fraction, or a byte in hexadecimal or decimal; a `white` component for grey colour spaces.
    private static func color(_ json: [String: Any]) -> UIColor? {
        guard let components = json["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> CGFloat? {
            guard let raw = components[key] else { return nil }
            let text = "\(raw)".trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 } }
            if !text.contains("."), let byte = Int(text), byte > 1 { return CGFloat(byte) / 255 }
            return Double(text).map { CGFloat($0) }
        }
        let alpha = component("alpha") ?? 1
        if let white = component("white") { return UIColor(white: white, alpha: alpha) }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}
