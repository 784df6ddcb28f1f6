import QuartzCore

/// An emitter's particles as one draw item: each particle is a composite of its cell's picture, uploaded once (a
/// sprite, cached as any layer's is), through its own transform, tinted by a solid-colour mask. Nothing of it is
/// rasterized on the client per frame.
struct X11ParticleBatch {
    let particles: LayerDrawing.Particles
    /// The layer's bounds space to destination pixels.
    let toDestination: CGAffineTransform
    /// Per sprite of `particles`, per mipmap level (only level 0 unless the cell's minification filter is
    /// "trilinear"): the cached picture's key and the node that draws it (the cell's image part at its own pixels, so
    /// the picture is the image itself).
    let spriteKeys: [[X11SpriteKey]]
    let spriteNodes: [[RenderLayer]]

    init(particles: LayerDrawing.Particles, toDestination: CGAffineTransform) {
        self.particles = particles
        self.toDestination = toDestination
        let nodes = particles.sprites.map { sprite in
            let levels = sprite.minificationFilter == .trilinear ? sprite.levelCount : 0
            return (0...levels).compactMap { sprite.level($0) }.map(Self.spriteNode)
        }
        spriteNodes = nodes
        spriteKeys = nodes.map { $0.map { X11SpriteKey(node: $0, part: .all, rasterScale: 1) } }
    }

    /// A render node whose contents are the sprite's part of its image, one point per image pixel.
    private static func spriteNode(_ sprite: LayerDrawing.Particles.Sprite) -> RenderLayer {
        let image = sprite.image, part = sprite.sourceRect
        let bounds = CGRect(x: 0, y: 0, width: part.width.rounded(.up), height: part.height.rounded(.up))
        let unit = CGRect(x: part.minX / CGFloat(image.width), y: part.minY / CGFloat(image.height),
                          width: part.width / CGFloat(image.width), height: part.height / CGFloat(image.height))
        return RenderLayer(
            layerID: 0, version: 0, geometry: LayerGeometry(bounds: bounds, position: .zero, anchorPoint: .zero),
            sublayerTransform: CATransform3DIdentity, opacity: 1, isHidden: false, masksToBounds: false,
            backgroundColor: nil, borderWidth: 0, borderColor: nil, cornerRadius: 0, maskedCorners: .all,
            shadow: nil, contents: image, contentsGravity: .resize, contentsRect: unit,
            contentsCenter: CGRect(x: 0, y: 0, width: 1, height: 1), contentsScale: 1,
            magnificationFilter: .linear, minificationFilter: .linear, isDoubleSided: true, flattensSublayers: false,
            mask: nil, sublayers: [])
    }

    /// Destination pixels to the pixels of the sprite's picture at mipmap level `level` for one particle.
    func destinationToSprite(_ instance: LayerDrawing.Particles.Instance, level: Int = 0) -> CGAffineTransform? {
        guard let sprite = particles.sprites[Int(instance.sprite)].level(level) else { return nil }
        let pointsToPixels = CGAffineTransform(scaleX: sprite.sourceRect.width / sprite.size.width,
                                               y: sprite.sourceRect.height / sprite.size.height)
        let spriteToDestination = instance.placement(of: sprite).concatenating(toDestination)
        guard spriteToDestination.a * spriteToDestination.d - spriteToDestination.b * spriteToDestination.c != 0
        else { return nil }
        return spriteToDestination.inverted().concatenating(pointsToPixels)
    }

    /// The destination pixels one particle may touch.
    func box(of instance: LayerDrawing.Particles.Instance) -> CGRect {
        let size = particles.sprites[Int(instance.sprite)].size
        return CGRect(origin: .zero, size: size).applying(instance.placement(of: particles.sprites[Int(instance.sprite)])
            .concatenating(toDestination)).insetBy(dx: -1, dy: -1).integral
    }

    func looksSame(as other: X11ParticleBatch) -> Bool {
        toDestination == other.toDestination && particles == other.particles
    }
}
