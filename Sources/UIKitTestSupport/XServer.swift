import Foundation

/// A private X server for one test suite or one run of the screenshot tour: started with `-displayfd` (no fixed
/// display number, no race) and `-noreset` (RandR changes survive clients coming and going), stopped on `stop()` or
/// when released, whatever happened in between.
public final class XServer: Sendable {
    public enum Kind: Sendable {
        /// Xvfb: several X screens, RandR modes, `xrandr --setmonitor` monitors; outputs are fixed.
        case xvfb
        /// Xvnc (TigerVNC): outputs connect and disconnect through RFB `SetDesktopSize` (see `RFBClient`).
        case xvnc
        /// Xorg with the dummy video driver: 16 outputs (DUMMY0..15) that xrandr can enable and disable.
        case xorgDummy

        var executable: String {
            switch self {
            case .xvfb: "/usr/bin/Xvfb"
            case .xvnc: "/usr/bin/Xvnc"
            case .xorgDummy: "/usr/lib/xorg/Xorg"
            }
        }

        var package: String {
            switch self {
            case .xvfb: "Xvfb (Debian package xvfb)"
            case .xvnc: "Xvnc (Debian package tigervnc-standalone-server)"
            case .xorgDummy: "Xorg with the dummy driver (xserver-xorg-core, xserver-xorg-video-dummy)"
            }
        }
    }

    public let kind: Kind
    /// ":N", ready to use as `DISPLAY`.
    public let display: String
    /// The TCP port of a `remote` server (6000 + its display number), else nil.
    public let tcpPort: UInt16?
    /// Xvnc's RFB unix socket, for `RFBClient`.
    public let rfbSocketPath: String?
    public var pid: Int32 { process.pid }
    private let process: ChildProcess
    /// Configuration, logs and sockets of this server, removed on stop.
    private let workDirectory: String

    /// Starts a server. Xvfb gets one X screen per entry of `screens` (pixels; the first is `:N.0`); Xvnc has one X
    /// screen of the first size; Xorg's dummy driver starts at its largest mode (2048x1536; `xrandr -s` changes it).
    /// `touchDevice` adds the fake multitouch screen to Xorg (only `.xorgDummy` can load input drivers).
    /// `remote` makes an Xvfb as a display on another machine looks: no MIT-SHM, reached over TCP (`tcpPort`).
    /// `memoryLimit` caps the server's address space (bytes), so that large pixmaps fail with BadAlloc.
    public init(screens: [(width: Int, height: Int)] = [(1280, 800)], kind: Kind = .xvfb,
                touchDevice: FakeTouchDevice? = nil, remote: Bool = false, memoryLimit: Int? = nil) throws {
        guard FileManager.default.isExecutableFile(atPath: kind.executable) else {
            throw XServerError.notInstalled(kind.package)
        }
        self.kind = kind
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("uikit-xserver-\(getpid())-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        workDirectory = directory
        let first = screens.first ?? (1280, 800)
        var arguments = ["-displayfd", "3", "-noreset"]
        arguments += remote ? ["-listen", "tcp", "-ac", "-extension", "MIT-SHM"] : ["-nolisten", "tcp"]
        var socketPath: String?
        switch kind {
        case .xvfb:
            arguments += ["+extension", "RANDR"]
            for (index, screen) in screens.enumerated() {
                arguments += ["-screen", "\(index)", "\(screen.width)x\(screen.height)x24"]
            }
        case .xvnc:
            let path = directory + "/rfb.sock"
            socketPath = path
            arguments += ["-geometry", "\(first.width)x\(first.height)", "-depth", "24", "-SecurityTypes", "None",
                          "-rfbport", "-1", "-rfbunixpath", path]
        case .xorgDummy:
            let config = directory + "/xorg.conf"
            try (Self.dummyConfiguration(width: first.width, height: first.height)
                 + (touchDevice?.xorgConfiguration(screenIdentifier: "screen") ?? ""))
                .write(toFile: config, atomically: true, encoding: .utf8)
            arguments += ["-config", config, "-logfile", directory + "/Xorg.log", "-novtswitch", "-sharevts"]
        }
        rfbSocketPath = socketPath
        // The server writes its display number to descriptor 3 once it is ready.
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw XServerError.didNotStart("pipe failed") }
        defer { close(fds[0]) }
        do {
            // prlimit sets the limit, then becomes the server (same process id).
            let limited = memoryLimit.map { ["--as=\($0)", "--", kind.executable] }
            process = try ChildProcess(executable: limited == nil ? kind.executable : "/usr/bin/prlimit",
                                       arguments: (limited ?? []) + arguments, extraFileDescriptors: [(fds[1], 3)])
        } catch {
            close(fds[1])
            try? FileManager.default.removeItem(atPath: directory)
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
            try? FileManager.default.removeItem(atPath: directory)
            throw XServerError.didNotStart("\(kind.executable) \(arguments.joined(separator: " "))")
        }
        display = ":\(number)"
        tcpPort = remote ? UInt16(6000 + number) : nil
    }

    /// Stops the server and waits for it to exit.
    public func stop() {
        process.stop(grace: 1)
        try? FileManager.default.removeItem(atPath: workDirectory)
    }

    /// Kills the server at once, as a crash would.
    public func kill() {
        Foundation.kill(process.pid, SIGKILL)
        process.wait()
    }

    deinit { stop() }

    /// No input devices (there are none on this kind of machine), no VT switching, a large virtual desktop so
    /// that outputs can be placed side by side.
    private static func dummyConfiguration(width: Int, height: Int) -> String {
        """
        Section "ServerFlags"
            Option "AutoAddDevices" "false"
            Option "AutoEnableDevices" "false"
            Option "DontVTSwitch" "true"
        EndSection
        Section "Device"
            Identifier "dummy"
            Driver "dummy"
            VideoRam 256000
        EndSection
        Section "Monitor"
            Identifier "monitor"
            HorizSync 5-1000
            VertRefresh 5-200
        EndSection
        Section "Screen"
            Identifier "screen"
            Device "dummy"
            Monitor "monitor"
            DefaultDepth 24
            SubSection "Display"
                Depth 24
                Virtual 4096 2048
            EndSubSection
        EndSection

        """
    }
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
