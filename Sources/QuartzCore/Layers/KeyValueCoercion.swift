/// Turns the values key-value coding receives (Swift numbers of any kind, `NSNumber`s, `NSValue`-less structs)
/// into the types the layer properties hold.
enum KeyValueCoercion {
    static func float(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }

    static func bool(_ value: Any?) -> Bool? {
        switch value {
        case let v as Bool: v
        case let v as NSNumber: v.boolValue
        default: nil
        }
    }

    static func string(_ value: Any?) -> String? {
        switch value {
        case let v as String: v
        case let v as NSString: String(v)
        default: nil
        }
    }

    /// A `CGColor`, or nil (which clears a colour property).
    static func color(_ value: Any?) -> CGColor? {
        guard let value else { return nil }
        if let color = value as? CGColor { return color }
        if let provider = value as? CALayerColorProviding { return provider.layerColor }
        return nil
    }

    static func path(_ value: Any?) -> CGPath? { value as? CGPath }
}

/// Lets higher layers' colour types (`UIColor`) be given to key-value coding where a `CGColor` is expected.
public protocol CALayerColorProviding {
    var layerColor: CGColor { get }
}
