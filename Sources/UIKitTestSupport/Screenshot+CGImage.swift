import CoreGraphics

extension Screenshot {
    /// A rendered image as a screenshot (over opaque black, as the screen shows it), for comparisons.
    public init(_ image: CGImage) {
        var pixels = [UInt32](repeating: 0, count: image.width * image.height)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.argb(x: x, y: y)
                pixels[y * image.width + x] = 0xff00_0000 | (p & 0x00ff_ffff)
            }
        }
        self.init(width: image.width, height: image.height, pixels: pixels)
    }
}
