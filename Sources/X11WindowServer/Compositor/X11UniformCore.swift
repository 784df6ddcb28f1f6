internal import CXrender
import CoreGraphics

/// The middle of a sprite where every pixel is the same (a layer's background inside its border and rounded
/// corners), so that a turned composite of the sprite can fill most of its area with that colour instead of
/// resampling it.
///
/// X Render's bilinear filter costs the server about 8 ns a pixel inside a turned picture (its transparent corners
/// cost almost nothing), against about 1 ns for a solid fill. Where all four pixels a destination pixel is
/// interpolated from are the core's colour, the filter's result is that colour exactly (its weights sum to one in
/// integers), so filling those pixels "over" with it gives the very same pixels. Measured on Xvfb, a 100-pixel
/// rounded, bordered square turned by 0.3-0.8 rad: 81-87 us resampled whole, 52-59 us with its middle filled in
/// 4-8 bands and the rest resampled (a C probe); in the peer benchmark's scene the server's time per frame fell by a
/// quarter at N = 1,000 and 5,000 (see docs/ARCHITECTURE.md).
struct X11UniformCore: Equatable {
    /// In the sprite's pixels, integral: every pixel inside is `pixel`.
    let rect: CGRect
    /// Premultiplied native ARGB32, as the sprite stores it.
    let pixel: UInt32

    /// Sprites smaller than this on a side, or cores under a quarter of the sprite, save less than the requests
    /// cost; larger ones than `maximumSide` are not searched (the search reads the pixels a few times).
    static let minimumSide = 24, maximumSide = 512

    /// The largest core inset alike on every side that holds one colour, with something of the sprite's own
    /// colour (not transparent); nil when there is none worth using.
    static func find(in image: CGImage) -> X11UniformCore? {
        let (width, height) = (image.width, image.height)
        guard min(width, height) >= minimumSide, max(width, height) <= maximumSide else { return nil }
        let stride = image.bytesPerRow / 4
        let pixels = UnsafePointer(image.pixels.assumingMemoryBound(to: UInt32.self))
        let value = pixels[(height / 2) * stride + width / 2]
        guard value >> 24 != 0 else { return nil }
        func isUniform(inset: Int) -> Bool {
            for y in inset..<(height - inset) {
                let row = pixels + y * stride
                for x in inset..<(width - inset) where row[x] != value { return false }
            }
            return true
        }
        // Uniform at an inset stays uniform further in: the smallest inset that is, by halving.
        var low = 0, high = min(width, height) / 2 - minimumSide / 4
        guard high > 0, isUniform(inset: high) else { return nil }
        while low < high {
            let middle = (low + high) / 2
            if isUniform(inset: middle) { high = middle } else { low = middle + 1 }
        }
        let rect = CGRect(x: low, y: low, width: width - 2 * low, height: height - 2 * low)
        guard rect.width * rect.height * 4 >= CGFloat(width * height) else { return nil }
        return X11UniformCore(rect: rect, pixel: value)
    }

    /// How a composite of the sprite into `box` (destination pixels, the sprite placed by `spriteToDestination`)
    /// splits: `fills`, rectangles of destination pixels whose value is the core's whatever the filter does (in at
    /// most `maximumBands` bands of rows), and `rest`, the box without them, still resampled. Nil when no pixel is
    /// sure to be the core's.
    ///
    /// Each band costs 24 bytes on the wire (its fill and the two sides resampled), so few: the bands leave out an
    /// eighth of the core's rows at the top and the bottom, where a turned core comes to a point and no band would
    /// be wide, and share the rest. Three bands so fill about two thirds of a turned square's core on average over
    /// all angles (as much as six bands spread over the whole height), for 120 bytes a turned layer.
    func split(box: CGRect, spriteToDestination t: CGAffineTransform, maximumBands: Int = 3)
        -> (fills: [CGRect], rest: [CGRect])? {
        // The filter reads the two pixels on either side of where a destination pixel's centre lands: both are the
        // core's when that point lies half a pixel inside it (and an eighth more for the 16.16 transform's rounding).
        let inner = rect.insetBy(dx: 0.625, dy: 0.625)
        guard !inner.isEmpty, !box.isEmpty, box.isFiniteRect, t.isFinite else { return nil }
        let corners = [CGPoint(x: inner.minX, y: inner.minY), CGPoint(x: inner.maxX, y: inner.minY),
                       CGPoint(x: inner.maxX, y: inner.maxY), CGPoint(x: inner.minX, y: inner.maxY)]
            .map { $0.applying(t) }
        let top = corners.map(\.y).min() ?? 0, bottom = corners.map(\.y).max() ?? 0
        // Rows whose centres lie within the core's height, within the box.
        let firstRow = max((top - 0.5).rounded(.up), box.minY), endRow = min((bottom - 0.5).rounded(.down) + 1, box.maxY)
        let tip = Int(endRow - firstRow) / 8
        let rows = Int(endRow - firstRow) - 2 * tip
        guard rows >= 2 else { return nil }
        let bandCount = min(max(rows / 8, 1), maximumBands)
        var fills: [CGRect] = [], rest: [CGRect] = []
        var restTop = box.minY
        /// The box's full width from `restTop` down to `y`.
        func restRows(to y: CGFloat) {
            if y > restTop { rest.append(CGRect(x: box.minX, y: restTop, width: box.width, height: y - restTop)) }
        }
        for band in 0..<bandCount {
            let y0 = firstRow + CGFloat(tip + rows * band / bandCount)
            let y1 = firstRow + CGFloat(tip + rows * (band + 1) / bandCount)
            // The core is convex: the span every row of the band shares is that of its first and last rows' centres.
            guard let upper = Self.span(of: corners, atY: y0 + 0.5), let lower = Self.span(of: corners, atY: y1 - 0.5)
            else { continue }
            let left = max((max(upper.lowerBound, lower.lowerBound) - 0.5).rounded(.up), box.minX)
            let right = min((min(upper.upperBound, lower.upperBound) - 0.5).rounded(.down) + 1, box.maxX)
            guard right - left >= 2 else { continue }
            restRows(to: y0)
            fills.append(CGRect(x: left, y: y0, width: right - left, height: y1 - y0))
            if left > box.minX { rest.append(CGRect(x: box.minX, y: y0, width: left - box.minX, height: y1 - y0)) }
            if right < box.maxX { rest.append(CGRect(x: right, y: y0, width: box.maxX - right, height: y1 - y0)) }
            restTop = y1
        }
        guard !fills.isEmpty else { return nil }
        restRows(to: box.maxY)
        return (fills, rest)
    }

    /// The horizontal extent of the convex outline `corners` at height `y`, nil where it does not reach.
    private static func span(of corners: [CGPoint], atY y: CGFloat) -> ClosedRange<CGFloat>? {
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for index in corners.indices {
            let p = corners[index], q = corners[(index + 1) % corners.count]
            guard (p.y - y) * (q.y - y) <= 0, p.y != q.y else { continue }
            let x = p.x + (y - p.y) / (q.y - p.y) * (q.x - p.x)
            low = min(low, x)
            high = max(high, x)
        }
        return low <= high ? low...high : nil
    }

    /// The core's pixel as X Render's 16-bit colour: each byte repeated, which the server shifts back to that byte.
    var color: XRenderColor {
        func channel(_ shift: UInt32) -> UInt16 { UInt16((pixel >> shift) & 0xff) * 257 }
        return XRenderColor(red: channel(16), green: channel(8), blue: channel(0), alpha: channel(24))
    }
}
