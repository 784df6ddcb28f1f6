/// A malformed resource file: names the file and the 1-based line where reading stopped, as `plutil -lint` does.
public struct ResourceError: Error, Equatable, CustomStringConvertible, Sendable {
    public let path: String
    /// 1-based; 0 when the problem is the file as a whole (unreadable, wrong encoding, empty).
    public let line: Int
    public let message: String

    public init(path: String, line: Int, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String { line > 0 ? "\(path):\(line): \(message)" : "\(path): \(message)" }
}
