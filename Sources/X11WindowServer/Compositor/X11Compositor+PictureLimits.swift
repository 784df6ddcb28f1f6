internal import CX11
import Foundation
import UIKitCore

/// Pictures the X server may refuse: out of memory (BadAlloc), or beyond what it allows. A refusal is an
/// asynchronous error, so large pictures are checked with a round trip when made; a refused size halves the largest
/// picture the compositor asks for from then on, and the frame is composed again with it (layers whose sprites no
/// longer fit are drawn on the client, only where visible). One line is logged, the first time.
extension X11Compositor {
    /// Pictures from this many bytes up are checked when made (smaller ones are not worth a round trip).
    static let checkedPictureBytes = 4 << 20
    /// The limit never falls below this: a server refusing so little is out of memory for everything.
    static let smallestPicturePixels = 256 * 256

    /// The longest side of a pixmap the X server makes: its coordinates are 16-bit signed, and it refuses a longer
    /// one with BadAlloc however little memory the pixmap would take (a 40,000 x 10 strip).
    static let maximumPictureSide = 32_767

    /// The largest sprite, in pixels, the compositor keeps on the server now.
    var spritePixelLimit: Int { min(Self.maximumSpritePixels, picturePixelLimit) }

    /// Whether a `width` x `height` pixel picture is within the sprite limit now and the server's longest side.
    func fitsInPicture(width: CGFloat, height: CGFloat) -> Bool {
        Self.picture(width: width, height: height, fitsWithin: spritePixelLimit)
    }

    /// Whether a `width` x `height` pixel picture (fractional sides round up, as sprites do) has at most `pixels`
    /// pixels and no side beyond the server's; false for non-finite sizes.
    static func picture(width: CGFloat, height: CGFloat, fitsWithin pixels: Int) -> Bool {
        let (width, height) = (width.rounded(.up), height.rounded(.up))
        let side = CGFloat(maximumPictureSide)
        return width <= side && height <= side && width * height <= CGFloat(pixels)
    }

    /// A new `width` x `height` picture, or nil when it is beyond the current limit or the server refused it.
    func makePicture(width: Int, height: Int) -> X11Picture? {
        checkedForRefusal(width: width, height: height, bytesPerPixel: 4, free: { $0.free() }) {
            X11Picture(width: width, height: height, connection: connection)
        }
    }

    /// What `make` creates on the server, a `width` x `height` picture of `bytesPerPixel`, or nil when it is beyond
    /// the current limit or the server refused it (then freed with `free`).
    func checkedForRefusal<Made>(width: Int, height: Int, bytesPerPixel: Int, free: (Made) -> Void,
                                 _ make: () -> Made?) -> Made? {
        let pixels = width * height
        // Beyond the server's longest side it would refuse, whatever memory it has: not asked for (not a refusal
        // that should lower the limit for every other picture).
        guard pixels <= picturePixelLimit, width <= Self.maximumPictureSide, height <= Self.maximumPictureSide
        else { return nil }
        guard pixels * bytesPerPixel >= Self.checkedPictureBytes else { return make() }
        let errorsBefore = X11ErrorTrap.errorCount
        X11ErrorTrap.quiet = true
        defer { X11ErrorTrap.quiet = false }
        guard let made = make() else { return nil }
        XSync(display, 0)
        guard X11ErrorTrap.errorCount != errorsBefore else { return made }
        // Its ids name nothing on the server, or a pixmap without its picture: free whatever exists, quietly.
        free(made)
        XSync(display, 0)
        picturePixelLimit = max(pixels / 2, Self.smallestPicturePixels)
        pictureWasRefused = true
        if !reportedPictureRefusal {
            reportedPictureRefusal = true
            UIKitLog.error("X11 compositor: the X server at '\(connection.displayName)' refused a \(width)x\(height) "
                + "picture; keeping pictures under \(picturePixelLimit) pixels and drawing larger layers on the "
                + "client where visible")
        }
        return nil
    }
}
