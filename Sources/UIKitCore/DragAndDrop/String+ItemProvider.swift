import Foundation

/// Text goes as UTF-8 plain text; it is read from any plain text, and from a URL as its string.
extension String: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [PasteboardType.utf8Text] }
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [PasteboardType.utf8Text, TypeIdentifiers.plainText, PasteboardType.url]
    }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        completionHandler(Data(utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw NSItemProvider.error(.unexpectedValueClassError)
        }
        return TypeIdentifiers.identifier(typeIdentifier, conformsTo: PasteboardType.url)
            ? URL.uriListText(text) : text
    }
}

/// `NSString` writes as `String` does (Foundation on Linux does not bridge it).
extension NSString: NSItemProviderWriting {
    public static var writableTypeIdentifiersForItemProvider: [String] { String.writableTypeIdentifiersForItemProvider }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        (self as String).loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completionHandler)
    }
}
