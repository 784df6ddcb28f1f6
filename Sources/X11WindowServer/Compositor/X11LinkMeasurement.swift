internal import CX11
internal import CXrender
import Foundation
import CoreGraphics

/// What the connection to the X server costs, timed from the server's own answers once per connection (the display
/// name says nothing reliable: `localhost:0` may be a tunnel, `:0` a nested server on a slow machine).
///
/// The transport is read from the connection's own socket: a local (unix) socket reaches a server on this machine;
/// TCP may reach one anywhere (a TCP connection to the loopback is also how ssh -X forwards a remote display), so
/// only the timings say what it costs. Three timings, each closed by an `XGetInputFocus` round trip: the round trip
/// alone (the fastest of three), a 128 KiB `XPutImage` (the protocol stream's throughput, the server's unpacking
/// included), and four bilinear composites of a turned picture (the fastest of three runs: what the server pays per
/// pixel to resample a turned layer instead of receiving it drawn). On a 100 Mbit/s link they cost about 12 ms, once.
public struct X11LinkMeasurement: Sendable, Equatable {
    /// What carries the X protocol stream.
    public enum Transport: String, Sendable {
        /// A unix-domain socket: the server runs on this machine.
        case localSocket = "local socket"
        /// TCP (IPv4 or IPv6): another machine, a tunnel, or the loopback.
        case tcp = "TCP"
        /// Anything else the socket names (or a socket that could not be asked).
        case other
    }

    public let transport: Transport
    /// Seconds for a request to reach the server and its answer to come back, the server otherwise idle.
    public let roundTripSeconds: Double
    /// Bytes a second that `XPutImage` moves into a pixmap through the protocol stream.
    public let bytesPerSecond: Double
    /// Seconds of server time per destination pixel of a bilinear, turned composite.
    public let resampleSecondsPerPixel: Double

    public init(transport: Transport, roundTripSeconds: Double, bytesPerSecond: Double,
                resampleSecondsPerPixel: Double) {
        self.transport = transport
        self.roundTripSeconds = roundTripSeconds
        self.bytesPerSecond = bytesPerSecond
        self.resampleSecondsPerPixel = resampleSecondsPerPixel
    }

    /// Seconds of link and server time to upload one ARGB32 pixel through the protocol stream.
    public var uploadSecondsPerPixel: Double { 4 / bytesPerSecond }

    static let probeWidth = 256, probeHeight = 128
    static let resampleSide = 200, resampleCount = 4
    /// Timings below this are the clock's and the scheduler's noise, not the server's work.
    private static let floorSeconds = 1e-7

    @MainActor static func measure(_ connection: X11Connection) -> X11LinkMeasurement {
        let display = connection.display
        func roundTrip() -> Double {
            var focus: Window = 0, revert: Int32 = 0
            let start = X11FramePacer.now()
            XGetInputFocus(display, &focus, &revert)
            return X11FramePacer.now() - start
        }
        XSync(display, 0)
        let rtt = (0..<3).map { _ in roundTrip() }.min() ?? 0
        let (width, height) = (probeWidth, probeHeight)
        let pixmap = XCreatePixmap(display, connection.rootWindow, UInt32(width), UInt32(height), 32)
        let gc = XCreateGC(display, pixmap, 0, nil)
        defer {
            XFreeGC(display, gc)
            XFreePixmap(display, pixmap)
        }
        // Premultiplied translucent pixels, as a layer's are (no channel above alpha).
        var pixels = [UInt32](repeating: 0xb3_30_60_90, count: width * height)
        let bytes = Double(pixels.count * 4)
        let putStart = X11FramePacer.now()
        pixels.withUnsafeMutableBytes { buffer in
            let data = buffer.baseAddress?.assumingMemoryBound(to: CChar.self)
            guard let image = XCreateImage(display, nil, 32, ZPixmap, 0, data,
                                           UInt32(width), UInt32(height), 32, Int32(width * 4)) else { return }
            XPutImage(display, pixmap, gc, image, 0, 0, 0, 0, UInt32(width), UInt32(height))
            image.pointee.data = nil  // the array's memory, not Xlib's
            XFree(UnsafeMutableRawPointer(image))
        }
        _ = roundTrip()
        let putSeconds = max(X11FramePacer.now() - putStart - rtt, floorSeconds)
        // The fastest of three: a busy machine only ever adds time (as it does to the round trips).
        let resampleSeconds = (0..<3).map { _ in timeResampling(connection, source: pixmap, roundTrip: roundTrip) }
            .min().map { $0 - rtt } ?? 0
        let pixelsResampled = Double(resampleSide * resampleSide * resampleCount)
        return X11LinkMeasurement(transport: transport(of: display), roundTripSeconds: rtt,
                                  bytesPerSecond: bytes / putSeconds,
                                  resampleSecondsPerPixel: max(resampleSeconds, floorSeconds) / pixelsResampled)
    }

    /// The family of the connection's socket address.
    static func transport(of display: OpaquePointer) -> Transport {
        var address = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(XConnectionNumber(display), $0, &length) == 0
            }
        }
        guard named else { return .other }
        switch Int32(address.ss_family) {
        case AF_UNIX: return .localSocket
        case AF_INET, AF_INET6: return .tcp
        default: return .other
        }
    }

    /// Seconds (round trip included) for the server to composite `source` turned by 30 degrees about its centre,
    /// through X Render's bilinear filter, `resampleCount` times into a `resampleSide`-pixel square.
    @MainActor private static func timeResampling(_ connection: X11Connection, source: UInt,
                                                  roundTrip: () -> Double) -> Double {
        let display = connection.display, side = resampleSide
        let sourcePicture = XRenderCreatePicture(display, source, connection.argb32Format, 0, nil)
        let target = XCreatePixmap(display, connection.rootWindow, UInt32(side), UInt32(side), 32)
        let targetPicture = XRenderCreatePicture(display, target, connection.argb32Format, 0, nil)
        defer {
            XRenderFreePicture(display, targetPicture)
            XRenderFreePicture(display, sourcePicture)
            XFreePixmap(display, target)
        }
        XRenderSetPictureFilter(display, sourcePicture, FilterBilinear, nil, 0)
        // Target pixels to source pixels: the target's centre onto the source's, turned.
        let turn = CGAffineTransform(translationX: -CGFloat(side) / 2, y: -CGFloat(side) / 2)
            .concatenating(CGAffineTransform(rotationAngle: .pi / 6))
            .concatenating(CGAffineTransform(translationX: CGFloat(probeWidth) / 2, y: CGFloat(probeHeight) / 2))
        var matrix = XTransform(matrix: ((.fixed(turn.a), .fixed(turn.c), .fixed(turn.tx)),
                                         (.fixed(turn.b), .fixed(turn.d), .fixed(turn.ty)),
                                         (.fixed(0), .fixed(0), .fixed(1))))
        XRenderSetPictureTransform(display, sourcePicture, &matrix)
        XSync(display, 0)
        let start = X11FramePacer.now()
        for _ in 0..<resampleCount {
            XRenderComposite(display, PictOpOver, sourcePicture, 0, targetPicture, 0, 0, 0, 0, 0, 0, UInt32(side),
                             UInt32(side))
        }
        _ = roundTrip()
        return X11FramePacer.now() - start
    }
}
