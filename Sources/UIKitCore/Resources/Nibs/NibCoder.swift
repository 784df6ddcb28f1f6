/// The coder nib-made objects are initialized with, as on iOS where every view in a nib gets `init(coder:)`
/// (R-NIB-4 step 2). It answers the element's XML attributes by key (`decodeObject(forKey: "text")`), which lets
/// a custom class read its own Interface Builder "User Defined" values.
public final class NibCoder: NSCoder {
    let element: NibElement
    /// The file the object comes from, for messages.
    public let path: String
    /// The bundle the file comes from, where the nibs and images it names are.
    public let bundle: Bundle?

    init(element: NibElement, path: String, bundle: Bundle?) {
        self.element = element
        self.path = path
        self.bundle = bundle
        super.init()
    }

    public override var allowsKeyedCoding: Bool { true }
    public override func containsValue(forKey key: String) -> Bool { element[key] != nil }
    public override func decodeObject(forKey key: String) -> Any? { element[key] }
    public override func decodeBool(forKey key: String) -> Bool { element[key] == "YES" }
    public override func decodeInteger(forKey key: String) -> Int {
        if let raw = element[key], element.integer(key) == nil {
            UIKitLog.error("\(path):\(element.line): \(key) \"\(raw)\" is not an integer Int can hold; decoded as 0")
        }
        return element.integer(key) ?? 0
    }
    public override func decodeDouble(forKey key: String) -> Double { element[key].flatMap { Double($0) } ?? 0 }
}
