/// Draws an emitter's particles: each its cell's image placed by the particle's transform (unclipped, as the X11
/// compositor's transformed pictures are; sampled by the cell's filters, see `LayerDrawing.Particles.sampling`), its
/// colour channels multiplied by the particle's colour and faded by its alpha; over what is below, or added to it in
/// additive mode (Cairo's ADD).
///
/// The steps are the compositor's, so both round alike: a white particle is painted over with its alpha; a coloured
/// one first clears what it covers (DEST_OUT with its alpha) and then adds its image multiplied by its colour times
/// its alpha (a tinted copy, made once per colour per drawing); an additive one only adds.
extension LayerRenderer {
    func drawParticles(_ particles: LayerDrawing.Particles, in ctx: CGContext) {
        var images: [TintKey: CGImage] = [:]
        func image(_ sprite: LayerDrawing.Particles.Sprite, _ key: TintKey) -> CGImage? {
            if let made = images[key] { return made }
            let made = Self.tinted(sprite, by: key)
            images[key] = made
            return made
        }
        let toDevice = DeviceSpace(ctx).userToDevice
        for instance in particles.instances where instance.alpha > 0 && instance.scale > 0 {
            let sprite = particles.sprites[Int(instance.sprite)]
            switch particles.sampling(of: instance, toDevice: toDevice) {
            case .nearest:
                drawParticle(instance, sprite: sprite, level: 0, nearest: true, particles, ctx, image: image)
            case .bilinear:
                drawParticle(instance, sprite: sprite, level: 0, nearest: false, particles, ctx, image: image)
            case let .levels(lower, blend) where blend == 0:
                drawParticle(instance, sprite: sprite, level: lower, nearest: false, particles, ctx, image: image)
            case let .levels(lower, blend):
                // Trilinear: the two levels' tinted images weighted and added in a group the particle's size, the
                // group then composited as the particle (the compositor adds them in a scratch picture alike).
                guard let low = sprite.level(lower), let high = sprite.level(lower + 1),
                      let lowImage = image(low, TintKey(sprite: instance.sprite, level: lower, color: instance)),
                      let highImage = image(high, TintKey(sprite: instance.sprite, level: lower + 1, color: instance))
                else { continue }
                ctx.saveGState()
                ctx.clip(to: CGRect(origin: .zero, size: sprite.size).applying(instance.placement(of: sprite))
                    .insetBy(dx: -1, dy: -1))
                ctx.setBlendMode(particles.isAdditive ? .plusLighter : .normal)
                ctx.beginTransparencyLayer(auxiliaryInfo: nil)
                ctx.setAlpha(1 - blend)
                ctx.paintImagePixels(lowImage, through: Self.placement(of: instance, low, lowImage))
                ctx.setBlendMode(.plusLighter)
                ctx.setAlpha(blend)
                ctx.paintImagePixels(highImage, through: Self.placement(of: instance, high, highImage))
                ctx.endTransparencyLayer()
                ctx.restoreGState()
            }
        }
    }

    /// One particle from one level of its sprite: over what is below (white: its image with the particle's alpha;
    /// coloured: cleared by its image, then its tinted image added), or added to it.
    private func drawParticle(_ instance: LayerDrawing.Particles.Instance, sprite: LayerDrawing.Particles.Sprite,
                              level index: Int, nearest: Bool, _ particles: LayerDrawing.Particles, _ ctx: CGContext,
                              image: (LayerDrawing.Particles.Sprite, TintKey) -> CGImage?) {
        guard let level = sprite.level(index),
              let plain = image(level, TintKey(sprite: instance.sprite, level: index)) else { return }
        let placement = Self.placement(of: instance, level, plain)
        ctx.saveGState()
        if !particles.isAdditive && instance.isWhite {
            ctx.setAlpha(CGFloat(instance.alpha))
            ctx.paintImagePixels(plain, through: placement, nearest: nearest)
        } else if let tinted = image(level, TintKey(sprite: instance.sprite, level: index, color: instance)) {
            if !particles.isAdditive {
                ctx.setBlendMode(.destinationOut)
                ctx.setAlpha(CGFloat(instance.alpha))
                ctx.paintImagePixels(plain, through: placement, nearest: nearest)
                ctx.setAlpha(1)
            }
            ctx.setBlendMode(.plusLighter)
            ctx.paintImagePixels(tinted, through: placement, nearest: nearest)
        }
        ctx.restoreGState()
    }

    /// The pixels of `image` (the sprite's part of its image, cut out) to the layer's bounds space.
    private static func placement(of instance: LayerDrawing.Particles.Instance,
                                  _ sprite: LayerDrawing.Particles.Sprite, _ image: CGImage) -> CGAffineTransform {
        CGAffineTransform(scaleX: sprite.size.width / CGFloat(image.width), y: sprite.size.height / CGFloat(image.height))
            .concatenating(instance.placement(of: sprite))
    }

    /// What a tinted copy multiplies: a sprite's colour channels and alpha by 8-bit factors (the particle's colour
    /// times its alpha, and its alpha), as the compositor's colour masks do.
    struct TintKey: Hashable {
        let sprite: Int32
        /// The sprite's mipmap level.
        let level: Int
        let red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

        /// The sprite as it is.
        init(sprite: Int32, level: Int) {
            self.sprite = sprite
            self.level = level
            red = 255; green = 255; blue = 255; alpha = 255
        }

        init(sprite: Int32, level: Int, color: LayerDrawing.Particles.Instance) {
            self.sprite = sprite
            self.level = level
            func byte(_ value: Float) -> UInt8 { UInt8(min(max(value, 0), 1) * 255 + 0.5) }
            red = byte(color.red * color.alpha); green = byte(color.green * color.alpha)
            blue = byte(color.blue * color.alpha); alpha = byte(color.alpha)
        }
    }

    /// The sprite's part of its image with each premultiplied channel multiplied by the key's factor, rounded as
    /// pixman rounds (the result stays premultiplied: no colour exceeds its alpha).
    static func tinted(_ sprite: LayerDrawing.Particles.Sprite, by key: TintKey) -> CGImage? {
        let source = sprite.image
        let part = sprite.sourceRect.integral.intersection(CGRect(x: 0, y: 0, width: source.width, height: source.height))
        guard !part.isNull, part.width >= 1, part.height >= 1 else { return nil }
        let width = Int(part.width), height = Int(part.height), left = Int(part.minX), top = Int(part.minY)
        let bytesPerRow = width * 4
        let pixels = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 16)
        func multiply(_ value: UInt32, _ factor: UInt8) -> UInt32 {
            let t = value * UInt32(factor) + 128
            return ((t >> 8) + t) >> 8
        }
        for row in 0..<height {
            let from = (source.pixels + (top + row) * source.bytesPerRow + left * 4).assumingMemoryBound(to: UInt32.self)
            let to = (pixels + row * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = from[x]
                let a = multiply(p >> 24, key.alpha), r = multiply((p >> 16) & 0xFF, key.red)
                let g = multiply((p >> 8) & 0xFF, key.green), b = multiply(p & 0xFF, key.blue)
                to[x] = (a << 24) | (r << 16) | (g << 8) | b
            }
        }
        return CGImage(width: width, height: height, bytesPerRow: bytesPerRow, adopting: pixels, isOpaque: false)
    }
}
