internal import CCairo

/// An immutable bitmap. Pixels are stored premultiplied, 32 bits each, in the host's native ARGB order
/// (Cairo's `ARGB32`, X Render's `PictStandardARGB32`), so renderers and compositors use them as they are.
public final class CGImage: @unchecked Sendable, CustomStringConvertible {
    // @unchecked: the pixel buffer is written only during initialisation and never after.
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var colorSpace: CGColorSpace? { .deviceRGB }
    /// Whether every pixel is known to be opaque (the image came from a format without alpha).
    package let isOpaque: Bool

    /// Distinguishes images for caches (a compositor uploads each image once).
    package let identifier: UInt64
    package let pixels: UnsafeMutableRawPointer
    /// The halvings of this image, made the first time a renderer minifies it trilinearly (`CGImage+Mipmaps.swift`).
    let mipmaps = CGImageMipmaps()

    private static let nextIdentifier = IdentifierCounter()

    /// Takes a copy of `bytes`, which hold `height` rows of `bytesPerRow` premultiplied ARGB32 pixels. With
    /// `isOpaque`, alpha is forced to 1 (Cairo leaves the unused byte of opaque pixels undefined).
    package init(width: Int, height: Int, bytesPerRow: Int, copying bytes: UnsafeRawPointer, isOpaque: Bool = false) {
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.isOpaque = isOpaque
        let count = max(bytesPerRow * height, 1)
        pixels = .allocate(byteCount: count, alignment: 16)
        pixels.copyMemory(from: bytes, byteCount: bytesPerRow * height)
        if isOpaque {
            for y in 0..<height {
                let row = (pixels + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { row[x] |= 0xFF00_0000 }
            }
        }
        identifier = Self.nextIdentifier.next()
    }

    /// Takes ownership of `pixels` (allocated with `UnsafeMutableRawPointer.allocate`), already in the native format.
    package init(width: Int, height: Int, bytesPerRow: Int, adopting pixels: UnsafeMutableRawPointer, isOpaque: Bool) {
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.isOpaque = isOpaque
        self.pixels = pixels
        identifier = Self.nextIdentifier.next()
    }

    deinit { pixels.deallocate() }

    /// The premultiplied ARGB32 value at (x, y), origin top left.
    package func argb(x: Int, y: Int) -> UInt32 {
        pixels.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
    }

    /// A Cairo surface that reads this image's pixels without copying. Keep the image alive while it is used.
    package func makeCairoSurface() -> OpaquePointer {
        cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self),
                                            isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                                            Int32(width), Int32(height), Int32(bytesPerRow))
    }

    public var description: String { "<CGImage \(width)x\(height)>" }
}

/// A thread-safe counter for identifiers that must be unique within the process.
package final class IdentifierCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt64 = 0
    package init() {}
    package func next() -> UInt64 {
        lock.lock(); defer { lock.unlock() }
        value += 1
        return value
    }
}
