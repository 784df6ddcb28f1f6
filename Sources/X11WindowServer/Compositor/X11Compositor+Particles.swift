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

    /// Each particle: its cell's picture through the particle's transform (bilinear), faded by its alpha and tinted
    /// by its colour. X Render has no operator that multiplies a source's colour while keeping the "over" blend, so a
    /// coloured particle over what is below takes two composites: OutReverse with the alpha (clearing what it
    /// covers, as "over" does), then Add with the colour as a component-alpha mask. White particles take one "over",
    /// additive ones one Add.
    func drawParticles(_ batch: X11ParticleBatch, opacity: Float, into destination: UInt, clip: [CGRect]) {
        let pictures = batch.spriteKeys.indices.map { index -> X11Picture? in
            guard let cached = sprite(for: batch.spriteKeys[index], node: batch.spriteNodes[index]) else { return nil }
            cached.lastUsedFrame = statistics.currentFrame
            return cached.picture
        }
        setClip(clip, on: destination)
        let bounds = clip.reduce(CGRect.null) { $0.union($1) }
        for instance in batch.particles.instances where instance.alpha > 0 && instance.scale > 0 {
            guard let picture = pictures[Int(instance.sprite)],
                  let toSprite = batch.destinationToSprite(instance) else { continue }
            let box = batch.box(of: instance).intersection(bounds)
            guard !box.isNull, !box.isEmpty else { continue }
            let source = picture.transformedPicture(Homography(CGAffineTransform(translationX: box.minX, y: box.minY)
                .concatenating(toSprite)))
            let alpha = instance.alpha * opacity
            func composite(_ op: Int32, mask: UInt) {
                XRenderComposite(display, op, source, mask, destination, 0, 0, 0, 0, Int32(box.minX), Int32(box.minY),
                                 UInt32(box.width), UInt32(box.height))
                statistics.composites += 1
            }
            if batch.particles.isAdditive {
                composite(PictOpAdd, mask: colorMask(instance, alpha: alpha))
            } else if instance.isWhite {
                composite(PictOpOver, mask: alphaMask(alpha))
            } else {
                composite(PictOpOutReverse, mask: alphaMask(alpha))
                composite(PictOpAdd, mask: colorMask(instance, alpha: alpha))
            }
        }
    }

    /// A 1x1 repeating component-alpha mask: each colour channel of the source is multiplied by the particle's
    /// colour times `alpha`, and its alpha by `alpha`. Cached by 8-bit value (what the server computes with).
    private func colorMask(_ instance: LayerDrawing.Particles.Instance, alpha: Float) -> UInt {
        func byte(_ value: Float) -> UInt32 { UInt32(min(max(value, 0), 1) * 255 + 0.5) }
        let key = byte(instance.red * alpha) << 24 | byte(instance.green * alpha) << 16 | byte(instance.blue * alpha) << 8
            | byte(alpha)
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
