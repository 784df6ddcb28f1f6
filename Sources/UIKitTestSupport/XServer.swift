import Foundation

/// A private X server for one test suite or one run of the screenshot tour: started with `-displayfd` (no fixed
/// display number, no race) and `-noreset` (RandR changes survive clients coming and going), stopped on `stop()` or
/// when released, whatever happened in between.
public final class XServer: Sendable {
    public enum Kind: Sendable { case xvfb }

    /// ":N", ready to use as `DISPLAY`.
    public let display: String
    public var pid: Int32 { process.pid }
    private let process: ChildProcess

    /// Starts Xvfb with one X screen per entry of `screens` (pixels); the first screen is `:N.0`.
    public init(screens: [(width: Int, height: Int)] = [(1280, 800)], kind: Kind = .xvfb) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") else {
            throw XServerError.notInstalled("Xvfb (Debian package xvfb)")
        }
        var arguments = ["-displayfd", "3", "-noreset", "-nolisten", "tcp", "+extension", "RANDR"]
        for (index, screen) in screens.enumerated() {
            arguments += ["-screen", "\(index)", "\(screen.width)x\(screen.height)x24"]
        }
        // Xvfb writes its display number to descriptor 3 once it is ready.
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw XServerError.didNotStart("pipe failed") }
        defer { close(fds[0]) }
        do {
            process = try ChildProcess(executable: "/usr/bin/Xvfb", arguments: arguments,
                                       extraFileDescriptors: [(fds[1], 3)])
        } catch {
            close(fds[1])
            throw error
        }
        close(fds[1])
        var text = ""
        let deadline = Date().addingTimeInterval(10)
        var buffer = [UInt8](repeating: 0, count: 64)
        while !text.contains("\n") && Date() < deadline {
            var pollfd = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
            guard poll(&pollfd, 1, 100) >= 0 else { break }
            if pollfd.revents != 0 {
                let count = read(fds[0], &buffer, buffer.count)
                if count <= 0 { break }
                text += String(decoding: buffer[0..<count], as: UTF8.self)
            }
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.stop(grace: 0)
            throw XServerError.didNotStart("Xvfb \(arguments.joined(separator: " "))")
        }
        display = ":\(number)"
    }

    /// Stops the server and waits for it to exit.
    public func stop() { process.stop(grace: 1) }

    /// Kills the server at once, as a crash would.
    public func kill() {
        Foundation.kill(process.pid, SIGKILL)
        process.wait()
    }

    deinit { stop() }
}

public enum XServerError: Error, CustomStringConvertible {
    case notInstalled(String)
    case didNotStart(String)
    case cannotConnect(String)

    public var description: String {
        switch self {
        case .notInstalled(let what): "\(what) is not installed; run scripts/install-deps.sh"
        case .didNotStart(let command): "the X server did not start: \(command)"
        case .cannotConnect(let display): "cannot connect to X display \(display)"
        }
    }
}
