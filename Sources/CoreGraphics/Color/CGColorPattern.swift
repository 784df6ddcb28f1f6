/// What a pattern colour repeats (`UIColor(patternImage:)`): an image whose tiles, each `tileSize` in user space,
/// are lined up with the user space origin and drawn upright whichever way the user space's y axis points.
///
/// Core Graphics' own pattern API (`CGPattern` with C drawing callbacks) cannot take this CGContext, a Swift class,
/// through a C function pointer on Linux; pattern colours of images are what UIKit apps make, and this carries them.
package struct CGColorPattern: Sendable, Equatable {
    package let image: CGImage
    package let tileSize: CGSize
    /// The mean alpha of the image's pixels, which the colour's alpha component reports times `alpha`.
    package let coverage: CGFloat
    /// The colour's own alpha (`withAlphaComponent`), applied to every tile.
    package var alpha: CGFloat = 1

    package init(image: CGImage, tileSize: CGSize, coverage: CGFloat) {
        self.image = image
        self.tileSize = tileSize
        self.coverage = coverage
    }

    package static func == (l: CGColorPattern, r: CGColorPattern) -> Bool {
        l.image === r.image && l.tileSize == r.tileSize && l.alpha == r.alpha
    }
}
