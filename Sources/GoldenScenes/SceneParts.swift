import UIKit

/// Small builders the scenes share, so each scene reads as the property it shows.
@MainActor enum SceneParts {
    static let red = CGColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)
    static let green = CGColor(red: 0.1, green: 0.7, blue: 0.2, alpha: 1)
    static let blue = CGColor(red: 0.1, green: 0.2, blue: 0.9, alpha: 1)
    static let yellow = CGColor(red: 1, green: 0.85, blue: 0.1, alpha: 1)
    static let paper = CGColor(gray: 0.92, alpha: 1)

    /// The scene's root: a light background the size of the scene.
    static func root(_ size: CGSize = CGSize(width: 120, height: 120)) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = paper
        return root
    }

    /// A plain coloured layer.
    static func box(_ frame: CGRect, _ color: CGColor?) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    /// A `width` x `height` pixel image in four coloured quadrants (red top-left, green top-right, blue
    /// bottom-left, yellow bottom-right), so that flips, crops and placement are all visible.
    static func quadrants(width: Int, height: Int) -> CGImage {
        // A fixed, valid size: the builders below cannot fail.
        let context = try! CGContext(pixelWidth: width, pixelHeight: height, flipped: true)
        let w = CGFloat(width) / 2, h = CGFloat(height) / 2
        for (rect, color) in [(CGRect(x: 0, y: 0, width: w, height: h), red),
                              (CGRect(x: w, y: 0, width: w, height: h), green),
                              (CGRect(x: 0, y: h, width: w, height: h), blue),
                              (CGRect(x: w, y: h, width: w, height: h), yellow)] {
            context.setFillColor(color)
            context.fill(rect)
        }
        return context.makeImage()!
    }

    /// A `size` x `size` pixel checkerboard of black and white squares `square` pixels wide: shrunk, it shows
    /// how a filter averages (an even grey) or aliases (a coarse pattern of black and white).
    static func checkerboard(size: Int, square: Int) -> CGImage {
        let context = try! CGContext(pixelWidth: size, pixelHeight: size, flipped: true)
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: size, height: size))
        context.setFillColor(CGColor(gray: 0, alpha: 1))
        for y in stride(from: 0, to: size, by: square) {
            for x in stride(from: 0, to: size, by: square) where (x / square + y / square) % 2 == 1 {
                context.fill(CGRect(x: x, y: y, width: square, height: square))
            }
        }
        return context.makeImage()!
    }

    /// A square frame image for nine-part stretching: a `border`-pixel dark frame with a light centre and a
    /// red dot in each corner.
    static func frameImage(size: Int, border: Int) -> CGImage {
        let context = try! CGContext(pixelWidth: size, pixelHeight: size, flipped: true)
        let s = CGFloat(size), b = CGFloat(border)
        context.setFillColor(CGColor(gray: 0.15, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: s, height: s))
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(x: b, y: b, width: s - 2 * b, height: s - 2 * b))
        context.setFillColor(red)
        for (x, y) in [(0, 0), (s - 2, 0), (0, s - 2), (s - 2, s - 2)] {
            context.fill(CGRect(x: x, y: y, width: 2, height: 2))
        }
        return context.makeImage()!
    }
}
