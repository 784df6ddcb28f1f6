/// One-line diagnostics on standard error for misuse the API cannot report otherwise.
public enum UIKitLog {
    nonisolated(unsafe) public static var sink: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
    public static func error(_ message: @autoclosure () -> String) { sink("UIKit: " + message()) }
}
