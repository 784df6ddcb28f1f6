/// One-line diagnostics on standard error, for problems the API cannot report through its return values.
public enum CALog {
    /// Tests swap this to capture messages.
    nonisolated(unsafe) public static var sink: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    public static func error(_ message: @autoclosure () -> String) { sink("QuartzCore: " + message()) }

    /// Logs `message` unless the same message was logged before (see `LogOnceFilter`).
    public static func errorOnce(_ message: String) {
        if onceFilter.isNew(message) { error(message) }
    }

    private static let onceFilter = LogOnceFilter()
}
