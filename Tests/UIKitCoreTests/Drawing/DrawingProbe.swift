@testable import UIKitCore
import Testing

/// Expects the pixel at (x, y) (in pixels) of `image` to be close to `expected`.
func expectPixel(_ image: UIImage, _ x: Int, _ y: Int, _ expected: RGBA8, tolerance: Int = 8,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard let cgImage = image.cgImage else {
        Issue.record("image has no bitmap", sourceLocation: sourceLocation)
        return
    }
    let actual = cgImage.pixel(x, y)
    #expect(actual.isClose(to: expected, tolerance: tolerance), "pixel (\(x), \(y)) is \(actual), expected \(expected)",
            sourceLocation: sourceLocation)
}

/// Renders `draw` into a UIKit image context of `size` points at `scale`, over white unless `transparent`.
@MainActor func render(_ size: CGSize, scale: CGFloat = 1, transparent: Bool = false,
                       _ draw: (CGContext) -> Void) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
        if !transparent {
            UIColor.white.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
        draw(context.cgContext)
    }
}
