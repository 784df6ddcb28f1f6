@testable import UIKitCore
import Testing

/// The view's hierarchy as pixels (scale 1) through `drawHierarchy`, over `background` (nil: transparent).
@MainActor func snapshot(of view: UIView, background: UIColor? = .white) -> CGImage? {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { context in
        if let background {
            background.setFill()
            context.fill(CGRect(origin: .zero, size: view.bounds.size))
        }
        view.drawHierarchy(in: CGRect(origin: .zero, size: view.bounds.size), afterScreenUpdates: true)
    }.cgImage
}

/// Writes `image` to /tmp/<name>.png so a failing pixel check can be looked at.
func keepForInspection(_ image: CGImage?, _ name: String) {
    guard let data = image?.pngData() else { return }
    try? data.write(to: URL(fileURLWithPath: "/tmp/\(name).png"))
}

/// Expects the pixel at (x, y) to be within `tolerance` of `expected` per channel; on failure keeps the picture.
func expectPixel(_ image: CGImage?, _ x: Int, _ y: Int, _ expected: RGBA8, tolerance: Int = 8, name: String,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard let image else {
        Issue.record("no image for \(name)", sourceLocation: sourceLocation)
        return
    }
    let actual = image.pixel(x, y)
    guard !actual.isClose(to: expected, tolerance: tolerance) else { return }
    keepForInspection(image, name)
    Issue.record("\(name): pixel (\(x), \(y)) is \(actual), expected \(expected); wrote /tmp/\(name).png",
                 sourceLocation: sourceLocation)
}

/// The columns (or rows) of `image` that hold a pixel darker than `threshold` in every colour channel.
func darkExtent(of image: CGImage, threshold: Int = 128) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
    var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
    for y in 0..<image.height {
        for x in 0..<image.width {
            let p = image.pixel(x, y)
            if p.a > 128, p.r < threshold, p.g < threshold, p.b < threshold {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
    }
    return maxX < 0 ? nil : (minX...maxX, minY...maxY)
}
