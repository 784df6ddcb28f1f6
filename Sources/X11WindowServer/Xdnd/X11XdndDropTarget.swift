internal import CX11
import Foundation

/// Another client's window under a drag of ours that takes XDND: the window the pointer is over (named in every
/// message), the window the messages go to (itself, or its XdndProxy), and the protocol version both speak.
struct X11XdndDropTarget: Equatable {
    let window: Window
    let messageWindow: Window
    let version: UInt

    /// The XDND-aware window under a root position: from the root down through the windows containing the point
    /// (a window manager's frame holds the application's window), the first with XdndAware (itself or through a
    /// proxy that names itself) of version 3 or later. None over the root, over a window that is not aware, or over
    /// one of `ours` (this application's windows take its drags themselves).
    @MainActor static func find(atRoot x: Int32, _ y: Int32, connection: X11Connection, atoms: X11XdndAtoms,
                                ours: Set<Window>) -> X11XdndDropTarget? {
        let display = connection.display
        let root = connection.rootWindow
        var current = root
        X11ErrorTrap.quiet = true
        defer { X11ErrorTrap.quiet = false }
        // Window trees are shallow; the bound keeps a hostile (or changing) tree from holding us.
        for _ in 0..<32 {
            var childX: Int32 = 0, childY: Int32 = 0, child: Window = 0
            guard XTranslateCoordinates(display, root, current, x, y, &childX, &childY, &child) != 0, child != 0,
                  !ours.contains(child) else { return nil }
            current = child
            if let proxy = proxy(of: current, display: display, atoms: atoms), let version = awareVersion(of: proxy,
                                                                                                   display, atoms) {
                return version >= 3 ? X11XdndDropTarget(window: current, messageWindow: proxy,
                                                        version: min(version, X11XdndAtoms.version)) : nil
            }
            if let version = awareVersion(of: current, display, atoms) {
                return version >= 3 ? X11XdndDropTarget(window: current, messageWindow: current,
                                                        version: min(version, X11XdndAtoms.version)) : nil
            }
        }
        return nil
    }

    /// The version in the window's XdndAware, if it has one.
    @MainActor private static func awareVersion(of window: Window, _ display: OpaquePointer,
                                                _ atoms: X11XdndAtoms) -> UInt? {
        guard case .value(let value) = X11Property.read(display, window: window, property: atoms.aware, delete: false,
                                                        byteLimit: 64),
              value.format == 32, let version = value.values.first else { return nil }
        return version
    }

    /// The window's XdndProxy, when that window's own XdndProxy names itself (else the proxy is stale: XDND says
    /// to ignore it).
    @MainActor private static func proxy(of window: Window, display: OpaquePointer, atoms: X11XdndAtoms) -> Window? {
        func read(_ window: Window) -> Window? {
            guard case .value(let value) = X11Property.read(display, window: window, property: atoms.proxy,
                                                            delete: false, byteLimit: 64),
                  value.format == 32, let proxy = value.values.first, proxy != 0 else { return nil }
            return Window(proxy)
        }
        guard let proxy = read(window), read(proxy) == proxy else { return nil }
        return proxy
    }
}
