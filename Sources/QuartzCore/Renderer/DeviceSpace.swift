/// A context's device (pixel, y-down) space as seen from its current user space, for the renderer's work that
/// happens in pixels: shadows cast by a path and layers warped through a perspective projection.
struct DeviceSpace {
    /// Maps the context's current user space to its pixels.
    let userToDevice: CGAffineTransform
    /// `setShadow` measures in base units: device pixels divided by this, y down when the context is flipped.
    let baseScale: CGFloat
    let isFlipped: Bool
    let bounds: CGRect

    init(_ ctx: CGContext) {
        // A context's base space is its pixels with y up; `ctm` maps user space to it.
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(ctx.height))
        userToDevice = ctx.ctm.concatenating(flip)
        baseScale = ctx.baseScale
        isFlipped = ctx.isFlipped
        bounds = CGRect(x: 0, y: 0, width: ctx.width, height: ctx.height)
    }

    /// A vector of user space in pixels.
    func deviceVector(_ v: CGSize) -> CGSize {
        CGSize(width: v.width * userToDevice.a + v.height * userToDevice.c,
               height: v.width * userToDevice.b + v.height * userToDevice.d)
    }

    /// How many pixels one unit of user space covers, on average over directions.
    var stretch: CGFloat {
        abs(userToDevice.a * userToDevice.d - userToDevice.b * userToDevice.c).squareRoot()
    }

    /// Draws an image pixel for pixel with its top-left corner at `origin` (in pixels), through the context's clip.
    func drawDeviceImage(_ image: CGImage, at origin: CGPoint, in ctx: CGContext) {
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.concatenate(userToDevice.inverted())
        let rect = CGRect(x: origin.x, y: origin.y, width: CGFloat(image.width), height: CGFloat(image.height))
        // Context drawing flips images in a y-down space; flip about the rect so the image lands upright.
        ctx.translateBy(x: 0, y: rect.minY + rect.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.interpolationQuality = .none
        ctx.draw(image, in: rect)
    }
}
