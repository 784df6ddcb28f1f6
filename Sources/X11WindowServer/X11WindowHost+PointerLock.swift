internal import CX11
internal import CXi
import UIKitCore

/// `UIPointerLockState` on X11: an XI2 grab of the client's master pointer on the window, with an invisible cursor,
/// the pointer put in the window's middle. While the grab holds, every pointer event comes to this window (none to
/// other clients, the desktop's panels included), and a motion that would take the pointer out of the window brings
/// it back to the middle (`confineLockedPointer`); releasing it gives the pointer back.
extension X11WindowHost {
    public func setPointerLocked(_ locked: Bool) {
        guard !isDestroyed, locked != isPointerLocked else { return }
        let display = connection.display
        var pointer: Int32 = 0
        guard XIGetClientPointer(display, 0, &pointer) != 0 else {
            UIKitLog.errorOnce("pointer lock: the X server names no pointer for this client; the pointer stays free")
            return
        }
        if locked {
            var mask = [UInt8](repeating: 0, count: Int(XI_LASTEVENT) / 8 + 1)
            for event in [XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_Enter, XI_Leave] {
                mask[Int(event) / 8] |= 1 << (UInt8(event) % 8)
            }
            let status = mask.withUnsafeMutableBufferPointer { bytes -> Int32 in
                var selection = XIEventMask(deviceid: pointer, mask_len: Int32(bytes.count), mask: bytes.baseAddress)
                return XIGrabDevice(display, pointer, window, UInt(CurrentTime), connection.cursors.cursor(.hidden),
                                    GrabModeAsync, GrabModeAsync, 0, &selection)
            }
            guard status == Success else {
                UIKitLog.errorOnce("pointer lock: the pointer is grabbed by another client (status \(status)); it stays free")
                return
            }
            XIWarpPointer(display, pointer, 0, window, 0, 0, 0, 0, Double(pixelSize.width / 2), Double(pixelSize.height / 2))
        } else {
            XIUngrabDevice(display, pointer, UInt(CurrentTime))
        }
        isPointerLocked = locked
        XFlush(display)
    }

    /// A locked pointer moved to (`x`, `y`) in the window's pixels: outside the window (a fast flick, a jump from
    /// another client's XTest or warp) it is put back in the window's middle, so it never rests over another client.
    /// Motion within the window still arrives as motion.
    func confineLockedPointer(x: Double, y: Double, device: Int32) {
        guard isPointerLocked, !isDestroyed else { return }
        let width = Double(pixelSize.width), height = Double(pixelSize.height)
        guard x < 0 || y < 0 || x >= width || y >= height else { return }
        XIWarpPointer(connection.display, device, 0, window, 0, 0, 0, 0, width / 2, height / 2)
        XFlush(connection.display)
    }
}
