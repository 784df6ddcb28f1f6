import Foundation

/// A child process started with `posix_spawn` and a clean signal state.
///
/// Foundation's `Process` hands the child the spawning thread's signal mask; test runners and dispatch worker
/// threads block SIGTERM, so such a child ignores `terminate()` and a test waiting for it hangs. Here the child
/// starts with nothing blocked and default handlers.
public final class ChildProcess: @unchecked Sendable {
    // @unchecked: `status` is only touched under `lock`.
    public let pid: pid_t
    private let lock = NSLock()
    private var status: Int32?

    /// `extraFileDescriptors` maps descriptors of this process onto descriptors of the child (for -displayfd).
    public init(executable: String, arguments: [String], environment: [String: String]? = nil,
                standardInput: Int32? = nil, standardOutput: Int32? = nil, standardError: Int32? = nil,
                extraFileDescriptors: [(parent: Int32, child: Int32)] = []) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let devNull = "/dev/null"
        if let standardInput { posix_spawn_file_actions_adddup2(&actions, standardInput, 0) }
        else { posix_spawn_file_actions_addopen(&actions, 0, devNull, O_RDONLY, 0) }
        if let standardOutput { posix_spawn_file_actions_adddup2(&actions, standardOutput, 1) }
        else { posix_spawn_file_actions_addopen(&actions, 1, devNull, O_WRONLY, 0) }
        if let standardError { posix_spawn_file_actions_adddup2(&actions, standardError, 2) }
        else { posix_spawn_file_actions_addopen(&actions, 2, devNull, O_WRONLY, 0) }
        for (parent, child) in extraFileDescriptors { posix_spawn_file_actions_adddup2(&actions, parent, child) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGCHLD, SIGUSR1] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let env = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { env.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, env)
        guard result == 0 else {
            throw XServerError.didNotStart("\(executable): \(String(cString: strerror(result)))")
        }
        self.pid = pid
    }

    /// Running until reaped.
    public var isRunning: Bool {
        lock.lock(); defer { lock.unlock() }
        return reap(blocking: false) == nil
    }

    /// The exit status (or 128 + signal), waiting for the process to end.
    @discardableResult
    public func wait() -> Int32 {
        lock.lock(); defer { lock.unlock() }
        return reap(blocking: true)!
    }

    /// True when the process ended by calling exit (not by a signal).
    public private(set) var exitedNormally = false

    public func terminate() { if isRunning { kill(pid, SIGTERM) } }

    /// SIGTERM, then SIGKILL after `grace` seconds.
    public func stop(grace: TimeInterval = 2) {
        guard isRunning else { return }
        kill(pid, SIGTERM)
        let deadline = Date().addingTimeInterval(grace)
        while isRunning && Date() < deadline { usleep(10_000) }
        if isRunning { kill(pid, SIGKILL) }
        wait()
    }

    private func reap(blocking: Bool) -> Int32? {
        if let status { return status }
        var raw: Int32 = 0
        let result = waitpid(pid, &raw, blocking ? 0 : WNOHANG)
        guard result == pid else { return result < 0 ? -1 : nil }
        let signal = raw & 0x7f
        exitedNormally = signal == 0
        status = signal == 0 ? (raw >> 8) & 0xff : 128 + signal
        return status
    }

    deinit { if status == nil { kill(pid, SIGKILL); _ = waitpid(pid, nil, 0) } }
}
