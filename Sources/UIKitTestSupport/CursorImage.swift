import Foundation
internal import CX11
internal import CXfixes

/// The pointer's cursor as the X server shows it now (XFixes), as another client reads it: its name (cursor
/// themes name what they load) and its pixels.
public struct CursorImage: Sendable {
    public let name: String
    public let width: Int
    public let height: Int
    /// Premultiplied ARGB, row by row.
    public let pixels: [UInt32]

    /// Pixels that are not fully transparent.
    public var visiblePixelCount: Int { pixels.filter { $0 >> 24 != 0 }.count }

    public static func current(display name: String) throws -> CursorImage {
        let display = try TestDisplayConnection.open(name)
        defer { XCloseDisplay(display) }
        var event: Int32 = 0, error: Int32 = 0, major: Int32 = 2, minor: Int32 = 0
        guard XFixesQueryExtension(display, &event, &error) != 0, XFixesQueryVersion(display, &major, &minor) != 0,
              let image = XFixesGetCursorImage(display) else {
            throw XServerError.cannotConnect("\(name): no XFixes cursor image")
        }
        defer { XFree(image) }
        let cursor = image.pointee
        let count = Int(cursor.width) * Int(cursor.height)
        let pixels = (0..<count).map { UInt32(truncatingIfNeeded: cursor.pixels[$0]) }
        return CursorImage(name: cursor.name.map { String(cString: $0) } ?? "", width: Int(cursor.width),
                           height: Int(cursor.height), pixels: pixels)
    }
}
