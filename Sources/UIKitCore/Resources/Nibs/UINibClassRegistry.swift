/// Which Swift class an Interface Builder element or `customClass` makes. Built-in elements (`view`, `label`,
/// `button`, `imageView`, `window`, `viewController`: `UINibStandardClasses`) map to UIKit classes; apps register their own
/// classes under the name the `.xib` gives in `customClass`. An unknown class becomes a plain `UIView` with one
/// warning naming it (never a crash).
@preconcurrency @MainActor public enum UINibClassRegistry {
    /// Makes an instance from the element's coder, and applies the element's class-specific attributes
    /// (a label's text, a button's title...) after the common view attributes.
    public struct Entry {
        public let make: @MainActor (NibCoder) -> AnyObject?
        public let configure: @MainActor (AnyObject, UINibAttributes) -> Void

        public init(make: @escaping @MainActor (NibCoder) -> AnyObject?,
                    configure: @escaping @MainActor (AnyObject, UINibAttributes) -> Void = { _, _ in }) {
            self.make = make
            self.configure = configure
        }
    }

    private static var elements: [String: Entry] = UINibStandardClasses.entries
    private static var customClasses: [String: Entry] = [:]

    /// A built-in element name (`label`) and the class it makes, with how its own attributes apply.
    public static func registerElement(_ elementName: String, _ entry: Entry) { elements[elementName] = entry }

    /// A view class named in `customClass` (the Swift type name unless `name` is given).
    public static func register<View: UIView>(_ type: View.Type, name: String? = nil) {
        customClasses[name ?? String(describing: type)] = Entry { type.init(coder: $0) }
    }

    /// A view controller class named in `customClass` (`<viewController customClass="name">`).
    public static func register<Controller: UIViewController>(_ type: Controller.Type, name: String? = nil) {
        customClasses[name ?? String(describing: type)] = Entry { type.init(coder: $0) }
    }

    /// A collection view layout class named in `<collectionViewLayout customClass="name">`.
    public static func register<Layout: UICollectionViewLayout>(_ type: Layout.Type, name: String? = nil) {
        customClasses[name ?? String(describing: type)] = Entry { type.init(coder: $0) }
    }

    /// A non-view object (`<customObject customClass="name">`, or the application delegate an iOS `main.swift` names
    /// to `UIApplicationMain(_:_:_:_:)`), made by `make`.
    public static func registerObject(_ name: String, _ make: @escaping @MainActor () -> AnyObject) {
        customClasses[name] = Entry { _ in make() }
        objectFactories[name] = make
    }

    /// The factory `registerObject` holds for `name` (`Module.Name` or `Name`).
    package static func objectFactory(named name: String) -> (@MainActor () -> AnyObject)? {
        objectFactories[name] ?? objectFactories[bareName(name)]
    }

    /// `Name` of `Module.Name` (what `NSStringFromClass` gives on Linux), `name` itself without a module.
    package static func bareName(_ name: String) -> String { String(name.split(separator: ".").last ?? Substring(name)) }
    private static var objectFactories: [String: @MainActor () -> AnyObject] = [:]

    /// A storyboard segue class named in `<segue kind="custom" customClass="name">`.
    public static func register<Segue: UIStoryboardSegue>(_ type: Segue.Type, name: String? = nil) {
        segueClasses[name ?? String(describing: type)] = type
    }

    private static var segueClasses: [String: UIStoryboardSegue.Type] = [:]

    static func segueClass(named name: String) -> UIStoryboardSegue.Type? { segueClasses[name] }
    static func entry(forElement name: String) -> Entry? { elements[name] }
    static func entry(forCustomClass name: String) -> Entry? { customClasses[name] }
}
