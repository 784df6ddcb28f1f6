/// The most the PNG and JPEG decoders spend on one image. A file of a few hundred bytes can declare an image of
/// gigabytes, and a progressive JPEG can make the decoder walk the whole image once per scan, so each limit is
/// checked before the work it bounds: the size from the file's header before any pixel memory is allocated, the
/// scans as libjpeg reaches them. A refused image decodes to `nil` with one `CGLog` line naming the limit.
package enum ImageDecodeLimits {
    /// 64 Mi pixels, 256 MiB decoded at 4 bytes a pixel: 8192 x 8192, more than a 48-megapixel camera's photos.
    package static let maximumPixelCount = 1 << 26

    /// Encoders write about 10 scans (libjpeg's default progressive script) and optimised ones rarely 20; a file
    /// with more is built to waste time.
    package static let maximumJPEGScans = 100

    /// Whether an image of the size a `format` file declares may be decoded; a refusal logs why.
    package static func admit(width: Int, height: Int, format: String) -> Bool {
        guard width > 0, height > 0 else {
            CGLog.error("\(format) image refused: its header declares an empty size of \(width)x\(height) pixels")
            return false
        }
        guard width <= CGContext.maximumDimension, height <= CGContext.maximumDimension else {
            CGLog.error("\(format) image refused: \(width)x\(height) pixels is more than \(CGContext.maximumDimension) "
                        + "pixels a side, the most a bitmap may have")
            return false
        }
        guard width * height <= maximumPixelCount else {
            CGLog.error("\(format) image refused: \(width)x\(height) pixels (\(width * height)) is more than the "
                        + "decoding limit of \(maximumPixelCount) pixels (\(maximumPixelCount >> 18) MiB decoded)")
            return false
        }
        return true
    }
}
