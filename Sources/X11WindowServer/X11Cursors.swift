internal import CX11
internal import CXcursor
import UIKitCore

/// The pointer's cursors on one connection, loaded once each from the desktop's cursor theme through libXcursor,
/// which follows the `Xcursor.theme` and `Xcursor.size` resources (and `XCURSOR_THEME`/`XCURSOR_SIZE`) as every
/// desktop toolkit does. A theme without a name falls back to the older X names of the same cursor, then to
/// the core cursor font, logged once: the app keeps working with a plainer pointer.
@MainActor final class X11Cursors {
    private let connection: X11Connection
    private var loaded: [PointerCursor: UInt] = [:]

    init(connection: X11Connection) {
        self.connection = connection
    }

    /// The cursor for `kind` (0 is X's "the parent's cursor", the arrow).
    func cursor(_ kind: PointerCursor) -> UInt {
        if let known = loaded[kind] { return known }
        let display = connection.display
        var cursor: UInt = 0
        if kind == .hidden {
            cursor = blankCursor()
        } else {
            for name in [kind.rawValue] + Self.legacyNames(kind) where cursor == 0 {
                cursor = XcursorLibraryLoadCursor(display, name)
            }
            if cursor == 0 {
                UIKitLog.errorOnce("X11: the cursor theme lacks cursors UIKit uses; those come from the X cursor font")
                cursor = XCreateFontCursor(display, Self.fontShape(kind))
            }
        }
        loaded[kind] = cursor
        return cursor
    }

    func freeAll() {
        guard !connection.isClosed, !connection.isLost else { return }
        for cursor in loaded.values where cursor != 0 { XFreeCursor(connection.display, cursor) }
        loaded = [:]
    }

    /// The names older themes use for the same cursor.
    static func legacyNames(_ kind: PointerCursor) -> [String] {
        switch kind {
        case .arrow: ["left_ptr"]
        case .text: ["xterm", "ibeam"]
        case .verticalText: ["vertical-text", "xterm"]
        case .pointingHand: ["hand2", "hand1"]
        case .resizeLeftRight: ["sb_h_double_arrow", "col-resize"]
        case .resizeUpDown: ["sb_v_double_arrow", "row-resize"]
        case .crosshair: ["cross"]
        case .notAllowed: ["crossed_circle", "circle"]
        case .openHand: ["hand1", "openhand"]
        case .closedHand: ["fleur", "closedhand"]
        case .wait: ["watch"]
        case .hidden: []
        }
    }

    /// The X cursor font's glyph for a cursor (X11/cursorfont.h).
    static func fontShape(_ kind: PointerCursor) -> UInt32 {
        switch kind {
        case .text, .verticalText: 152       // XC_xterm
        case .pointingHand, .openHand: 60    // XC_hand2
        case .resizeLeftRight: 108           // XC_sb_h_double_arrow
        case .resizeUpDown: 116              // XC_sb_v_double_arrow
        case .crosshair: 34                  // XC_crosshair
        case .notAllowed: 0                  // XC_X_cursor
        case .closedHand: 52                 // XC_fleur
        case .wait: 150                      // XC_watch
        case .arrow, .hidden: 68             // XC_left_ptr
        }
    }

    /// An invisible cursor: one transparent pixel.
    private func blankCursor() -> UInt {
        let display = connection.display
        var clear: CChar = 0
        let pixmap = XCreateBitmapFromData(display, connection.rootWindow, &clear, 1, 1)
        defer { XFreePixmap(display, pixmap) }
        var foreground = XColor(), background = XColor()
        return XCreatePixmapCursor(display, pixmap, pixmap, &foreground, &background, 0, 0)
    }
}
