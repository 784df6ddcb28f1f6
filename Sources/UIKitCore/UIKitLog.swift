/// One-line diagnostics on standard error for misuse the API cannot report otherwise.
public enum UIKitLog {
    nonisolated(unsafe) public static var sink: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
    public static func error(_ message: @autoclosure () -> String) { sink("UIKit: " + message()) }

    /// Logs `message` unless the same message was logged before: a bad value set every frame, or a hostile
    /// client repeating itself, gives one line.
    public static func errorOnce(_ message: String) {
        if onceFilter.isNew(message) { error(message) }
    }

    private static let onceFilter = LogOnceFilter()
}
