import Foundation

/// A private session bus (`dbus-daemon --session`) with the accessibility bus launcher on it (at-spi2-core's
/// `at-spi-bus-launcher`, which starts the accessibility bus and its registry), for tests that read an app through a
/// real AT-SPI client. The user's own buses are never touched: apps and clients get `environment`.
public final class AccessibilityBus {
    /// `DBUS_SESSION_BUS_ADDRESS` of the private session bus.
    public let sessionAddress: String
    private let session: ChildProcess
    private var launcher: ChildProcess?

    public static let launcherPath = "/usr/libexec/at-spi-bus-launcher"

    public init(display: String, timeout: TimeInterval = 10) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon"),
              FileManager.default.isExecutableFile(atPath: Self.launcherPath) else { throw XServerError.notInstalled("at-spi2-core") }
        var pipe: [Int32] = [0, 0]
        guard Foundation.pipe(&pipe) == 0 else { throw XServerError.didNotStart("pipe") }
        session = try ChildProcess(executable: "/usr/bin/dbus-daemon",
                                   arguments: ["--session", "--nofork", "--nopidfile", "--print-address=3"],
                                   extraFileDescriptors: [(pipe[1], 3)])
        close(pipe[1])
        let reader = FileHandle(fileDescriptor: pipe[0], closeOnDealloc: true)
        var address = ""
        let deadline = Date().addingTimeInterval(timeout)
        while !address.contains("\n"), Date() < deadline {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            address += String(decoding: chunk, as: UTF8.self)
        }
        sessionAddress = address.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !sessionAddress.isEmpty else {
            session.stop()
            throw XServerError.didNotStart("dbus-daemon --session")
        }
        launcher = try ChildProcess(executable: Self.launcherPath, arguments: ["--launch-immediately"],
                                    environment: environment(display: display))
        // Ready when org.a11y.Bus answers with the accessibility bus's address.
        while Date() < deadline {
            if let answer = try? Self.run("/usr/bin/dbus-send", ["--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                                                                "org.a11y.Bus.GetAddress"], environment: environment(display: display)),
               answer.contains("unix:") { return }
            usleep(50_000)
        }
        stop()
        throw XServerError.didNotStart("at-spi-bus-launcher")
    }

    deinit { stop() }

    /// The environment of an app or client on this bus and `display`.
    public func environment(display: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("AT_SPI") }
        environment["DBUS_SESSION_BUS_ADDRESS"] = sessionAddress
        environment["DISPLAY"] = display
        environment["NO_AT_BRIDGE"] = "1" // the client's own toolkit stays off the bus
        return environment
    }

    /// The processes started for this bus (the accessibility bus, its registry), found in /proc by the private session
    /// bus address they inherited: a test stops one to play a peer that never answers. The registry daemonizes, so
    /// parents do not lead to it.
    public var launchedProcesses: [pid_t] {
        let marker = Data(("DBUS_SESSION_BUS_ADDRESS=" + sessionAddress).utf8)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let pid = pid_t(entry), pid != getpid(), pid != launcher?.pid,
                  let environment = FileManager.default.contents(atPath: "/proc/\(entry)/environ"),
                  environment.range(of: marker) != nil else { return nil }
            return pid
        }
    }

    /// The command line of a process (its arguments joined by spaces).
    public static func commandLine(of pid: pid_t) -> String {
        let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()
        return String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
    }

    /// Ends the launcher (which ends the accessibility bus and its registry) and the session bus.
    public func stop() {
        launcher?.stop(grace: 2)
        launcher = nil
        session.stop(grace: 2)
    }

    /// Runs a program to its end and returns its standard output.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                           timeout: TimeInterval = 60) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-a11y-\(UUID().uuidString).out").path
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: output) }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        let child = try ChildProcess(executable: executable, arguments: arguments, environment: environment,
                                     standardOutput: handle.fileDescriptor, standardError: handle.fileDescriptor)
        let deadline = Date().addingTimeInterval(timeout)
        while child.isRunning, Date() < deadline { usleep(20_000) }
        if child.isRunning { child.stop(grace: 1) }
        try handle.close()
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }
}
