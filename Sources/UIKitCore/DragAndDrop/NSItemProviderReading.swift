import Foundation

/// A type that can be made from an item provider's data. Not class-bound on Linux (see `NSItemProviderWriting`);
/// loads make objects off the main thread, so the type itself travels between threads.
public protocol NSItemProviderReading: SendableMetatype {
    /// The type identifiers a value can be read from, best first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}
