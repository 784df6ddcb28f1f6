import Foundation

/// A direct multitouch screen for tests: the project's own Xorg input driver (TestSupport/faketouch/faketouch.c),
/// built here with gcc against xserver-xorg-dev, reading commands from a FIFO. Pass it to
/// `XServer(kind: .xorgDummy, touchDevice:)`; then `begin`/`update`/`end` move fingers (desktop pixels) and
/// `pinch`/`swipe` send XI 2.4 touchpad gestures at the pointer.
public final class FakeTouchDevice: @unchecked Sendable {
    // @unchecked: the descriptor is written from one test at a time.
    /// The directory given to Xorg as a `ModulePath` (it holds input/faketouch_drv.so).
    public let modulePath: String
    public let fifoPath: String
    private let directory: String
    private var writer: Int32 = -1

    /// Builds the driver (once per process and source version) and makes the FIFO.
    public init() throws {
        modulePath = try Self.buildDriver()
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("uikit-faketouch-\(getpid())-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        fifoPath = directory + "/touch.fifo"
        guard mkfifo(fifoPath, 0o600) == 0 else { throw XServerError.didNotStart("mkfifo \(fifoPath) failed") }
        // Read-write so that opening never blocks; the server opens its own end when the device turns on.
        writer = open(fifoPath, O_RDWR | O_NONBLOCK)
        guard writer >= 0 else { throw XServerError.didNotStart("cannot open \(fifoPath)") }
    }

    deinit {
        if writer >= 0 { close(writer) }
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// The `Files`, `InputDevice` and `ServerLayout` sections that load the driver beside the dummy screen.
    func xorgConfiguration(screenIdentifier: String) -> String {
        """
        Section "Files"
            ModulePath "\(modulePath)"
            ModulePath "/usr/lib/xorg/modules"
        EndSection
        Section "InputDevice"
            Identifier "touch0"
            Driver "faketouch"
            Option "Device" "\(fifoPath)"
        EndSection
        Section "ServerLayout"
            Identifier "layout"
            Screen "\(screenIdentifier)"
            InputDevice "touch0" "SendCoreEvents"
        EndSection

        """
    }

    // MARK: Commands

    /// Sends raw command lines (see faketouch.c).
    public func send(_ lines: String...) {
        let text = lines.map { $0 + "\n" }.joined()
        _ = text.withCString { write(writer, $0, strlen($0)) }
    }

    public func begin(_ id: Int, _ x: Double, _ y: Double) { send("b \(id) \(x) \(y)") }
    public func update(_ id: Int, _ x: Double, _ y: Double) { send("u \(id) \(x) \(y)") }
    public func end(_ id: Int, _ x: Double, _ y: Double) { send("e \(id) \(x) \(y)") }

    public enum GesturePhase: String, Sendable { case begin = "b", update = "u", end = "e", cancel = "c" }

    /// A touchpad pinch at the pointer: `scale` is absolute since the begin, `angle` a delta in degrees.
    public func pinch(_ phase: GesturePhase, fingers: Int = 2, dx: Double = 0, dy: Double = 0, scale: Double = 1,
                      angle: Double = 0) {
        send("p\(phase.rawValue) \(fingers) \(dx) \(dy) \(scale) \(angle)")
    }

    /// A touchpad swipe at the pointer, `dx`/`dy` the movement since the last event.
    public func swipe(_ phase: GesturePhase, fingers: Int = 3, dx: Double = 0, dy: Double = 0) {
        send("s\(phase.rawValue) \(fingers) \(dx) \(dy)")
    }

    // MARK: Building

    nonisolated(unsafe) private static var built: String?
    private static let lock = NSLock()

    /// Compiles the driver into a module directory under /tmp, keyed by the source's size and date.
    static func buildDriver() throws -> String {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("TestSupport/faketouch/faketouch.c").path
        let attributes = try FileManager.default.attributesOfItem(atPath: source)
        let stamp = "\((attributes[.size] as? Int) ?? 0)-\(Int((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0))"
        let modules = "/tmp/uikit-faketouch-driver-\(stamp)"
        let library = modules + "/input/faketouch_drv.so"
        if !FileManager.default.fileExists(atPath: library) {
            try FileManager.default.createDirectory(atPath: modules + "/input", withIntermediateDirectories: true)
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/gcc"),
                  FileManager.default.fileExists(atPath: "/usr/include/xorg/xf86Xinput.h") else {
                throw XServerError.notInstalled("gcc and the Xorg driver headers (Debian packages gcc, xserver-xorg-dev)")
            }
            let log = modules + "/build.log"
            let command = "gcc -O2 -Wall -shared -fPIC $(pkg-config --cflags xorg-server) -o '\(library).tmp' '\(source)' "
                + "> '\(log)' 2>&1 && mv '\(library).tmp' '\(library)'"
            let compiler = try ChildProcess(executable: "/bin/sh", arguments: ["-c", command])
            _ = compiler.wait()
            guard FileManager.default.fileExists(atPath: library) else {
                let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                throw XServerError.didNotStart("building the faketouch driver failed: \(output)")
            }
        }
        built = modules
        return modules
    }
}
