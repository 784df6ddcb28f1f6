import Foundation

/// A TCP relay on the loopback between an X client and a `remote` X server, as a network link between two machines
/// would carry the connection: it counts the bytes both ways, and a test can stall the link (data held, then
/// delivered) or cut it (every connection closed at once, as a cable pulled; or after a given number of the client's
/// bytes, so that the server receives only part of a frame).
///
/// Each connection is forwarded by two threads, one per direction; the listener takes the first free display
/// number from 150 up, so that `display` ("127.0.0.1:N") names it to Xlib.
public final class TCPRelay: @unchecked Sendable {
    /// "127.0.0.1:N": the relay as an X display name.
    public let display: String
    private let listener: Int32
    private let targetPort: UInt16
    private let lock = NSLock()
    private var sockets: [Int32] = []
    private var stalledUntil = Date.distantPast
    private var forwarded = 0
    /// Bytes of the client's still to be forwarded before every connection is cut (nil: no cut pending).
    private var bytesBeforeCut: Int?
    private var cuts = 0
    private var isClosed = false

    /// A relay to the server listening on `targetPort` of the loopback.
    public init(targetPort: UInt16) throws {
        self.targetPort = targetPort
        listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw XServerError.cannotConnect("relay: socket failed") }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var bound: Int?
        for number in 150..<250 where Self.bind(listener, port: UInt16(6000 + number)) {
            bound = number
            break
        }
        guard let number = bound, listen(listener, 8) == 0 else {
            Glibc.close(listener)
            throw XServerError.cannotConnect("relay: no free display number from 150 to 249")
        }
        display = "127.0.0.1:\(number)"
        Thread.detachNewThread { [self] in acceptConnections() }
    }

    /// Bytes forwarded so far, both directions together.
    public var bytesForwarded: Int { lock.withLock { forwarded } }

    /// Holds everything sent either way for `seconds` from now, then delivers it.
    public func stall(for seconds: Double) {
        lock.withLock { stalledUntil = Date().addingTimeInterval(seconds) }
    }

    /// Closes every connection at once; new ones are still accepted.
    public func cutConnections() {
        let open = lock.withLock { () -> [Int32] in
            defer { sockets = []; cuts += 1 }
            return sockets
        }
        for fd in open { shutdown(fd, Int32(SHUT_RDWR)) }
    }

    /// Forwards `bytes` more of what the client sends (the rest of what it sent with them is dropped), then cuts
    /// every connection: the server sees a frame end in the middle of a request.
    public func cutConnections(afterForwarding bytes: Int) {
        lock.withLock { bytesBeforeCut = max(bytes, 0) }
    }

    /// How many times the connections were cut.
    public var cutCount: Int { lock.withLock { cuts } }

    /// Stops listening and cuts every connection.
    public func close() {
        let wasClosed = lock.withLock { () -> Bool in
            defer { isClosed = true }
            return isClosed
        }
        guard !wasClosed else { return }
        // Wakes the accepting thread, which closes the listener: closed here, its number could be reused (by
        // another relay's socket in a test running beside this one) before that thread calls accept again.
        shutdown(listener, Int32(SHUT_RDWR))
        cutConnections()
    }

    deinit { close() }

    private static func address(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
        return address
    }

    private static func bind(_ fd: Int32, port: UInt16) -> Bool {
        var address = address(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    private func acceptConnections() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else {
                Glibc.close(listener)
                return
            }
            let upstream = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = Self.address(port: targetPort)
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(upstream, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
                }
            }
            guard connected else {
                Glibc.close(client)
                Glibc.close(upstream)
                continue
            }
            var yes: Int32 = 1
            for fd in [client, upstream] {
                setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
            }
            lock.withLock { sockets += [client, upstream] }
            let pair = Pair()
            Thread.detachNewThread { [self] in pump(from: client, to: upstream, pair: pair, fromClient: true) }
            Thread.detachNewThread { [self] in pump(from: upstream, to: client, pair: pair, fromClient: false) }
        }
    }

    /// The two directions of one connection: the second to end closes both sockets.
    private final class Pair: @unchecked Sendable {
        var ended = 0
    }

    private func pump(from source: Int32, to destination: Int32, pair: Pair, fromClient: Bool) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            var count = buffer.withUnsafeMutableBytes { recv(source, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            while let until = lock.withLock({ stalledUntil > Date() ? stalledUntil : nil }) {
                Thread.sleep(until: until)
            }
            // A pending cut lets through only what is left of its bytes.
            let cutsNow = lock.withLock { () -> Bool in
                guard fromClient, let left = bytesBeforeCut else { return false }
                count = min(count, left)
                bytesBeforeCut = left - count
                return left - count == 0
            }
            lock.withLock { forwarded += count }
            var sent = 0
            while sent < count {
                let written = buffer.withUnsafeBytes {
                    send(destination, $0.baseAddress! + sent, count - sent, Int32(MSG_NOSIGNAL))
                }
                guard written > 0 else { break }
                sent += written
            }
            guard sent == count else { break }
            if cutsNow {
                lock.withLock { bytesBeforeCut = nil }
                cutConnections()
                break
            }
        }
        // One side ended: end both, as a link going down does (the other pump's recv then returns 0).
        shutdown(source, Int32(SHUT_RDWR))
        shutdown(destination, Int32(SHUT_RDWR))
        let isLast = lock.withLock { () -> Bool in
            sockets.removeAll { $0 == source || $0 == destination }
            pair.ended += 1
            return pair.ended == 2
        }
        if isLast {
            Glibc.close(source)
            Glibc.close(destination)
        }
    }
}
