/// Supplies the bytes of an image. Core Graphics takes `CFData`; on Linux it takes `Data`.
public final class CGDataProvider: Sendable {
    public let data: Data?

    public init?(data: Data) { self.data = data }

    public convenience init?(filename: String) {
        guard let data = FileManager.default.contents(atPath: filename) else { return nil }
        self.init(data: data)
    }

    public convenience init?(url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
    }
}
