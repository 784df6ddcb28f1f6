/// Interface Builder's User Defined Runtime Attributes (`<userDefinedRuntimeAttribute type="number"
/// keyPath="layer.cornerRadius">`), set after the object's own attributes and before `awakeFromNib`. Without
/// `setValue(_:forKeyPath:)` on every object, key paths are registered: UIKit's common view and controller ones
/// here, `layer.*` through `CALayer`'s key-value coding, and an app's own keys (what `@IBInspectable` properties
/// are on iOS) with `register`:
///
///     UINibRuntimeAttributes.register("cornerStyle", \CardView.cornerStyle)
///
/// An unknown key path or a value that does not fit is one warning naming the file and line; the rest loads.
@preconcurrency @MainActor public enum UINibRuntimeAttributes {
    private struct Entry {
        /// `nil` when the object is not of the registered class; false when the value does not fit.
        let set: @MainActor (AnyObject, Any?) -> Bool?
    }

    private static var entries: [String: [Entry]] = builtInEntries()

    /// `keyPath` sets `property` of `Owner`s; numbers convert to the property's numeric type or `Bool`.
    public static func register<Owner: AnyObject, Value>(_ keyPath: String, _ property: ReferenceWritableKeyPath<Owner, Value>) {
        entries[keyPath, default: []].insert(entry(property), at: 0)
    }

    /// `keyPath` runs `set` on `Owner`s with the attribute's value (`Bool`, `Int`, `Double`, `String`, `CGPoint`,
    /// `CGSize`, `CGRect`, `NSRange`, `UIColor`, `UIImage` or `nil`); `set` returns false when it does not fit.
    public static func register<Owner: AnyObject>(_ keyPath: String, on owner: Owner.Type,
                                                  _ set: @escaping @MainActor (Owner, Any?) -> Bool) {
        entries[keyPath, default: []].insert(Entry { object, value in
            guard let owner = object as? Owner else { return nil }
            return set(owner, value)
        }, at: 0)
    }

    private static func entry<Owner: AnyObject, Value>(_ property: ReferenceWritableKeyPath<Owner, Value>) -> Entry {
        Entry { object, value in
            guard let owner = object as? Owner else { return nil }
            guard let typed = coerce(value, to: Value.self) else { return false }
            owner[keyPath: property] = typed
            return true
        }
    }

    /// The value as `Value`, converting Interface Builder's numbers (`Int` or `Double`) to other number types.
    static func coerce<Value>(_ value: Any?, to type: Value.Type) -> Value? {
        if let typed = value as? Value { return typed }
        guard let number = (value as? Int).map(Double.init) ?? (value as? Double) else { return nil }
        switch type {
        case is CGFloat.Type, is CGFloat?.Type: return CGFloat(number) as? Value
        case is Double.Type, is Double?.Type: return number as? Value
        case is Float.Type, is Float?.Type: return Float(number) as? Value
        case is Int.Type, is Int?.Type: return Int(exactly: number) as? Value
        case is Bool.Type: return (number != 0) as? Value
        default: return nil
        }
    }

    /// Whether a layer property holding `current` takes `value`, checked here so that a mismatch is reported with
    /// the file and line (CALayer would log it without them): numbers and booleans take either, others their own
    /// type; a key with no value yet takes anything.
    private static func fits(_ value: Any?, _ current: Any?) -> Bool {
        guard let current, let value else { return true }
        func isNumber(_ x: Any) -> Bool { x is CGFloat || x is Double || x is Float || x is Int || x is Bool }
        if isNumber(current) || isNumber(value) { return isNumber(current) && isNumber(value) }
        return type(of: current) == type(of: value)
    }

    /// The key paths of UIKit's own classes that apps set most often this way.
    private static func builtInEntries() -> [String: [Entry]] {
        [
            "alpha": [entry(\UIView.alpha)], "tag": [entry(\UIView.tag)],
            "clipsToBounds": [entry(\UIView.clipsToBounds)],
            "hidden": [entry(\UIView.isHidden)], "isHidden": [entry(\UIView.isHidden)],
            "userInteractionEnabled": [entry(\UIView.isUserInteractionEnabled)],
            "isUserInteractionEnabled": [entry(\UIView.isUserInteractionEnabled)],
            "backgroundColor": [entry(\UIView.backgroundColor)], "tintColor": [entry(\UIView.tintColor)],
            "text": [entry(\UILabel.text), entry(\UITextField.text)],
            "placeholder": [entry(\UITextField.placeholder)],
            "numberOfLines": [entry(\UILabel.numberOfLines)],
            "title": [entry(\UIViewController.title)],
        ]
    }

    /// Applies each `<userDefinedRuntimeAttribute>` of `attributes` to `object`.
    static func apply(_ attributes: NibElement, to object: AnyObject, document: NibDocument) {
        for attribute in attributes.children("userDefinedRuntimeAttribute") {
            guard let keyPath = attribute["keyPath"], !keyPath.isEmpty else {
                document.warn(attribute, "a user-defined runtime attribute without a keyPath; ignored")
                continue
            }
            guard let value = value(of: attribute, document: document) else { continue }
            let fits = (entries[keyPath] ?? []).lazy.compactMap { $0.set(object, value) }.first
            if fits == false {
                document.warn(attribute, "\(attribute["type"] ?? "") value does not fit \(type(of: object)).\(keyPath); ignored")
            } else if fits == nil, keyPath.hasPrefix("layer."), let view = object as? UIView {
                // Any key is a layer's (CALayer keeps keys it does not know, as on iOS); colours are CGColors there.
                let layerKeyPath = String(keyPath.dropFirst(6))
                let layerValue = (value as? UIColor).map { $0.cgColor as Any } ?? value
                if Self.fits(layerValue, view.layer.value(forKeyPath: layerKeyPath)) {
                    view.layer.setValue(layerValue, forKeyPath: layerKeyPath)
                } else {
                    document.warn(attribute, "\(attribute["type"] ?? "") value does not fit \(keyPath); ignored")
                }
            } else if fits == nil {
                document.warn(attribute, "no runtime attribute \"\(keyPath)\" for \(type(of: object)) (register it with UINibRuntimeAttributes.register); ignored")
            }
        }
    }
}
