/// What the scan of one file finds that the registrations and the selector lookup need.

/// A class declared in the app (for storyboards' `customClass`, `@main`, and selector lookup up the superclasses).
public struct ClassDeclaration: Equatable, Sendable {
    /// `Outer.Inner` for nested classes.
    public let name: String
    /// The Objective-C name: `@objc(Name)`, else the unqualified Swift name.
    public let objCName: String
    /// The first inherited type (a class, when the class has a superclass).
    public let inherited: [String]
    public let isGeneric: Bool
    public let file: String
    public let line: Int
}

/// An action: an `@IBAction` or `@objc` method, callable through its selector.
public struct ActionMethod: Equatable, Sendable {
    public let selector: String
    public let baseName: String
    /// Argument labels, `nil` for `_`.
    public let labels: [String?]
    /// Parameter types as written (`UIButton`, `Any`, `UIEvent?`).
    public let parameterTypes: [String]
    public let isStatic: Bool
    /// `async` or `throws`: a selector cannot call it.
    public let hasEffects: Bool
    /// `private` or `fileprivate`: only its own file can register it.
    public let isPrivate: Bool
    public let line: Int
    /// Whether it returns something (then the generated call discards the result; a `Void` call is left bare,
    /// which the compiler would otherwise warn about).
    public var returnsValue = false
}

/// An `@IBOutlet` property (`[UIButton]` outlets are collections).
public struct Outlet: Equatable, Sendable {
    public let name: String
    public let type: String
    public let isCollection: Bool
    public let isPrivate: Bool
    public let line: Int
}

/// An `@objc` property, for `#selector(getter:)` / `#selector(setter:)` and key paths.
public struct ObjCProperty: Equatable, Sendable {
    public let name: String
    public let objCName: String
}

/// Members of one type declared in one file (a class and its extensions in that file together).
public struct TypeMembers: Equatable, Sendable {
    public let typeName: String
    public var isGeneric = false
    public var actions: [ActionMethod] = []
    public var outlets: [Outlet] = []
    public var properties: [ObjCProperty] = []
    /// `@objc` properties, reachable by key (key-value observable when `dynamic`).
    public var observableProperties: [ObservableProperty] = []
    /// Optional requirements of an `@objc` protocol, given default implementations (`func name(...) {}`).
    public var optionalRequirements: [String] = []
    public var optionalRequirementNames: [String] = []
    public var isProtocol = false
}

/// A `#selector(...)` to resolve once every file is scanned (it may name a method of another file's class).
struct SelectorSite {
    enum Kind { case method, getter, setter }
    let kind: Kind
    /// The type named before the method (`ViewController.tapped`), or the enclosing type for `self.` and bare names.
    let typeName: String?
    let baseName: String
    /// `nil` when the selector names the method without labels (`#selector(tapped)`).
    let labels: [String?]?
    let start: Int
    let end: Int
    let line: Int
}

/// `delegate?.method?(...)`: the `?` after `method`, dropped when `method` turns out to be an optional requirement
/// of an `@objc` protocol (which the rewrite makes a requirement with a default implementation).
struct OptionalCallSite {
    let name: String
    let questionMark: Range<Int>
}

/// A replacement of the bytes `start..<end` of the original text.
struct TextEdit {
    let start: Int
    let end: Int
    let replacement: String
}
