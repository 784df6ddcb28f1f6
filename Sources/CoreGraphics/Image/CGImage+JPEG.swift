internal import CJPEG

/// JPEG through libjpeg-turbo.
extension CGImage {
    /// Decodes JPEG data. `nil` for corrupt or truncated data and for images over `ImageDecodeLimits`.
    public convenience init?(jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        self.init(decoding: source, with: CGImage.decodeJPEG)
    }

    /// `nil`, with a `CGLog` line, for images over `ImageDecodeLimits`.
    package static func decodeJPEG(_ data: Data) -> CGImage? {
        guard data.count >= 4, data[data.startIndex] == 0xFF, data[data.startIndex + 1] == 0xD8 else { return nil }
        return data.withUnsafeBytes { raw -> CGImage? in
            let bytes = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            var w: Int32 = 0, h: Int32 = 0
            guard cjpeg_read_size(bytes, UInt(raw.count), &w, &h) == 0,
                  ImageDecodeLimits.admit(width: Int(w), height: Int(h), format: "JPEG") else { return nil }
            let stride = Int(w) * 4
            let pixels = UnsafeMutableRawPointer.allocate(byteCount: stride * Int(h), alignment: 16)
            let status = cjpeg_decode(bytes, UInt(raw.count), pixels.assumingMemoryBound(to: UInt8.self), w, h,
                                      Int32(ImageDecodeLimits.maximumJPEGScans))
            guard status == 0 else {
                pixels.deallocate()
                if status == CJPEG_TOO_MANY_SCANS {
                    CGLog.error("JPEG image of \(w)x\(h) pixels refused: more than the decoding limit of "
                                + "\(ImageDecodeLimits.maximumJPEGScans) progressive scans")
                }
                return nil
            }
            return CGImage(width: Int(w), height: Int(h), bytesPerRow: stride, adopting: pixels, isOpaque: true)
        }
    }

    /// The image as baseline JPEG data; transparent parts come out black, as on iOS. `quality` is 0...1.
    package func jpegData(quality: CGFloat) -> Data? {
        let q = quality.isNaN ? 75 : Int32(min(max(quality, 0), 1) * 100)
        var out: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = cjpeg_encode(pixels.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height),
                                  Int32(bytesPerRow), max(q, 1), &out, &size)
        defer { free(out) }
        guard status == 0, let out else { return nil }
        return Data(bytes: out, count: Int(size))
    }

    /// Decodes PNG or JPEG data, whichever it is. `nil` for anything else or anything broken.
    package static func decode(_ data: Data) -> CGImage? {
        if data.starts(with: pngSignature) { return decodePNG(data) }
        if data.starts(with: [0xFF, 0xD8]) { return decodeJPEG(data) }
        return nil
    }
}
