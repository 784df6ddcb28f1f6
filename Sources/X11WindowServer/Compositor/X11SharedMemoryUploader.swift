internal import CX11
internal import CXext
import CoreGraphics
import Foundation

/// Uploads pixels to Pixmaps through one MIT-SHM segment instead of the protocol stream: the server copies them
/// straight out of our memory, which is several times cheaper than `XPutImage` for anything larger than an icon.
///
/// The segment has one slot per frame that may be in flight and one for the frame being prepared (three: see
/// `X11FramePacer.maximumFramesInFlight`), used by frames in turn: a frame's pictures can be drawn straight into its
/// slot (`reserve`) while the server may still be reading the other slots for the frames before it. The server
/// reads the segment when it executes the request, later than we send it, so a slot is only written again once the
/// server is known to be done with the frame that used it: its frame marker came back (`serverExecuted(frame:)`),
/// or a round trip (`serverCaughtUp()`), or one the uploader makes itself when a frame comes to a slot still in
/// use. A frame that fills its slot uploads the rest another way.
@MainActor final class X11SharedMemoryUploader {
    /// A reserved piece of the current slot: pixels go to `pointer`, then `put` sends them. (Unchecked: each
    /// region is written by one thread, the one drawing into it, before the main thread sends it.)
    struct Region: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer
        let bytesPerRow: Int
        let height: Int
    }

    private let display: OpaquePointer
    private let segment: UnsafeMutablePointer<XShmSegmentInfo>
    let slotCapacity: Int
    static let slotCount = X11FramePacer.maximumFramesInFlight + 1
    private var slot = 0
    private var offset = 0
    /// The frame whose requests last read each slot, 0 for none; and the newest frame the server has executed.
    private var slotFrame = [Int](repeating: 0, count: slotCount)
    private var framesExecuted = 0
    /// The frame being prepared in the current slot.
    private var frame = 0
    static let defaultSlotCapacity = 32 << 20

    /// A segment of `slotCount` slots of `slotCapacity` bytes attached on both sides, or nil when the server cannot
    /// share memory with us (remote, or a server or container without MIT-SHM, or one that reads other memory than
    /// ours for the segment); the caller then uses `XPutImage`.
    init?(connection: X11Connection, slotCapacity: Int = defaultSlotCapacity) {
        guard connection.hasShm else { return nil }
        display = connection.display
        self.slotCapacity = slotCapacity
        let id = shmget(IPC_PRIVATE, Self.slotCount * slotCapacity, IPC_CREAT | 0o600)
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

    /// Starts frame `number` (the frame markers' numbering) in the next slot, first waiting for the server if it
    /// may still read it. Returns whether it had to wait.
    func beginFrame(_ number: Int) -> Bool {
        slot = (slot + 1) % Self.slotCount
        offset = 0
        frame = number
        guard slotFrame[slot] > framesExecuted else { return false }
        XSync(display, 0)
        serverCaughtUp()
        return true
    }

    /// Room for `height` rows of `bytesPerRow` bytes in this frame's slot, or nil when it is full.
    func reserve(bytesPerRow: Int, height: Int) -> Region? {
        let bytes = bytesPerRow * height
        guard bytes > 0, offset + bytes <= slotCapacity else { return nil }
        let pointer = UnsafeMutableRawPointer(segment.pointee.shmaddr!) + slot * slotCapacity + offset
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
        slotFrame[slot] = frame
        // The pixels live in the segment; only the XImage header is ours to free.
        ximage.pointee.data = nil
        XFree(UnsafeMutableRawPointer(ximage))
    }

    /// Copies `image` into this frame's slot and asks the server to put it into `drawable` at (x, y). Returns false
    /// when the slot has no room left; the caller then uploads it another way.
    func put(_ image: CGImage, into drawable: UInt, gc: OpaquePointer, x: Int32 = 0, y: Int32 = 0) -> Bool {
        guard let region = reserve(bytesPerRow: image.bytesPerRow, height: image.height) else { return false }
        region.pointer.copyMemory(from: image.pixels, byteCount: image.bytesPerRow * image.height)
        put(region, width: image.width, into: drawable, gc: gc, x: x, y: y)
        return true
    }

    /// The server has executed every request sent so far (the caller just made a round trip).
    func serverCaughtUp() { framesExecuted = max(framesExecuted, slotFrame.max() ?? 0) }

    /// The server has executed frame `number` and every one before it (its marker came back).
    func serverExecuted(frame number: Int) { framesExecuted = max(framesExecuted, number) }

    func detach() {
        XShmDetach(display, segment)
        shmdt(segment.pointee.shmaddr)
        segment.deallocate()
    }
}
