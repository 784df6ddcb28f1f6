/// Step 2 of a backdrop blur (see `BackdropBlur`), on the small picture: the box blurs and the saturation.
extension BackdropBlur {
    /// Luminance weights of SVG's `saturate` colour matrix (Rec. 709), by plane: blue, green, red.
    private static let luminanceWeights: (blue: Float, green: Float, red: Float) = (0.0722, 0.7152, 0.2126)

    /// Blurs the small picture's four premultiplied planes (blue, green, red, alpha; `smallWidth` x `smallHeight`
    /// each) in place, then scales its saturation.
    package func blurAndSaturate(_ planes: inout [[Float]]) {
        let (sw, sh) = (smallWidth, smallHeight)
        var line = [Float](repeating: 0, count: max(sw, sh))
        line.withUnsafeMutableBufferPointer { l in
            for c in 0..<4 {
                planes[c].withUnsafeMutableBufferPointer { p in
                    for _ in 0..<3 {
                        for y in 0..<sh {
                            AlphaBlur.boxBlur(p.baseAddress! + y * sw, count: sw, step: 1, radius: boxRadius,
                                              scratch: l, clampsEdges: true)
                        }
                        for x in 0..<sw {
                            AlphaBlur.boxBlur(p.baseAddress! + x, count: sh, step: sw, radius: boxRadius,
                                              scratch: l, clampsEdges: true)
                        }
                    }
                }
            }
        }
        saturate(&planes)
    }

    /// Mixes each colour with its luminance: `luminance + saturation * (colour - luminance)`. Linear, so it works on
    /// premultiplied values as they are; results are kept between 0 and the pixel's alpha.
    private func saturate(_ planes: inout [[Float]]) {
        guard saturation != 1 else { return }
        let s = Float(saturation), w = Self.luminanceWeights
        for i in 0..<(smallWidth * smallHeight) {
            let blue = planes[0][i], green = planes[1][i], red = planes[2][i], alpha = planes[3][i]
            let luminance = w.blue * blue + w.green * green + w.red * red
            planes[0][i] = min(max(luminance + s * (blue - luminance), 0), alpha)
            planes[1][i] = min(max(luminance + s * (green - luminance), 0), alpha)
            planes[2][i] = min(max(luminance + s * (red - luminance), 0), alpha)
        }
    }

    /// The blurred, saturated small picture made from one averaged down elsewhere (a compositor's server):
    /// `averaged` holds `smallWidth` x `smallHeight` premultiplied ARGB32 pixels, rows `bytesPerRow` apart. The
    /// result is in the same format, for the compositor to read back bilinearly over `box` as step 3 says.
    package func blurredSmallPicture(averaged: UnsafeRawPointer, bytesPerRow: Int) -> CGImage {
        let (sw, sh) = (smallWidth, smallHeight)
        var planes = [[Float]](repeating: [Float](repeating: 0, count: sw * sh), count: 4)
        for y in 0..<sh {
            let row = (averaged + y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in 0..<sw {
                for c in 0..<4 { planes[c][y * sw + x] = Float(row[4 * x + c]) }
            }
        }
        blurAndSaturate(&planes)
        let outRow = sw * 4
        let pixels = UnsafeMutableRawPointer.allocate(byteCount: max(outRow * sh, 1), alignment: 16)
        let bytes = pixels.assumingMemoryBound(to: UInt8.self)
        for i in 0..<(sw * sh) {
            let alpha = min(max(planes[3][i].rounded(), 0), 255)
            bytes[4 * i + 3] = UInt8(alpha)
            for c in 0..<3 { bytes[4 * i + c] = UInt8(min(max(planes[c][i].rounded(), 0), alpha)) }
        }
        return CGImage(width: sw, height: sh, bytesPerRow: outRow, adopting: pixels, isOpaque: false)
    }
}
