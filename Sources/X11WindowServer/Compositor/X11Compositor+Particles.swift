internal import CX11
internal import CXrender
import QuartzCore

/// Emitter layers: their particles drawn by the server from one uploaded picture per cell.
extension X11Compositor {
    /// The particles of a layer whose own content is only particles (an emitter without background, contents or
    /// border, the usual case); nil otherwise, and the layer is drawn on the client like other self-drawing layers.
    func serverParticles(of node: RenderLayer) -> LayerDrawing.Particles? {
        guard case .particles(let particles) = node.drawing, node.contents == nil,
              (node.backgroundColor?.alpha ?? 0) == 0, node.borderWidth == 0 || (node.borderColor?.alpha ?? 0) == 0
        else { return nil }
        return particles
    }

    func appendParticles(_ particles: LayerDrawing.Particles, of node: RenderLayer, toDestination: CGAffineTransform,
                         clip: CGRect, opacity: Float, into items: inout [X11DrawItem]) {
        var clip = clip
        if node.masksToBounds { clip = clip.intersection(node.geometry.bounds.applying(toDestination)) }
        let box = particles.extent.applying(toDestination).integral.intersection(clip)
        guard !box.isNull, !box.isEmpty, box.isFiniteRect else { return }
        let batch = X11ParticleBatch(particles: particles, toDestination: toDestination)
        items.append(X11DrawItem(key: X11DrawItem.Key(layerID: node.layerID, part: 4), source: .particles(batch),
                                 opacity: opacity, clip: clip, box: box))
    }

    /// Each particle: its cell's picture through the particle's transform (sampled by the cell's filters, see
    /// `LayerDrawing.Particles.sampling`), faded by its alpha and tinted by its colour. X Render has no operator that
    /// multiplies a source's colour while keeping the "over" blend, so a coloured particle draws from the cell's
    /// picture tinted beforehand on the server (one small composite per colour, kept), as the reference renderer
    /// samples an image tinted beforehand: one "over" per particle, as white ones take. Additive particles take one
    /// Add with the colour as a component-alpha mask. A trilinear particle between two mipmap levels adds both,
    /// weighted, in a scratch picture first, and that picture is then the particle's source.
    func drawParticles(_ batch: X11ParticleBatch, opacity: Float, into destination: UInt, clip: [CGRect]) {
        var pictures: [[Int: X11Picture]] = Array(repeating: [:], count: batch.spriteKeys.count)
        func picture(_ sprite: Int, level: Int) -> X11Picture? {
            if let known = pictures[sprite][level] { return known }
            guard level < batch.spriteKeys[sprite].count,
                  let cached = self.sprite(for: batch.spriteKeys[sprite][level], node: batch.spriteNodes[sprite][level])
            else { return nil }
            cached.lastUsedFrame = statistics.currentFrame
            pictures[sprite][level] = cached.picture
            return cached.picture
        }
        /// The particle's picture at `level`, tinted by its colour where it is drawn "over" in a colour.
        func source(_ instance: LayerDrawing.Particles.Instance, level: Int) -> X11Picture? {
            let index = Int(instance.sprite)
            guard let plain = picture(index, level: level) else { return nil }
            guard !batch.particles.isAdditive && !instance.isWhite else { return plain }
            return tintedPicture(plain, key: batch.spriteKeys[index][level], instance)
        }
        setClip(clip, on: destination)
        let bounds = clip.reduce(CGRect.null) { $0.union($1) }
        for instance in batch.particles.instances where instance.alpha > 0 && instance.scale > 0 {
            let box = batch.box(of: instance).intersection(bounds)
            guard !box.isNull, !box.isEmpty else { continue }
            let boxOrigin = CGAffineTransform(translationX: box.minX, y: box.minY)
            let particleSource: UInt
            switch batch.particles.sampling(of: instance, toDevice: batch.toDestination) {
            case let .levels(lower, blend) where blend > 0:
                guard let low = source(instance, level: lower), let high = source(instance, level: lower + 1),
                      let toLow = batch.destinationToSprite(instance, level: lower),
                      let toHigh = batch.destinationToSprite(instance, level: lower + 1),
                      let scratch = particleScratch(width: Int(box.width), height: Int(box.height)) else { continue }
                let width = UInt32(box.width), height = UInt32(box.height)
                XRenderComposite(display, PictOpSrc, low.transformedPicture(Homography(boxOrigin.concatenating(toLow))),
                                 alphaMask(Float(1 - blend)), scratch.picture, 0, 0, 0, 0, 0, 0, width, height)
                XRenderComposite(display, PictOpAdd,
                                 high.transformedPicture(Homography(boxOrigin.concatenating(toHigh))),
                                 alphaMask(Float(blend)), scratch.picture, 0, 0, 0, 0, 0, 0, width, height)
                statistics.composites += 2
                particleSource = scratch.picture
            case let .levels(level, _):
                guard let picture = source(instance, level: level),
                      let toSprite = batch.destinationToSprite(instance, level: level) else { continue }
                particleSource = picture.transformedPicture(Homography(boxOrigin.concatenating(toSprite)))
            case let sampling:
                guard let picture = source(instance, level: 0),
                      let toSprite = batch.destinationToSprite(instance) else { continue }
                particleSource = picture.transformedPicture(Homography(boxOrigin.concatenating(toSprite)),
                                                            nearest: sampling == .nearest)
            }
            composite(instance, source: particleSource, box: box, batch: batch, opacity: opacity, into: destination)
        }
    }

