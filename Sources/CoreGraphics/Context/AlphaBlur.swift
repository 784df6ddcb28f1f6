/// An approximate Gaussian blur of an 8-bit alpha plane: three box blurs in each direction.
enum AlphaBlur {
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: CGFloat) {
        guard sigma >= 0.5, width > 0, height > 0 else { return }
        // A box wider than the plane spreads the ink to nothing either way: no wider is needed (and a radius of
        // 1e30 must not reach an Int conversion or the padding arithmetic below).
        let widest = width + height
        let radius = boxRadius(sigma: sigma, widest: widest)
        guard let ink = inkBounds(data, width: width, height: height, stride: stride) else { return }
        let pad = 3 * radius
        let x0 = max(ink.x0 - pad, 0), x1 = min(ink.x1 + pad, width - 1)
        let y0 = max(ink.y0 - pad, 0), y1 = min(ink.y1 + pad, height - 1)
        let w = x1 - x0 + 1, h = y1 - y0 + 1
        var plane = [Float](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w { plane[y * w + x] = Float(data[(y + y0) * stride + x + x0]) } }
        var line = [Float](repeating: 0, count: max(w, h))
        plane.withUnsafeMutableBufferPointer { p in
            line.withUnsafeMutableBufferPointer { l in
                for _ in 0..<3 {
                    for y in 0..<h { boxBlur(p.baseAddress! + y * w, count: w, step: 1, radius: radius, scratch: l) }
                    for x in 0..<w { boxBlur(p.baseAddress! + x, count: h, step: w, radius: radius, scratch: l) }
                }
            }
        }
        for y in 0..<h {
            for x in 0..<w { data[(y + y0) * stride + x + x0] = UInt8(min(max(plane[y * w + x].rounded(), 0), 255)) }
        }
    }

    /// The half-width of the three boxes whose succession approximates a Gaussian of `sigma`, at most `widest`.
    static func boxRadius(sigma: CGFloat, widest: Int) -> Int {
        // Three boxes of half-width r have a combined variance of ((2r+1)^2 - 1) / 4.
        let exact = ((4 * sigma * sigma + 1).squareRoot() - 1) / 2
        return min(max(1, Int(saturating: exact, rounding: .toNearestOrAwayFromZero)), max(widest, 1))
    }

    /// One running-sum box blur along a line. Samples beyond the ends count as zero, or as the end sample when
    /// `clampsEdges` (a backdrop continues past the area it samples; a shadow's ink does not).
    static func boxBlur(_ p: UnsafeMutablePointer<Float>, count: Int, step: Int, radius: Int,
                        scratch: UnsafeMutableBufferPointer<Float>, clampsEdges: Bool = false) {
        for i in 0..<count { scratch[i] = p[i * step] }
        let scale = 1 / Float(2 * radius + 1)
        let first = clampsEdges ? scratch[0] : 0, last = clampsEdges ? scratch[count - 1] : 0
        var sum: Float = 0
        for i in -radius...radius { sum += i < 0 ? first : i < count ? scratch[i] : last }
        for i in 0..<count {
            p[i * step] = sum * scale
            let add = i + radius + 1, remove = i - radius
            sum += add < count ? scratch[add] : last
            sum -= remove >= 0 ? scratch[remove] : first
        }
    }

    private static func inkBounds(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
                                  stride: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var x0 = width, y0 = height, x1 = -1, y1 = -1
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width where row[x] != 0 {
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
            }
        }
        return x1 < 0 ? nil : (x0, y0, x1, y1)
    }
}
