/// One-line diagnostics on standard error, for input Core Graphics refuses (images over the decoding limits,
/// impossible bitmap layouts) where the API can only answer `nil`.
public enum CGLog {
    /// Tests swap this to capture messages.
    nonisolated(unsafe) public static var sink: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    public static func error(_ message: @autoclosure () -> String) { sink("CoreGraphics: " + message()) }

    /// Logs `message` unless the same message was logged before (see `LogOnceFilter`).
    public static func errorOnce(_ message: String) {
        if onceFilter.isNew(message) { error(message) }
    }

    private static let onceFilter = LogOnceFilter()
}
