import Foundation

/// Reads a child process's output descriptor to its end on a thread of its own, delivering whole lines (the last,
/// unterminated piece too), so tests can wait for what an app prints.
public enum LineReader {
    @discardableResult
    public static func start(_ fd: Int32, _ deliver: @escaping @Sendable (String) -> Void) -> Thread {
        let thread = Thread {
            let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
            var partial = Data()
            while case let chunk = handle.availableData, !chunk.isEmpty {
                partial.append(chunk)
                if let last = partial.lastIndex(of: UInt8(ascii: "\n")) {
                    deliver(String(decoding: partial[...last], as: UTF8.self))
                    partial = Data(partial[partial.index(after: last)...])
                }
            }
            if !partial.isEmpty { deliver(String(decoding: partial, as: UTF8.self)) }
        }
        thread.start()
        return thread
    }
}
