import Foundation

/// A type that can offer its values to an item provider, as data under type identifiers.
///
/// Apple's protocol inherits `NSObjectProtocol`, so that bridged value types (`String`, `URL`) conform through
/// their Objective-C classes. Linux has no such bridging: the protocol is not class-bound, and `String`, `NSString`,
/// `URL` and `UIImage` conform directly, which keeps `NSItemProvider(object: "text" as NSString)` and
/// `loadObject(ofClass: String.self)` working as on iOS.
public protocol NSItemProviderWriting {
    /// The type identifiers the values are offered as, best first ("public.utf8-plain-text").
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// One value's identifiers; the type's by default.
    var writableTypeIdentifiersForItemProvider: [String] { get }
    static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> NSItemProviderRepresentationVisibility
    /// Produces the value's bytes as `typeIdentifier` and hands them (or an error) to `completionHandler`.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress?
}

extension NSItemProviderWriting {
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
    public static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> NSItemProviderRepresentationVisibility { .all }
}
