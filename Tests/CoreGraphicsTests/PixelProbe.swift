@testable import CoreGraphics
import Testing

/// An unpremultiplied colour read from a pixel, each channel 0...255.
struct RGBA: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int

    static let white = RGBA(r: 255, g: 255, b: 255, a: 255)
    static let black = RGBA(r: 0, g: 0, b: 0, a: 255)
    static let red = RGBA(r: 255, g: 0, b: 0, a: 255)
    static let green = RGBA(r: 0, g: 255, b: 0, a: 255)
    static let blue = RGBA(r: 0, g: 0, b: 255, a: 255)
    static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)

    /// Whether every channel is within `tolerance` (colour is ignored where both are fully transparent).
    func isClose(to other: RGBA, tolerance: Int = 8) -> Bool {
        if a == 0 && other.a == 0 { return true }
        return abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
            && abs(a - other.a) <= tolerance
    }

    var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}

extension CGImage {
    /// The unpremultiplied colour at (x, y), origin top left.
    func pixel(_ x: Int, _ y: Int) -> RGBA {
        let v = argb(x: x, y: y)
        let a = Int(v >> 24)
        func channel(_ shift: UInt32) -> Int {
            let c = Int((v >> shift) & 0xFF)
            return a == 0 ? 0 : min(255, (c * 255 + a / 2) / a)
        }
        return RGBA(r: channel(16), g: channel(8), b: channel(0), a: a)
    }

    /// Writes the image as a PNG for a person to look at.
    func writePNG(_ path: String) {
        try? pngData()?.write(to: URL(fileURLWithPath: path))
    }
}

/// A context with UIKit's top-left origin (like a view's draw(_:)) or Core Graphics' bottom-left one.
func makeContext(_ width: Int, _ height: Int, flipped: Bool = true) throws -> CGContext {
    try CGContext(pixelWidth: width, pixelHeight: height, flipped: flipped)
}

/// Expects the pixel at (x, y) to be close to `expected`, reporting the actual colour when it is not.
func expectPixel(_ image: CGImage, _ x: Int, _ y: Int, _ expected: RGBA, tolerance: Int = 8,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = image.pixel(x, y)
    #expect(actual.isClose(to: expected, tolerance: tolerance), "pixel (\(x), \(y)) is \(actual), expected \(expected)",
            sourceLocation: sourceLocation)
}

extension CGColor {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
}
