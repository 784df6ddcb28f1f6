/// A nib read from disk once and kept in memory; each `instantiate` makes a new set of objects for a new owner
/// (R-NIB-1, R-NIB-7). Interface Builder `.xib` XML is read directly (there is no compiled `.nib` on Linux).
@preconcurrency @MainActor public final class UINib {
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `[String: Any]` of objects standing for the nib's external placeholders, by identifier (R-NIB-6).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
        /// `[String: AnyObject]`: existing objects that stand for `<customObject>`s of the class named by the key,
        /// instead of new ones (how the launch hands the main nib the application delegate).
        static let existingObjects = OptionsKey(rawValue: "UIKitNibExistingObjects")
    }

    /// Nil for a nib that could not be read (`init(nibName:bundle:)`): it instantiates nothing.
    private let document: NibDocument?

    /// Throws a `ResourceError` naming the file and line of malformed XML.
    public init(contentsOf url: URL, bundle: Bundle? = nil) throws {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ResourceError(path: url.path, line: 0, message: "cannot read the nib")
        }
        document = try NibDocument(data: data, path: url.path, bundle: bundle)
    }

    public init(data: Data, bundle: Bundle?) throws {
        document = try NibDocument(data: data, path: "<nib data>", bundle: bundle)
    }

    /// `UINib(nibName:bundle:)`: `name.xib` (or `name~device.xib`) found with the user's languages. Not failable,
    /// as in UIKit: a missing or malformed nib is logged once here and instantiates no objects.
    public init(nibName name: String, bundle: Bundle?) {
        let bundle = bundle ?? .application
        let base = name.hasSuffix(".xib") ? String(name.dropLast(4)) : name
        guard let url = bundle.localizedResourceURL(forResource: base, withExtension: "xib") else {
            UIKitLog.error("UINib: no \(base).xib in \(bundle.bundlePath)")
            document = nil
            return
        }
        do {
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw ResourceError(path: url.path, line: 0, message: "cannot read the nib")
            }
            document = try NibDocument(data: data, path: url.path, bundle: bundle)
        } catch {
            UIKitLog.error("\(error)")
            document = nil
        }
    }

    /// Whether the nib was read: one that was not instantiates nothing.
    var isLoaded: Bool { document != nil }

    /// The top-level objects, new on every call (placeholders are not among them, R-NIB-3).
    public func instantiate(withOwner ownerOrNil: Any?, options: [OptionsKey: Any]? = nil) -> [Any] {
        guard let document else { return [] }
        let external = options?[.externalObjects] as? [String: Any] ?? [:]
        let existing = options?[.existingObjects] as? [String: AnyObject] ?? [:]
        var load = NibInstantiation(document: document, existingObjects: existing)
        return load.run(document.container.children, owner: ownerOrNil as AnyObject?, externalObjects: external)
    }
}
