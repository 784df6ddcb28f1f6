import Foundation
import Testing
import UIKitTestSupport

/// The ScreenProbe app running as a child process on a test X server: commands go to its standard input, and its
/// report lines (life cycle, notifications, layout) are collected from its standard output as they arrive.
final class ScreensProbeApp: @unchecked Sendable {
    // @unchecked: `collected` and `errorText` are only touched under `lock`.
    static let path = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("ScreenProbe").path

    let process: ChildProcess
    private let input: FileHandle
    private let lock = NSLock()
    private var collected: [String] = []
    private var errorText = ""
    private var readers: [Thread] = []
    /// The probe's XDG state folder: its windows remember no places from earlier runs.
    private let stateFolder = TestAppState.freshFolder()

    init(display: String, environment extra: [String: String] = [:]) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.path), "build the ScreenProbe product")
        var inPipe: [Int32] = [0, 0], outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        guard pipe(&inPipe) == 0, pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { throw XServerError.didNotStart("pipe") }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["XDG_STATE_HOME"] = stateFolder
        environment.merge(extra) { $1 }
        process = try ChildProcess(executable: Self.path, arguments: [], environment: environment,
                                   standardInput: inPipe[0], standardOutput: outPipe[1], standardError: errPipe[1])
        close(inPipe[0]); close(outPipe[1]); close(errPipe[1])
        input = FileHandle(fileDescriptor: inPipe[1], closeOnDealloc: true)
        readers.append(LineReader.start(outPipe[0]) { [weak self] text in self?.append(lines: text) })
        readers.append(LineReader.start(errPipe[0]) { [weak self] text in self?.appendError(text) })
    }

    deinit {
        process.stop(grace: 1)
        try? FileManager.default.removeItem(atPath: stateFolder)
    }

    /// Every line so far.
    var lines: [String] {
        lock.lock(); defer { lock.unlock() }
        return collected
    }

    var standardError: String {
        lock.lock(); defer { lock.unlock() }
        return errorText
    }

    func send(_ command: String) {
        input.write(Data((command + "\n").utf8))
    }

    /// Sends `command` and waits for the probe to finish it.
    func run(_ command: String) {
        let before = lines.count
        send(command)
        _ = waitForLine(after: before) { $0 == "done \(command.split(separator: " ").first ?? "")" }
    }

    /// The first line after index `start` that satisfies `predicate`, waiting up to `timeout` seconds.
    @discardableResult
    func waitForLine(after start: Int = 0, timeout: TimeInterval = 10, _ predicate: (String) -> Bool) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            let all = lines
            if start < all.count, let found = all[start...].first(where: predicate) { return found }
            Thread.sleep(forTimeInterval: 0.01)
        } while Date() < deadline
        return nil
    }

    func waitForLine(after start: Int = 0, timeout: TimeInterval = 10, prefix: String) -> String? {
        waitForLine(after: start, timeout: timeout) { $0.hasPrefix(prefix) }
    }

    /// The lines after `start` that start with one of `prefixes`, in order.
    func lines(after start: Int, matching prefixes: [String]) -> [String] {
        let all = lines
        guard start < all.count else { return [] }
        return all[start...].filter { line in prefixes.contains { line.hasPrefix($0) } }
    }

    private func append(lines text: String) {
        lock.lock(); defer { lock.unlock() }
        collected += text.split(separator: "\n").map(String.init)
    }

    private func appendError(_ text: String) {
        lock.lock(); defer { lock.unlock() }
        errorText += text
    }
}