    /// One particle's source (its pixels from the source's origin on) composited at `box`: over with its alpha, or
    /// added through its colour.
    private func composite(_ instance: LayerDrawing.Particles.Instance, source: UInt, box: CGRect,
                           batch: X11ParticleBatch, opacity: Float, into destination: UInt) {
        let alpha = instance.alpha * opacity
        let mask = batch.particles.isAdditive ? colorMask(instance, alpha: alpha) : alphaMask(alpha)
        XRenderComposite(display, batch.particles.isAdditive ? PictOpAdd : PictOpOver, source, mask, destination,
                         0, 0, 0, 0, Int32(box.minX), Int32(box.minY), UInt32(box.width), UInt32(box.height))
        statistics.composites += 1
    }

    /// A picture at least `width` x `height` where trilinear particles are put together, kept between frames.
    private func particleScratch(width: Int, height: Int) -> X11Picture? {
        if let scratch = particleScratchPicture, scratch.width >= width, scratch.height >= height { return scratch }
        particleScratchPicture?.free()
        particleScratchPicture = makePicture(width: max(width, particleScratchPicture?.width ?? 0),
                                             height: max(height, particleScratchPicture?.height ?? 0))
        return particleScratchPicture
    }

    /// The cell's picture with each colour channel multiplied by the particle's colour (alpha kept), made on the
    /// server from `picture` the first time that colour shows. Beyond a budget (a cell with a colour range makes many)
    /// the tinted pictures are all freed and made again as needed.
    private func tintedPicture(_ picture: X11Picture, key: X11SpriteKey, _ instance: LayerDrawing.Particles.Instance)
        -> X11Picture? {
        let tint = X11ParticleTint(sprite: key, color: particleColorKey(instance, alpha: 1))
        if let tinted = particleTints[tint] { return tinted }
        let mask = colorMask(instance, alpha: 1)
        if particleTintBytes + picture.byteCount > Self.particleTintBudget { freeParticleTints() }
        guard let tinted = makePicture(width: picture.width, height: picture.height) else { return nil }
        XRenderComposite(display, PictOpSrc, picture.picture, mask, tinted.picture, 0, 0, 0, 0, 0, 0,
                         UInt32(picture.width), UInt32(picture.height))
        statistics.composites += 1
        particleTints[tint] = tinted
        particleTintBytes += tinted.byteCount
        return tinted
    }

    /// Server memory the tinted cell pictures may hold.
    static let particleTintBudget = 8 << 20

    func freeParticleTints() {
        for picture in particleTints.values { picture.free() }
        particleTints = [:]
        particleTintBytes = 0
        particleScratchPicture?.free()
        particleScratchPicture = nil
    }

    /// The 8-bit red, green, blue (each times `alpha`) and alpha of a particle's colour, packed.
    private func particleColorKey(_ instance: LayerDrawing.Particles.Instance, alpha: Float) -> UInt32 {
        func byte(_ value: Float) -> UInt32 { UInt32(min(max(value, 0), 1) * 255 + 0.5) }
        return byte(instance.red * alpha) << 24 | byte(instance.green * alpha) << 16 | byte(instance.blue * alpha) << 8
            | byte(alpha)
    }

    /// A 1x1 repeating component-alpha mask: each colour channel of the source is multiplied by the particle's
    /// colour times `alpha`, and its alpha by `alpha`. Cached by 8-bit value (what the server computes with).
    private func colorMask(_ instance: LayerDrawing.Particles.Instance, alpha: Float) -> UInt {
        let key = particleColorKey(instance, alpha: alpha)
        if let mask = particleColorMasks[key] { return mask }
        if particleColorMasks.count >= 1024 {
            for mask in particleColorMasks.values { XRenderFreePicture(display, mask) }
            particleColorMasks = [:]
        }
        func channel(_ shift: UInt32) -> UInt16 { UInt16((key >> shift) & 0xFF) * 257 }
        var color = XRenderColor(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
        let mask = XRenderCreateSolidFill(display, &color)
        var attributes = XRenderPictureAttributes()
        attributes.component_alpha = 1
        XRenderChangePicture(display, mask, UInt(CPComponentAlpha), &attributes)
        particleColorMasks[key] = mask
        return mask
    }
}
