import Foundation

/// A mipmap chain: the image halved again and again (each level the 2x2 box average of the one before, rounded up
/// so that an odd last row or column averages with itself) down to 1x1, as a GPU builds it for trilinear
/// filtering. Made once per image, on first use, and kept with the image.
package final class CGImageMipmaps: @unchecked Sendable {
    // @unchecked: `levels` is only read and written under `lock`; renderers on several threads share images.
    private let lock = NSLock()
    private var levels: [CGImage] = []

    /// Level `index` of `image` (0 is the image itself), made with every level before it when first asked for;
    /// `nil` past the 1x1 level.
    func level(_ index: Int, of image: CGImage) -> CGImage? {
        guard index > 0 else { return image }
        lock.lock()
        defer { lock.unlock() }
        while levels.count < index {
            let previous = levels.last ?? image
            guard previous.width > 1 || previous.height > 1 else { return nil }
            levels.append(previous.halved())
        }
        return levels[index - 1]
    }
}

extension CGImage {
    /// The mipmap level `index` of this image (see `CGImageMipmaps`); `nil` past the 1x1 level.
    package func mipmapLevel(_ index: Int) -> CGImage? { mipmaps.level(index, of: self) }

    /// How many levels the chain has below the image itself: halvings until both sides are one pixel.
    package var mipmapLevelCount: Int {
        var count = 0, side = max(width, height)
        while side > 1 {
            side = (side + 1) / 2
            count += 1
        }
        return count
    }

    /// The image at half size, each pixel the average of a 2x2 cell (premultiplied channels, rounded).
    fileprivate func halved() -> CGImage {
        let newWidth = (width + 1) / 2, newHeight = (height + 1) / 2, newBytesPerRow = newWidth * 4
        let target = UnsafeMutableRawPointer.allocate(byteCount: max(newBytesPerRow * newHeight, 1), alignment: 16)
        for y in 0..<newHeight {
            let top = (pixels + 2 * y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            let bottom = (pixels + min(2 * y + 1, height - 1) * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            let row = (target + y * newBytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<newWidth {
                let left = 2 * x, right = min(2 * x + 1, width - 1)
                let cell = (top[left], top[right], bottom[left], bottom[right])
                var averaged: UInt32 = 0
                for shift in stride(from: UInt32(0), to: 32, by: 8) {
                    let sum = (cell.0 >> shift & 0xFF) + (cell.1 >> shift & 0xFF) + (cell.2 >> shift & 0xFF)
                        + (cell.3 >> shift & 0xFF)
                    averaged |= ((sum + 2) / 4) << shift
                }
                row[x] = averaged
            }
        }
        return CGImage(width: newWidth, height: newHeight, bytesPerRow: newBytesPerRow, adopting: target,
                       isOpaque: isOpaque)
    }
}
