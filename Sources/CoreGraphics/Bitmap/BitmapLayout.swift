/// A caller's 8-bit pixel format, and conversion to and from the premultiplied native ARGB32 used internally.
package struct BitmapLayout: Sendable, Equatable {
    enum Kind: Equatable { case gray, alphaOnly, rgb }
    let kind: Kind
    let bytesPerPixel: Int
    let alphaInfo: CGImageAlphaInfo
    /// Byte offsets of red, green, blue and alpha within a 4-byte pixel (alpha's is `nil` when there is none).
    let offsets: (r: Int, g: Int, b: Int, a: Int?)

    package static func == (l: BitmapLayout, r: BitmapLayout) -> Bool {
        l.kind == r.kind && l.bytesPerPixel == r.bytesPerPixel && l.alphaInfo == r.alphaInfo
            && l.offsets == r.offsets
    }

    var hasAlpha: Bool {
        switch alphaInfo {
        case .none, .noneSkipLast, .noneSkipFirst: false
        default: true
        }
    }

    var isPremultiplied: Bool { alphaInfo == .premultipliedFirst || alphaInfo == .premultipliedLast }

    /// Premultiplied or opaque ARGB in a little-endian 32-bit word: Cairo's own format, usable without conversion.
    var isCairoNative: Bool {
        kind == .rgb && bytesPerPixel == 4 && offsets.r == 2 && offsets.g == 1 && offsets.b == 0
            && (alphaInfo == .premultipliedFirst || alphaInfo == .noneSkipFirst)
    }

    /// `nil` for formats this implementation does not handle (16-bit, float, 1-bit masks, CMYK).
    package init?(bitsPerComponent: Int, bitsPerPixel: Int? = nil, space: CGColorSpace?, bitmapInfo: UInt32) {
        guard bitsPerComponent == 8, bitmapInfo & CGBitmapInfo.floatComponents.rawValue == 0,
              let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) else { return nil }
        alphaInfo = alpha
        if alpha == .alphaOnly {
            guard bitsPerPixel == nil || bitsPerPixel == 8 else { return nil }
            kind = .alphaOnly; bytesPerPixel = 1; offsets = (0, 0, 0, 0)
            return
        }
        if space?.model == .monochrome || space == nil {
            guard alpha == .none, bitsPerPixel == nil || bitsPerPixel == 8 else { return nil }
            kind = .gray; bytesPerPixel = 1; offsets = (0, 0, 0, nil)
            return
        }
        guard alpha != .none, bitsPerPixel == nil || bitsPerPixel == 32 else {
            // 24-bit RGB images have no padding byte.
            guard alpha == .none, bitsPerPixel == 24 else { return nil }
            kind = .rgb; bytesPerPixel = 3; offsets = (0, 1, 2, nil)
            return
        }
        kind = .rgb
        bytesPerPixel = 4
        let alphaFirst = alpha == .premultipliedFirst || alpha == .first || alpha == .noneSkipFirst
        // Logical order from the most significant byte; little-endian words store it reversed.
        let logical = alphaFirst ? [3, 0, 1, 2] : [0, 1, 2, 3] // indices: 0 r, 1 g, 2 b, 3 a
        let order = bitmapInfo & CGBitmapInfo.byteOrderMask.rawValue
        let memory = order == CGBitmapInfo.byteOrder32Little.rawValue ? Array(logical.reversed()) : logical
        let position = { (channel: Int) in memory.firstIndex(of: channel)! }
        let skipsAlpha = alpha == .noneSkipFirst || alpha == .noneSkipLast
        offsets = (position(0), position(1), position(2), skipsAlpha ? nil : position(3))
    }

    var bitmapInfo: UInt32 {
        switch kind {
        case .gray, .alphaOnly: return alphaInfo.rawValue
        case .rgb:
            let little = bytesPerPixel == 4 && (offsets.r == 2 && offsets.b == 0 || offsets.r == 3)
            return alphaInfo.rawValue | (little ? CGBitmapInfo.byteOrder32Little.rawValue : 0)
        }
    }

    /// Converts one row of `width` pixels into premultiplied native ARGB32.
    func toNative(_ src: UnsafeRawPointer, _ dst: UnsafeMutablePointer<UInt32>, width: Int) {
        let s = src.assumingMemoryBound(to: UInt8.self)
        for x in 0..<width {
            let p = s + x * bytesPerPixel
            var r: UInt32, g: UInt32, b: UInt32, a: UInt32
            switch kind {
            case .gray: r = UInt32(p[0]); g = r; b = r; a = 255
            case .alphaOnly: r = 0; g = 0; b = 0; a = UInt32(p[0])
            case .rgb:
                r = UInt32(p[offsets.r]); g = UInt32(p[offsets.g]); b = UInt32(p[offsets.b])
                a = offsets.a.map { UInt32(p[$0]) } ?? 255
                if !isPremultiplied && a < 255 {
                    r = (r * a + 127) / 255; g = (g * a + 127) / 255; b = (b * a + 127) / 255
                }
                if isPremultiplied { r = min(r, a); g = min(g, a); b = min(b, a) }
            }
            dst[x] = a << 24 | r << 16 | g << 8 | b
        }
    }

    /// Converts one row of premultiplied native ARGB32 into this layout.
    func fromNative(_ src: UnsafePointer<UInt32>, _ dst: UnsafeMutableRawPointer, width: Int) {
        let d = dst.assumingMemoryBound(to: UInt8.self)
        for x in 0..<width {
            let v = src[x]
            let a = v >> 24, r = (v >> 16) & 0xFF, g = (v >> 8) & 0xFF, b = v & 0xFF
            let p = d + x * bytesPerPixel
            switch kind {
            case .gray: p[0] = UInt8((r * 77 + g * 150 + b * 29 + 128) >> 8)
            case .alphaOnly: p[0] = UInt8(a)
            case .rgb:
                var (rr, gg, bb) = (r, g, b)
                if !isPremultiplied && hasAlpha && a > 0 && a < 255 {
                    rr = min(255, (r * 255 + a / 2) / a); gg = min(255, (g * 255 + a / 2) / a)
                    bb = min(255, (b * 255 + a / 2) / a)
                }
                p[offsets.r] = UInt8(rr); p[offsets.g] = UInt8(gg); p[offsets.b] = UInt8(bb)
                if let ao = offsets.a { p[ao] = UInt8(a) }
                else if bytesPerPixel == 4 {
                    // The skipped byte is written opaque, as Core Graphics leaves it.
                    let skip = 6 - offsets.r - offsets.g - offsets.b
                    p[skip] = 255
                }
            }
        }
    }
}
