import Foundation

/// One of the sample apps (Apps/) running as its own process on a test X server, with its debug channel on
/// (UIKIT_APP_LOG=1): the lines it prints are collected as they arrive, and so is its standard error. Used by the
/// app tests and the screenshot tour.
public final class LaunchedApp: @unchecked Sendable {
    // @unchecked: `output` and `errors` are only touched under `lock`.
    /// A product built next to the running executable (the test bundle, the tour): every product of the package
    /// lands in the same bin directory.
    public static func path(of product: String) -> String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(product).path
    }

    public let process: ChildProcess
    private let lock = NSLock()
    private var output: [String] = []
    private var errors = ""
    private var readers: [Thread] = []
    /// The XDG state folder made for this launch (windows remember their places there), removed with the app.
    private let stateFolder: String?

    /// Starts `product` (a name in the bin directory, or a path) on `display`, with `environment` added to ours.
    public init(_ product: String, arguments: [String] = [], display: String, environment extra: [String: String] = [:]) throws {
        let path = product.contains("/") ? product : Self.path(of: product)
        guard FileManager.default.isExecutableFile(atPath: path) else {
            let name = URL(fileURLWithPath: path).lastPathComponent
            throw XServerError.didNotStart("\(path) is not built; run swift build --product \(name)")
        }
        var outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { throw XServerError.didNotStart("pipe") }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["UIKIT_APP_LOG"] = "1"
        // Unless the test says where, an app starts with no remembered window places (not the user's, nor an
        // earlier test's).
        if extra["XDG_STATE_HOME"] == nil {
            let folder = TestAppState.freshFolder()
            environment["XDG_STATE_HOME"] = folder
            stateFolder = folder
        } else {
            stateFolder = nil
        }
        environment.merge(extra) { _, added in added }
        process = try ChildProcess(executable: path, arguments: arguments, environment: environment,
                                   standardOutput: outPipe[1], standardError: errPipe[1])
        close(outPipe[1]); close(errPipe[1])
        readers.append(LineReader.start(outPipe[0]) { [weak self] text in self?.collect(lines: text) })
        readers.append(LineReader.start(errPipe[0]) { [weak self] text in self?.collect(error: text) })
    }

    deinit {
        process.stop(grace: 1)
        if let stateFolder { try? FileManager.default.removeItem(atPath: stateFolder) }
    }

    public var lines: [String] {
        lock.lock(); defer { lock.unlock() }
        return output
    }

    public var standardError: String {
        lock.lock(); defer { lock.unlock() }
        return errors
    }

    /// The first line after index `start` beginning with `prefix`, waiting up to `timeout` seconds.
    @discardableResult
    public func waitForLine(after start: Int = 0, prefix: String, timeout: TimeInterval = 10) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            let all = lines
            if start < all.count, let found = all[start...].first(where: { $0.hasPrefix(prefix) }) { return found }
            Thread.sleep(forTimeInterval: 0.01)
        } while Date() < deadline
        return nil
    }

    /// Waits for the process to end; nil when it is still running after `timeout` seconds.
    public func waitForExit(timeout: TimeInterval = 5) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return process.isRunning ? nil : process.wait()
    }

    private func collect(lines text: String) {
        lock.lock(); defer { lock.unlock() }
        output += text.split(separator: "\n").map(String.init)
    }

    private func collect(error text: String) {
        lock.lock(); defer { lock.unlock() }
        errors += text
    }
}
