@testable import CoreGraphics
import Testing

typealias RGBA = RGBA8

extension CGImage {
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
