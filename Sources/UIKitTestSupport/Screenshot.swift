import Foundation
internal import CX11
internal import CCairo

/// Pixels read back from an X server with `XGetImage`, as a person would see them.
public struct Screenshot: Sendable {
    public let width: Int
    public let height: Int
    /// 0xAARRGGBB, one per pixel, rows top to bottom.
    public let pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// Reads `rect` (default: everything) of `window` (default: the root window) on `display`.
    public static func capture(display name: String, window: UInt? = nil,
                               rect: (x: Int, y: Int, width: Int, height: Int)? = nil) throws -> Screenshot {
        let display = try TestDisplayConnection.open(name)
        defer { XCloseDisplay(display) }
        XSync(display, 0)
        let drawable = window ?? XDefaultRootWindow(display)
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, drawable, &attributes)
        let area = rect ?? (0, 0, Int(attributes.width), Int(attributes.height))
        guard let image = XGetImage(display, drawable, Int32(area.x), Int32(area.y), UInt32(area.width),
                                    UInt32(area.height), UInt.max, ZPixmap) else {
            throw XServerError.cannotConnect("\(name): XGetImage failed")
        }
        defer { _ = image.pointee.f.destroy_image(image) }
        let bytesPerLine = Int(image.pointee.bytes_per_line)
        let data = UnsafeRawPointer(image.pointee.data!)
        var pixels = [UInt32](repeating: 0, count: area.width * area.height)
        for y in 0..<area.height {
            for x in 0..<area.width {
                let value = data.load(fromByteOffset: y * bytesPerLine + x * 4, as: UInt32.self)
                pixels[y * area.width + x] = 0xff00_0000 | (value & 0x00ff_ffff)
            }
        }
        return Screenshot(width: area.width, height: area.height, pixels: pixels)
    }

    /// Red, green and blue at (x, y).
    public func rgb(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let p = pixels[y * width + x]
        return (Int((p >> 16) & 0xff), Int((p >> 8) & 0xff), Int(p & 0xff))
    }

    /// True when every channel at (x, y) is within `tolerance` of the expected value.
    public func matches(_ x: Int, _ y: Int, _ expected: (r: Int, g: Int, b: Int), tolerance: Int = 2) -> Bool {
        let c = rgb(x, y)
        return abs(c.r - expected.r) <= tolerance && abs(c.g - expected.g) <= tolerance
            && abs(c.b - expected.b) <= tolerance
    }

    /// The largest per-channel difference from another image of the same size, and where it is.
    public func maximumDifference(from other: Screenshot) -> (value: Int, x: Int, y: Int) {
        precondition(width == other.width && height == other.height, "sizes differ")
        var worst = (value: 0, x: 0, y: 0)
        for i in 0..<pixels.count {
            let a = pixels[i], b = other.pixels[i]
            let d = max(abs(Int((a >> 16) & 0xff) - Int((b >> 16) & 0xff)),
                        abs(Int((a >> 8) & 0xff) - Int((b >> 8) & 0xff)),
                        abs(Int(a & 0xff) - Int(b & 0xff)))
            if d > worst.value { worst = (d, i % width, i / width) }
        }
        return worst
    }

    /// Writes a PNG for a person to look at.
    public func writePNG(to path: String) throws {
        var copy = pixels
        let status = copy.withUnsafeMutableBytes { buffer -> cairo_status_t in
            let surface = cairo_image_surface_create_for_data(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                              CAIRO_FORMAT_RGB24, Int32(width), Int32(height),
                                                              Int32(width * 4))
            defer { cairo_surface_destroy(surface) }
            return cairo_surface_write_to_png(surface, path)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw XServerError.cannotConnect("could not write \(path): cairo status \(status.rawValue)")
        }
    }
}

extension Screenshot: CustomStringConvertible {
    /// Short, so that a failed expectation does not print every pixel.
    public var description: String { "Screenshot(\(width)x\(height))" }
}
