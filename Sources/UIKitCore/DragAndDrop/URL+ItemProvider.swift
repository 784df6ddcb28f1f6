import Foundation

/// A URL goes as its string ("public.url"; a file URL also as "public.file-url", first); it is read from the first
/// URL line of either (a text/uri-list from another application may carry several, and comments).
extension URL: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [PasteboardType.url] }
    public var writableTypeIdentifiersForItemProvider: [String] {
        isFileURL ? [TypeIdentifiers.fileURL, PasteboardType.url] : [PasteboardType.url]
    }
    public static var readableTypeIdentifiersForItemProvider: [String] { [PasteboardType.url, TypeIdentifiers.fileURL] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> URL {
        guard let url = PasteboardType.urls(inURIList: data).first else {
            throw NSItemProvider.error(.unexpectedValueClassError)
        }
        return url
    }

    /// The first URL of a uri-list as text, or the text itself when it holds none.
    static func uriListText(_ text: String) -> String {
        PasteboardType.urls(inURIList: Data(text.utf8)).first?.absoluteString ?? text
    }
}
