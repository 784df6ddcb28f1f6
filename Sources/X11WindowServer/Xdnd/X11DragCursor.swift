internal import CX11
internal import CXcursor
import CoreGraphics

/// The drag's picture beside the pointer outside our windows, as the pointer's cursor (an ARGB cursor made with
/// libXcursor): the server draws it wherever the pointer goes, over every client, with no window of ours in the way
/// of finding the window under the pointer.
enum X11DragCursor {
    /// Cursors larger than this (pixels a side) are cut down around the hot spot: servers draw large cursors slowly.
    static let maximumSide = 256

    /// A cursor of `image` with `hotSpot` (image pixels) under the pointer; 0 when the server makes none.
    @MainActor static func make(_ image: CGImage, hotSpot: CGPoint, display: OpaquePointer) -> UInt {
        guard image.width > 0, image.height > 0 else { return 0 }
        let hotX = min(max(Int(hotSpot.x.isFinite ? hotSpot.x : 0), 0), image.width - 1)
        let hotY = min(max(Int(hotSpot.y.isFinite ? hotSpot.y : 0), 0), image.height - 1)
        // The part of the image around the hot spot that fits.
        let width = min(image.width, maximumSide), height = min(image.height, maximumSide)
        let left = min(max(hotX - width / 2, 0), image.width - width)
        let top = min(max(hotY - height / 2, 0), image.height - height)
        guard let cursorImage = XcursorImageCreate(Int32(width), Int32(height)) else { return 0 }
        defer { XcursorImageDestroy(cursorImage) }
        cursorImage.pointee.xhot = XcursorDim(hotX - left)
        cursorImage.pointee.yhot = XcursorDim(hotY - top)
        let pixels = cursorImage.pointee.pixels!
        for y in 0..<height {
            for x in 0..<width { pixels[y * width + x] = image.argb(x: left + x, y: top + y) }
        }
        return XcursorImageLoadCursor(display, cursorImage)
    }
}
