/// How a file representation of an item provider may be read.
public struct NSItemProviderFileOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The file may be opened where it is (`loadInPlaceFileRepresentation`) instead of as a copy.
    public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}
