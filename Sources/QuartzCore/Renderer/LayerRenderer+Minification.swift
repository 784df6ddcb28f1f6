/// Trilinear minification (`minificationFilter = .trilinear`), as a GPU samples a mipmapped texture: the level of
/// detail is the base-2 logarithm of how many image pixels fall on one device pixel (the larger of the two
/// directions) plus `minificationFilterBias`; the two levels round it are each sampled bilinearly and blended by
/// its fraction. The levels are made once per image and kept with it (`CGImage.mipmapLevel(_:)`), so the X11
/// compositor, which rasterizes its sprites with this code, shares them.
extension LayerRenderer {
    func drawTrilinear(_ image: CGImage, part: CGRect, in target: CGRect, bias: Float, _ ctx: CGContext) {
        let toDevice = DeviceSpace(ctx).userToDevice
        let across = part.width / (target.width * (toDevice.a * toDevice.a + toDevice.b * toDevice.b).squareRoot())
        let down = part.height / (target.height * (toDevice.c * toDevice.c + toDevice.d * toDevice.d).squareRoot())
        let detail = Self.levelOfDetail(imagePixelsPerDevicePixel: max(across, down), bias: bias)
        ctx.interpolationQuality = .low
        let lowest = image.mipmapLevelCount
        let lower = min(Int(detail.rounded(.down)), lowest)
        let blend = lower < lowest ? detail - CGFloat(lower) : 0
        // Weights that round to nothing in 8 bits need no second level.
        guard blend >= 1.0 / 512, blend <= 511.0 / 512 else {
            drawLevel(blend > 0.5 ? lower + 1 : lower, of: image, part: part, in: target, ctx)
            return
        }
        // Both levels weighted in a group of their own, added (premultiplied: the exact blend, also where the image
        // is translucent), then the group composited as one picture.
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.clip(to: target)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.setAlpha(1 - blend)
        drawLevel(lower, of: image, part: part, in: target, ctx)
        ctx.setBlendMode(.plusLighter)
        ctx.setAlpha(blend)
        drawLevel(lower + 1, of: image, part: part, in: target, ctx)
        ctx.endTransparencyLayer()
    }

    /// The level of detail for `imagePixelsPerDevicePixel` and a bias, never below 0 (the image itself), as
    /// OpenGL's `GL_LINEAR_MIPMAP_LINEAR` clamps it; `0` for numbers that are not finite.
    static func levelOfDetail(imagePixelsPerDevicePixel ratio: CGFloat, bias: Float) -> CGFloat {
        let biasValue = bias.isFinite ? CGFloat(bias) : 0
        guard ratio.isFinite, ratio > 0 else { return 0 }
        return max(log2(ratio) + biasValue, 0)
    }

    /// The `part` (in pixels of the image itself) of mipmap level `index`, bilinearly sampled over `target`.
    private func drawLevel(_ index: Int, of image: CGImage, part: CGRect, in target: CGRect, _ ctx: CGContext) {
        guard let level = image.mipmapLevel(index) else { return }
        let sx = CGFloat(level.width) / CGFloat(image.width), sy = CGFloat(level.height) / CGFloat(image.height)
        let levelPart = CGRect(x: part.minX * sx, y: part.minY * sy, width: part.width * sx, height: part.height * sy)
        drawImage(level, part: levelPart, in: target, ctx)
    }
}
