internal import CX11
internal import CXext
import CoreGraphics
import Foundation

/// Uploads pixels to Pixmaps through one MIT-SHM segment instead of the protocol stream: the server copies them
/// straight out of our memory, which is several times cheaper than `XPutImage` for anything larger than an icon.
///
/// The segment has two halves, used by alternate frames: a frame's pictures can be drawn straight into its half
/// (`reserve`) while the server may still be reading the other half for the previous frame. The server reads the
/// segment when it executes the request, later than we send it, so a half is only written again once the server is
/// known to be done with it: after a round trip (`serverCaughtUp()`, one per frame), or one the uploader makes
/// itself when a frame switches to a half still in use. A frame that fills its half uploads the rest another way.
@MainActor final class X11SharedMemoryUploader {
    /// A reserved piece of the current half: pixels go to `pointer`, then `put` sends them. (Unchecked: each
    /// region is written by one thread, the one drawing into it, before the main thread sends it.)
    struct Region: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer
        let bytesPerRow: Int
        let height: Int
    }

    private let display: OpaquePointer
    private let segment: UnsafeMutablePointer<XShmSegmentInfo>
    let halfCapacity: Int
    private var half = 0
    private var offset = 0
    /// Whether requests reading each half may still be waiting in the server.
    private var halfInUse = [false, false]
    static let defaultHalfCapacity = 32 << 20

    /// A segment of two halves of `halfCapacity` bytes attached on both sides, or nil when the server cannot share
    /// memory with us (remote, or a server or container without MIT-SHM, or one that reads other memory than ours
    /// for the segment); the caller then uses `XPutImage`.
    init?(connection: X11Connection, halfCapacity: Int = defaultHalfCapacity) {
        guard connection.hasShm else { return nil }
        display = connection.display
        self.halfCapacity = halfCapacity
        let id = shmget(IPC_PRIVATE, 2 * halfCapacity, IPC_CREAT | 0o600)
        guard id >= 0 else { return nil }
        guard let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
            shmctl(id, IPC_RMID, nil)
            return nil
        }
        segment = .allocate(capacity: 1)
        segment.initialize(to: XShmSegmentInfo())
        segment.pointee.shmid = id
        segment.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.pointee.readOnly = 1
        let errorsBefore = X11ErrorTrap.errorCount
        X11ErrorTrap.quiet = true
        XShmAttach(display, segment)
        XSync(display, 0)
        X11ErrorTrap.quiet = false
        // Marked for removal now: the kernel frees it once both sides detach, even if we crash.
        shmctl(id, IPC_RMID, nil)
        guard X11ErrorTrap.errorCount == errorsBefore,
              Self.serverReads(segment, display: display, connection: connection)
        else {
            if X11ErrorTrap.errorCount == errorsBefore { XShmDetach(display, segment) }
            shmdt(address)
            segment.deallocate()
            return nil
        }
    }

    /// Whether the server really reads our segment: a server on another machine may accept the attach (its own
    /// segment of that id, or a forwarded connection's server) and read other memory. One pixel put through the
    /// segment is read back from the server.
    private static func serverReads(_ segment: UnsafeMutablePointer<XShmSegmentInfo>, display: OpaquePointer,
                                    connection: X11Connection) -> Bool {
        guard let base = segment.pointee.shmaddr else { return false }
        let probe: UInt32 = 0x80_5a_3c_1e
        UnsafeMutableRawPointer(base).storeBytes(of: probe, as: UInt32.self)
        let pixmap = XCreatePixmap(display, connection.rootWindow, 1, 1, 32)
        let gc = XCreateGC(display, pixmap, 0, nil)
        defer {
            XFreeGC(display, gc)
            XFreePixmap(display, pixmap)
        }
        guard let header = XCreateImage(display, nil, 32, ZPixmap, 0, base, 1, 1, 32, 4) else { return false }
        header.pointee.obdata = UnsafeMutableRawPointer(segment).assumingMemoryBound(to: CChar.self)
        XShmPutImage(display, pixmap, gc, header, 0, 0, 0, 0, 1, 1, 0)
        header.pointee.data = nil
        XFree(UnsafeMutableRawPointer(header))
        guard let image = XGetImage(display, pixmap, 0, 0, 1, 1, ~0, ZPixmap) else { return false }
        defer { _ = image.pointee.f.destroy_image(image) }
        return UInt32(truncatingIfNeeded: image.pointee.f.get_pixel(image, 0, 0)) == probe
    }

    /// Starts a frame in the other half, first waiting for the server if it may still read it.
    func beginFrame() {
        half = 1 - half
        offset = 0
        if halfInUse[half] {
            XSync(display, 0)
            serverCaughtUp()
        }
    }

    /// Room for `height` rows of `bytesPerRow` bytes in this frame's half, or nil when it is full.
    func reserve(bytesPerRow: Int, height: Int) -> Region? {
        let bytes = bytesPerRow * height
        guard bytes > 0, offset + bytes <= halfCapacity else { return nil }
        let pointer = UnsafeMutableRawPointer(segment.pointee.shmaddr!) + half * halfCapacity + offset
        // Keep rows 64-byte aligned for the server's copy.
        offset += (bytes + 63) & ~63
        return Region(pointer: pointer, bytesPerRow: bytesPerRow, height: height)
    }

    /// Asks the server to put `width` x `region.height` pixels of a reserved region into `drawable` at (x, y).
    func put(_ region: Region, width: Int, into drawable: UInt, gc: OpaquePointer, x: Int32 = 0, y: Int32 = 0) {
        guard let ximage = XCreateImage(display, nil, 32, ZPixmap, 0, region.pointer.assumingMemoryBound(to: CChar.self),
                                        UInt32(width), UInt32(region.height), 32, Int32(region.bytesPerRow))
        else { return }
        ximage.pointee.obdata = UnsafeMutableRawPointer(segment).assumingMemoryBound(to: CChar.self)
        XShmPutImage(display, drawable, gc, ximage, 0, 0, x, y, UInt32(width), UInt32(region.height), 0)
        halfInUse[half] = true
        // The pixels live in the segment; only the XImage header is ours to free.
        ximage.pointee.data = nil
        XFree(UnsafeMutableRawPointer(ximage))
    }

    /// Copies `image` into this frame's half and asks the server to put it into `drawable` at (x, y). Returns false
    /// when the half has no room left; the caller then uploads it another way.
    func put(_ image: CGImage, into drawable: UInt, gc: OpaquePointer, x: Int32 = 0, y: Int32 = 0) -> Bool {
        guard let region = reserve(bytesPerRow: image.bytesPerRow, height: image.height) else { return false }
        region.pointer.copyMemory(from: image.pixels, byteCount: image.bytesPerRow * image.height)
        put(region, width: image.width, into: drawable, gc: gc, x: x, y: y)
        return true
    }

    /// The server has executed every request sent so far (the caller just made a round trip).
    func serverCaughtUp() { halfInUse = [false, false] }

    func detach() {
        XShmDetach(display, segment)
        shmdt(segment.pointee.shmaddr)
        segment.deallocate()
    }
}
