import CX11
import UIKit
@testable import UIKitCore

/// A controller that asks for pointer lock when told to (`setNeedsUpdateOfPrefersPointerLocked()` after a change).
final class PointerLockingController: UIViewController {
    var wantsLock = false
    override var prefersPointerLocked: Bool { wantsLock }
}

extension InputTestApp {
    /// Shows `controller` in the app's window, key on the desktop and in UIKit, with the app active: what pointer
    /// lock asks for besides full screen, which each test enters on its own.
    func showKeyAndActive(_ controller: UIViewController) {
        window.rootViewController = controller
        host.makeKey()
        window.makeKey()
        UIApplication.shared.transition(to: .active)
    }
}

/// Where the X server has the pointer, in root pixels.
func pointerPosition(on display: OpaquePointer) -> (x: Int, y: Int) {
    var root: Window = 0, child: Window = 0
    var rootX: Int32 = 0, rootY: Int32 = 0, x: Int32 = 0, y: Int32 = 0
    var mask: UInt32 = 0
    XQueryPointer(display, XDefaultRootWindow(display), &root, &child, &rootX, &rootY, &x, &y, &mask)
    return (Int(rootX), Int(rootY))
}
