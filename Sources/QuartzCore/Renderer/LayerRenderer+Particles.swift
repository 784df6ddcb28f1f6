/// Draws an emitter's particles: each its cell's image placed by the particle's transform (sampled bilinearly and
/// unclipped, as the X11 compositor's transformed pictures are), its colour channels multiplied by the particle's
/// colour (a tinted copy of the image, made once per colour per drawing) and faded by its alpha; over what is below,
/// or added to it in additive mode (Cairo's ADD).
extension LayerRenderer {
    func drawParticles(_ particles: LayerDrawing.Particles, in ctx: CGContext) {
        var images: [TintKey: CGImage] = [:]
        if particles.isAdditive { ctx.setBlendMode(.plusLighter) }
        for instance in particles.instances where instance.alpha > 0 && instance.scale > 0 {
            let sprite = particles.sprites[Int(instance.sprite)]
            let key = TintKey(sprite: instance.sprite, color: instance)
            let image: CGImage
            if let made = images[key] {
                image = made
            } else {
                guard let made = Self.tinted(sprite, by: key) else { continue }
                images[key] = made
                image = made
            }
            // The image's pixels to the sprite's points, then placed by the particle.
            let pixelsToPoints = CGAffineTransform(scaleX: sprite.size.width / CGFloat(image.width),
                                                   y: sprite.size.height / CGFloat(image.height))
            ctx.saveGState()
            ctx.setAlpha(CGFloat(instance.alpha))
            ctx.paintImagePixels(image, through: pixelsToPoints.concatenating(instance.placement(of: sprite)),
                                 nearest: sprite.usesNearestFilter)
            ctx.restoreGState()
        }
    }

    /// A particle colour to 8 bits a channel: the tinted copies drawn for one drawing.
    struct TintKey: Hashable {
        let sprite: Int32
        let red: UInt8, green: UInt8, blue: UInt8

        init(sprite: Int32, color: LayerDrawing.Particles.Instance) {
            self.sprite = sprite
            func byte(_ value: Float) -> UInt8 { UInt8(min(max(value, 0), 1) * 255 + 0.5) }
            red = byte(color.red); green = byte(color.green); blue = byte(color.blue)
        }
    }

    /// The sprite's part of its image with each pixel's colour channels multiplied by the key's colour (alpha
    /// kept: premultiplied pixels stay valid); white copies the part unchanged.
    static func tinted(_ sprite: LayerDrawing.Particles.Sprite, by key: TintKey) -> CGImage? {
        let source = sprite.image
        let part = sprite.sourceRect.integral.intersection(CGRect(x: 0, y: 0, width: source.width, height: source.height))
        guard !part.isNull, part.width >= 1, part.height >= 1 else { return nil }
        let width = Int(part.width), height = Int(part.height), left = Int(part.minX), top = Int(part.minY)
        let bytesPerRow = width * 4
        let pixels = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 16)
        let scale = (red: UInt32(key.red) + 1, green: UInt32(key.green) + 1, blue: UInt32(key.blue) + 1)
        for row in 0..<height {
            let from = (source.pixels + (top + row) * source.bytesPerRow + left * 4).assumingMemoryBound(to: UInt32.self)
            let to = (pixels + row * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = from[x]
                let r = (((p >> 16) & 0xFF) * scale.red) >> 8
                let g = (((p >> 8) & 0xFF) * scale.green) >> 8
                let b = ((p & 0xFF) * scale.blue) >> 8
                to[x] = (p & 0xFF00_0000) | (r << 16) | (g << 8) | b
            }
        }
        return CGImage(width: width, height: height, bytesPerRow: bytesPerRow, adopting: pixels, isOpaque: false)
    }
}
