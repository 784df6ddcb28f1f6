internal import CX11
internal import CXcursor
import UIKitCore

/// The pointer's cursors on one connection, loaded once each from the desktop's cursor theme through libXcursor,
/// which follows the `Xcursor.theme` and `Xcursor.size` resources (and `XCURSOR_THEME`/`XCURSOR_SIZE`) as every
/// desktop toolkit does. A theme without a name falls back to the older X names of the same cursor; a theme that
/// is missing or has none of them gives the core cursor font's shape, logged once: the app keeps working with a
/// plainer pointer.
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
            let names = [kind.rawValue] + Self.legacyNames(kind)
            for name in names where cursor == 0 { cursor = themeCursor(name) }
            if cursor == 0 {
                let theme = XcursorGetTheme(display).map { String(cString: $0) } ?? "default"
                UIKitLog.errorOnce("X11: the cursor theme \"\(theme)\" is missing or lacks cursors UIKit uses; "
                                   + "those come from the X cursor font")
                // libXcursor knows the cursor font's shapes by their X names.
                for name in names where cursor == 0 { cursor = XcursorLibraryLoadCursor(display, name) }
            }
            if cursor == 0 { cursor = XCreateFontCursor(display, Self.fontShape(kind)) }
        }
        loaded[kind] = cursor
        return cursor
    }

    /// The cursor `name` from the theme's files (`Xcursor.theme`, its inherited themes and "default"), 0 when no
    /// file has it. (`XcursorLibraryLoadCursor` alone would fall back to the cursor font without a word, so a missing
    /// theme would never be noticed.)
    private func themeCursor(_ name: String) -> UInt {
        let display = connection.display
        let theme = XcursorGetTheme(display)
        guard let images = XcursorLibraryLoadImages(name, theme, XcursorGetDefaultSize(display)) else { return 0 }
        defer { XcursorImagesDestroy(images) }
        return XcursorImagesLoadCursor(display, images)
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
