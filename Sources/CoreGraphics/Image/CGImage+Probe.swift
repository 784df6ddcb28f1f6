/// An unpremultiplied 8-bit colour read back from a pixel: for tests, screenshots and diagnostics.
package struct RGBA8: Equatable, Sendable, CustomStringConvertible {
    package var r: Int, g: Int, b: Int, a: Int

    package init(r: Int, g: Int, b: Int, a: Int) { self.r = r; self.g = g; self.b = b; self.a = a }

    package static let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
    package static let black = RGBA8(r: 0, g: 0, b: 0, a: 255)
    package static let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
    package static let green = RGBA8(r: 0, g: 255, b: 0, a: 255)
    package static let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
    package static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)

    /// Whether every channel is within `tolerance` (colour is ignored where both are fully transparent), the
    /// comparison pixel probes make to allow for anti-aliasing.
    package func isClose(to other: RGBA8, tolerance: Int = 8) -> Bool {
        if a == 0 && other.a == 0 { return true }
        return abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
            && abs(a - other.a) <= tolerance
    }

    package var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}

extension CGImage {
    /// The unpremultiplied colour at (x, y), origin top left; clear outside the image.
    package func pixel(_ x: Int, _ y: Int) -> RGBA8 {
        guard x >= 0, y >= 0, x < width, y < height else { return .clear }
        let v = argb(x: x, y: y)
        let a = Int(v >> 24)
        func channel(_ shift: UInt32) -> Int {
            let c = Int((v >> shift) & 0xFF)
            return a == 0 ? 0 : min(255, (c * 255 + a / 2) / a)
        }
        return RGBA8(r: channel(16), g: channel(8), b: channel(0), a: a)
    }
}
