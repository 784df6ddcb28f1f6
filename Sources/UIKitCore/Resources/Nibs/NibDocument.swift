/// A parsed Interface Builder document kept in memory: a `.xib` (`UINib`, instantiated any number of times,
/// R-NIB-7) or a `.storyboard` (`UIStoryboard`, whose scenes are instantiated one view controller at a time).
@MainActor final class NibDocument {
    enum Kind: String {
        case xib, storyboard
        /// The element that holds the document's objects.
        var container: String { self == .xib ? "objects" : "scenes" }
    }

    let path: String
    let bundle: Bundle?
    let root: NibElement
    /// `<objects>` of a xib, `<scenes>` of a storyboard.
    let container: NibElement
    /// `<resources><systemColor name=...><color .../></systemColor>` entries.
    private let systemColors: [String: NibElement]

    init(data: Data, path: String, bundle: Bundle?, kind: Kind = .xib) throws {
        let root = try NibElement.parseDocument(data, path: path)
        guard root.name == "document" else {
            throw ResourceError(path: path, line: root.line, message: "not a \(kind): the root element is <\(root.name)>, not <document>")
        }
        guard let container = root.child(kind.container) else {
            throw ResourceError(path: path, line: root.line, message: "a \(kind) needs a <\(kind.container)> element")
        }
        self.path = path
        self.bundle = bundle
        self.root = root
        self.container = container
        var colors: [String: NibElement] = [:]
        for named in root.child("resources")?.children("systemColor") ?? [] {
            if let name = named["name"], let color = named.child("color") { colors[name] = color }
        }
        systemColors = colors
    }

    /// The ids of the document's `<constraint>` elements: an outlet to one that was not made (it was malformed, or
    /// a build-time placeholder) is told apart from an outlet to an id that does not exist.
    private(set) lazy var constraintIDs = Set(root.descendants("constraint").compactMap { $0["id"] })

    /// The keys of the document's `<viewLayoutGuide>`s by id: a constraint naming a guide UIKit here does not have
    /// (a scroll view's `contentLayoutGuide`) says which one.
    private(set) lazy var viewLayoutGuideKeys: [String: String] = root.descendants("viewLayoutGuide").reduce(into: [:]) {
        if let id = $1["id"] { $0[id] = $1["key"] ?? "" }
    }

    func warn(_ element: NibElement, _ message: String) {
        UIKitLog.error("\(path):\(element.line): \(message)")
    }

    func color(from element: NibElement) -> UIColor? {
        func component(_ name: String) -> CGFloat { element[name].flatMap(Double.init).map { CGFloat($0) } ?? 0 }
        let alpha = element["alpha"] == nil ? 1 : component("alpha")
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            if let described = systemColors[name], described["systemColor"] == nil { return color(from: described) }
            if let known = Self.namedColors[name] { return known }
            warn(element, "unknown system colour \"\(name)\"; using clear")
            return .clear
        }
        if element["white"] != nil { return UIColor(white: component("white"), alpha: alpha) }
        if element["red"] != nil {
            return UIColor(red: component("red"), green: component("green"), blue: component("blue"), alpha: alpha)
        }
        warn(element, "a <color> without components")
        return nil
    }

    private static let namedColors: [String: UIColor] = [
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "linkColor": .link,
        "systemRedColor": .systemRed, "systemGreenColor": .systemGreen, "systemBlueColor": .systemBlue,
        "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow, "systemPinkColor": .systemPink,
        "systemPurpleColor": .systemPurple, "systemTealColor": .systemTeal, "systemIndigoColor": .systemIndigo,
        "systemGrayColor": .systemGray, "separatorColor": .separator, "tintColor": .systemBlue,
        "darkTextColor": .black, "lightTextColor": UIColor(white: 1, alpha: 0.6),
        "groupTableViewBackgroundColor": .systemGroupedBackground, "clearColor": .clear,
        "whiteColor": .white, "blackColor": .black,
    ]
}
