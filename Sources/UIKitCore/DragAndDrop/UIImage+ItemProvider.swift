import Foundation

/// An image goes as PNG; it is read from PNG or JPEG.
extension UIImage: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { [PasteboardType.png] }
    public static var readableTypeIdentifiersForItemProvider: [String] { [PasteboardType.png, PasteboardType.jpeg] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        let data = typeIdentifier == PasteboardType.jpeg ? jpegData(compressionQuality: 0.9) : pngData()
        completionHandler(data, data == nil ? NSItemProvider.error(.unavailableCoercionError) : nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> UIImage {
        guard let image = UIImage(data: data) else { throw NSItemProvider.error(.unexpectedValueClassError) }
        return image
    }
}
