import Foundation

/// A private IBus daemon for tests: its own socket and home folder (the user's IBus, its settings and cache are
/// never touched), no panel, no configuration service; its engines are the system's (ibus-engine-simple's xkb
/// engines, which do dead keys and Compose). It ends with the process that started it, as ibus-daemon watches its
/// parent.
public final class IBusDaemon {
    /// For `IBUS_ADDRESS`.
    public let address: String
    private let process: ChildProcess
    private let directory: String
    private var engines: [ChildProcess] = []

    public init(timeout: TimeInterval = 10) throws {
        let executable = "/usr/bin/ibus-daemon"
        guard FileManager.default.isExecutableFile(atPath: executable) else { throw XServerError.notInstalled("ibus") }
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("uikit-ibus-\(getpid())-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let socket = directory + "/socket"
        address = "unix:path=" + socket
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("IBUS") && $0.key != "DISPLAY" }
        environment["HOME"] = directory
        environment["XDG_CONFIG_HOME"] = directory + "/config"
        environment["XDG_CACHE_HOME"] = directory + "/cache"
        process = try ChildProcess(executable: executable, arguments: [
            "--single", "--panel=disable", "--emoji-extension=disable", "--config=disable", "--cache=none",
            "--address=" + address,
        ], environment: environment)
        let deadline = Date().addingTimeInterval(timeout)
        while !FileManager.default.fileExists(atPath: socket) {
            guard process.isRunning, Date() < deadline else {
                stop()
                throw XServerError.didNotStart("ibus-daemon --address=\(address)")
            }
            usleep(10_000)
        }
    }

    /// Starts the project's test engine (`TestSupport/ibus/uikit-test-engine.py`, `uikit-test`: it reads and
    /// changes the surrounding text) on this daemon; it ends with the daemon. Throws when Python's IBus bindings
    /// (python3-gi, gir1.2-ibus-1.0, which the ibus package brings) are missing.
    public func startTestEngine() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("TestSupport/ibus/uikit-test-engine.py").path
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python), FileManager.default.fileExists(atPath: script) else {
            throw XServerError.notInstalled("python3-gi")
        }
        var environment = ProcessInfo.processInfo.environment.filter { $0.key != "DISPLAY" }
        environment["IBUS_ADDRESS"] = address
        environment["HOME"] = directory
        engines.append(try ChildProcess(executable: python, arguments: [script], environment: environment))
    }

    /// Makes `name` the engine of every input context (IBus's global engine), as a user picking it in the panel;
    /// false when `ibus engine` failed. An xkb engine also sets the keyboard layout of `display` (setxkbmap), so
    /// remap keys after this.
    @discardableResult
    public func selectEngine(_ name: String, display: String) -> Bool {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["IBUS_ADDRESS"] = address
        environment["HOME"] = directory
        guard let child = try? ChildProcess(executable: "/usr/bin/ibus", arguments: ["engine", name],
                                            environment: environment) else { return false }
        return child.wait() == 0
    }

    /// Stops the daemon without ending it (SIGSTOP), as a hung daemon: its socket stays, nothing answers.
    public func pause() { if process.isRunning { Foundation.kill(process.pid, SIGSTOP) } }
    public func resume() { if process.isRunning { Foundation.kill(process.pid, SIGCONT) } }

    /// Kills the daemon at once, as a crash would.
    public func kill() {
        guard process.isRunning else { return }
        Foundation.kill(process.pid, SIGKILL)
        process.wait()
    }

    public func stop() {
        resume()
        for engine in engines { engine.stop(grace: 1) }
        engines = []
        process.stop(grace: 1)
        try? FileManager.default.removeItem(atPath: directory)
    }

    deinit { stop() }
}
