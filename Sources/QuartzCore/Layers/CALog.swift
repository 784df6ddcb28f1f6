/// One-line diagnostics on standard error, for problems the API cannot report through its return values.
public enum CALog {
    /// Tests swap this to capture messages.
    nonisolated(unsafe) public static var sink: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    public static func error(_ message: @autoclosure () -> String) { sink("QuartzCore: " + message()) }
}
