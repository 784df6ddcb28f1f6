internal import CX11
internal import CXext
import CoreGraphics
import Foundation

/// Uploads pixels to Pixmaps through one MIT-SHM segment instead of the protocol stream: the server copies them
/// straight out of our memory, which is several times cheaper than `XPutImage` for anything larger than an icon.
///
/// The server reads the segment when it executes the request, later than we send it, so a part of the segment is
/// only written again once the server is known to be done with it: the compositor calls `serverCaughtUp()` after
/// each round trip (one per frame), and when the segment fills up within a frame the uploader makes its own.
@MainActor final class X11SharedMemoryUploader {
    private let display: OpaquePointer
    private let segment: UnsafeMutablePointer<XShmSegmentInfo>
    private let capacity: Int
    private var offset = 0
    static let defaultCapacity = 16 << 20

    /// A segment of `capacity` bytes attached on both sides, or nil when the server cannot share memory with us
    /// (remote, or a server or container without MIT-SHM); the caller then uses `XPutImage`.
    init?(connection: X11Connection, capacity: Int = defaultCapacity) {
        guard connection.hasShm else { return nil }
        display = connection.display
        self.capacity = capacity
        let id = shmget(IPC_PRIVATE, capacity, IPC_CREAT | 0o600)
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
        guard X11ErrorTrap.errorCount == errorsBefore else {
            shmdt(address)
            segment.deallocate()
            return nil
        }
    }

    /// Copies `image` into the segment and asks the server to put it into `drawable` at (x, y). Returns false when
    /// the image is larger than the segment; the caller then uploads it another way.
    func put(_ image: CGImage, into drawable: UInt, gc: OpaquePointer, x: Int32 = 0, y: Int32 = 0) -> Bool {
        let bytes = image.bytesPerRow * image.height
        guard bytes <= capacity else { return false }
        if offset + bytes > capacity { serverMustCatchUp() }
        let destination = UnsafeMutableRawPointer(segment.pointee.shmaddr!) + offset
        destination.copyMemory(from: image.pixels, byteCount: bytes)
        guard let ximage = XCreateImage(display, nil, 32, ZPixmap, 0, destination.assumingMemoryBound(to: CChar.self),
                                        UInt32(image.width), UInt32(image.height), 32, Int32(image.bytesPerRow))
        else { return false }
        ximage.pointee.obdata = UnsafeMutableRawPointer(segment).assumingMemoryBound(to: CChar.self)
        XShmPutImage(display, drawable, gc, ximage, 0, 0, x, y, UInt32(image.width), UInt32(image.height), 0)
        // The pixels live in the segment; only the XImage header is ours to free.
        ximage.pointee.data = nil
        XFree(UnsafeMutableRawPointer(ximage))
        // Keep rows 64-byte aligned for the server's copy.
        offset += (bytes + 63) & ~63
        return true
    }

    /// The server has executed every request sent so far (the caller just made a round trip).
    func serverCaughtUp() { offset = 0 }

    private func serverMustCatchUp() {
        XSync(display, 0)
        offset = 0
    }

    func detach() {
        XShmDetach(display, segment)
        shmdt(segment.pointee.shmaddr)
        segment.deallocate()
    }
}
