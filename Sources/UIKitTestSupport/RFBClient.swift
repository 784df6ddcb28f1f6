import Foundation

/// A minimal RFB (VNC) client for Xvnc's unix socket: enough of the protocol to change the server's screen layout
/// with `SetDesktopSize`, which makes Xvnc create, connect and disconnect RandR outputs (`VNC-1`, `VNC-2`, ...) as
/// if monitors were plugged in and out.
public final class RFBClient {
    /// One screen of the desktop layout, in framebuffer pixels.
    public struct Screen: Sendable {
        public var id: UInt32
        public var x: Int, y: Int, width: Int, height: Int
        public init(id: UInt32, x: Int, y: Int, width: Int, height: Int) {
            self.id = id; self.x = x; self.y = y; self.width = width; self.height = height
        }
    }

    private let socket: Int32

    /// Connects and completes the handshake (protocol 3.8, security type None).
    public init(socketPath: String) throws {
        socket = Foundation.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw RFBError.protocolError("socket() failed") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let pathBytes = Array(socketPath.utf8)
        guard pathBytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            close(socket)
            throw RFBError.protocolError("socket path too long: \(socketPath)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in pathBytes.enumerated() { buffer[index] = byte }
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            throw RFBError.protocolError("cannot connect to \(socketPath): \(String(cString: strerror(errno)))")
        }
        do { try handshake() } catch {
            close(socket)
            throw error
        }
    }

    deinit { close(socket) }

    /// Sets the framebuffer to the bounding box of `screens` and the server's screen layout to `screens`.
    public func setDesktop(_ screens: [Screen]) throws {
        let width = screens.map { $0.x + $0.width }.max() ?? 0
        let height = screens.map { $0.y + $0.height }.max() ?? 0
        var message: [UInt8] = [251, 0]
        message += Self.u16(width) + Self.u16(height) + [UInt8(screens.count), 0]
        for screen in screens {
            message += Self.u32(screen.id) + Self.u16(screen.x) + Self.u16(screen.y)
            message += Self.u16(screen.width) + Self.u16(screen.height) + Self.u32(0)
        }
        try send(message)
        drain()
    }

    // MARK: Protocol

    private func handshake() throws {
        let version = try receive(12)
        guard String(decoding: version, as: UTF8.self).hasPrefix("RFB ") else {
            throw RFBError.protocolError("not an RFB server")
        }
        try send(Array("RFB 003.008\n".utf8))
        let typeCount = Int(try receive(1)[0])
        guard typeCount > 0 else { throw RFBError.protocolError("the server refused the connection") }
        let types = try receive(typeCount)
        guard types.contains(1) else { throw RFBError.protocolError("the server wants authentication: \(types)") }
        try send([1])
        let result = try receive(4)
        guard result == [0, 0, 0, 0] else { throw RFBError.protocolError("security handshake failed") }
        try send([1])  // ClientInit: shared session.
        let serverInit = try receive(24)
        let nameLength = serverInit[20..<24].reduce(0) { $0 << 8 | Int($1) }
        _ = try receive(nameLength)
        // SetEncodings: raw, ExtendedDesktopSize (-308), DesktopSize (-223); the last two allow SetDesktopSize.
        try send([2, 0] + Self.u16(3) + Self.s32(0) + Self.s32(-308) + Self.s32(-223))
    }

    /// Reads and drops whatever the server has sent (desktop-size replies), without waiting.
    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while recv(socket, &buffer, buffer.count, Int32(MSG_DONTWAIT)) > 0 {}
    }

    private func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Foundation.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { throw RFBError.protocolError("send failed: \(String(cString: strerror(errno)))") }
            offset += sent
        }
    }

    private func receive(_ count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            var pollfd = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&pollfd, 1, 5000) > 0 else { throw RFBError.protocolError("the server did not answer") }
            let got = bytes[offset...].withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard got > 0 else { throw RFBError.protocolError("the server closed the connection") }
            offset += got
        }
        return bytes
    }

    private static func u16(_ value: Int) -> [UInt8] { [UInt8((value >> 8) & 0xff), UInt8(value & 0xff)] }
    private static func u32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (24 - 8 * $0)) & 0xff) } }
    private static func s32(_ value: Int32) -> [UInt8] { u32(UInt32(bitPattern: value)) }
}

public enum RFBError: Error, CustomStringConvertible {
    case protocolError(String)
    public var description: String {
        switch self { case .protocolError(let what): "RFB: \(what)" }
    }
}
