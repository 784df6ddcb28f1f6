extension LayerDrawing {
    /// An emitter's particles at one moment, in drawing order: each is its cell's image (`sprites`) scaled about its
    /// centre, turned, its colour components multiplied by the particle's colour and its alpha by the particle's
    /// alpha; composited over what is below, or added to it (`isAdditive`).
    public struct Particles: Sendable, Hashable {
        /// One cell's image: the part of it drawn, and its size in points at scale 1.
        public struct Sprite: Sendable, Hashable {
            public let image: CGImage
            /// In image pixels.
            public let sourceRect: CGRect
            /// In points.
            public let size: CGSize
            /// The cell's filters (`CAEmitterCell.magnificationFilter`, `minificationFilter`, `minificationFilterBias`).
            public let magnificationFilter: CALayerContentsFilter
            public let minificationFilter: CALayerContentsFilter
            public let minificationFilterBias: Float

            public init(image: CGImage, sourceRect: CGRect, size: CGSize,
                        magnificationFilter: CALayerContentsFilter = .linear,
                        minificationFilter: CALayerContentsFilter = .linear, minificationFilterBias: Float = 0) {
                self.image = image; self.sourceRect = sourceRect; self.size = size
                self.magnificationFilter = magnificationFilter
                self.minificationFilter = minificationFilter
                self.minificationFilterBias = minificationFilterBias.isFinite ? minificationFilterBias : 0
            }

            public static func == (a: Sprite, b: Sprite) -> Bool {
                a.image === b.image && a.sourceRect == b.sourceRect && a.size == b.size
                    && a.magnificationFilter == b.magnificationFilter && a.minificationFilter == b.minificationFilter
                    && a.minificationFilterBias == b.minificationFilterBias
            }

            /// This sprite read from mipmap level `index` of its image (0: the image itself; the same part, in that
            /// level's pixels, and the same size in points); nil past the 1x1 level.
            public func level(_ index: Int) -> Sprite? {
                guard index > 0 else { return self }
                guard let level = image.mipmapLevel(index) else { return nil }
                let sx = CGFloat(level.width) / CGFloat(image.width), sy = CGFloat(level.height) / CGFloat(image.height)
                return Sprite(image: level, sourceRect: CGRect(x: sourceRect.minX * sx, y: sourceRect.minY * sy,
                                                               width: sourceRect.width * sx,
                                                               height: sourceRect.height * sy),
                              size: size, magnificationFilter: magnificationFilter,
                              minificationFilter: minificationFilter, minificationFilterBias: minificationFilterBias)
            }

            /// The number of mipmap levels below the image (see `CGImage.mipmapLevelCount`).
            public var levelCount: Int { image.mipmapLevelCount }

            public func hash(into hasher: inout Hasher) {
                hasher.combine(image.identifier)
                hasher.combine(sourceRect.origin.x); hasher.combine(sourceRect.origin.y)
                hasher.combine(sourceRect.size.width); hasher.combine(sourceRect.size.height)
            }

            /// Identifies the image and the part of it, for caches of uploaded pictures.
            public var imageIdentifier: UInt64 { image.identifier }
        }

        /// One particle: its sprite, its centre (bounds space), scale, angle (radians, clockwise on screen) and
        /// colour (0...1, not premultiplied).
        public struct Instance: Sendable, Hashable {
            public var sprite: Int32
            public var x: Float, y: Float
            public var scale: Float
            public var angle: Float
            public var red: Float, green: Float, blue: Float, alpha: Float

            public init(sprite: Int32, x: Float, y: Float, scale: Float, angle: Float, red: Float, green: Float,
                        blue: Float, alpha: Float) {
                self.sprite = sprite; self.x = x; self.y = y; self.scale = scale; self.angle = angle
                self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
            }

            /// Whether the colour leaves the image's colours as they are.
            public var isWhite: Bool { red >= 1 && green >= 1 && blue >= 1 }

            /// Maps the sprite's point space (origin at its top left, `size` wide) to the layer's bounds space.
            public func placement(of sprite: Sprite) -> CGAffineTransform {
                CGAffineTransform(translationX: -sprite.size.width / 2, y: -sprite.size.height / 2)
                    .concatenating(CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale)))
                    .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle)))
                    .concatenating(CGAffineTransform(translationX: CGFloat(x), y: CGFloat(y)))
            }
        }

        /// How one particle's image is sampled, as Core Animation picks a cell's filter from the particle's size
        /// on screen: `magnificationFilter` when it is drawn larger than its pixels, else `minificationFilter`.
        public enum Sampling: Equatable, Sendable {
            case nearest
            case bilinear
            /// "trilinear": mipmap level `lower` sampled bilinearly, blended with level `lower + 1` by `blend`
            /// (0 when one level is enough).
            case levels(lower: Int, blend: CGFloat)
        }

        /// The sampling of `instance` drawn through `toDevice` (the layer's bounds space to device pixels): the
        /// image pixels falling on one device pixel (the larger of the image's two directions) decide, as for
        /// layer contents (`LayerRenderer+Minification.swift`).
        public func sampling(of instance: Instance, toDevice: CGAffineTransform) -> Sampling {
            let sprite = sprites[Int(instance.sprite)]
            let m = CGAffineTransform(scaleX: sprite.size.width / sprite.sourceRect.width,
                                      y: sprite.size.height / sprite.sourceRect.height)
                .concatenating(instance.placement(of: sprite)).concatenating(toDevice)
            let across = (m.a * m.a + m.b * m.b).squareRoot(), down = (m.c * m.c + m.d * m.d).squareRoot()
            let ratio = max(1 / across, 1 / down)
            guard ratio.isFinite, ratio > 1 + 1e-6 else {
                return sprite.magnificationFilter == .nearest ? .nearest : .bilinear
            }
            switch sprite.minificationFilter {
            case .nearest: return .nearest
            case .trilinear:
                let detail = LayerRenderer.levelOfDetail(imagePixelsPerDevicePixel: ratio,
                                                         bias: sprite.minificationFilterBias)
                let lowest = sprite.levelCount
                let lower = min(Int(detail.rounded(.down)), lowest)
                let blend = lower < lowest ? detail - CGFloat(lower) : 0
                // Weights that round to nothing in 8 bits need no second level.
                if blend < 1.0 / 512 { return .levels(lower: lower, blend: 0) }
                if blend > 511.0 / 512 { return .levels(lower: lower + 1, blend: 0) }
                return .levels(lower: lower, blend: blend)
            default: return .bilinear
            }
        }

        public var sprites: [Sprite]
        public var instances: [Instance]
        public var isAdditive: Bool
        /// Where any particle draws, in bounds space (null when there are none).
        public var extent: CGRect

        public init(sprites: [Sprite], instances: [Instance], isAdditive: Bool) {
            self.sprites = sprites
            self.instances = instances
            self.isAdditive = isAdditive
            var box = CGRect.null
            for instance in instances {
                let size = sprites[Int(instance.sprite)].size
                // The circle round the turned image, plus a pixel for filtering.
                let radius = CGFloat(abs(instance.scale)) * hypot(size.width, size.height) / 2 + 1
                box = box.union(CGRect(x: CGFloat(instance.x) - radius, y: CGFloat(instance.y) - radius,
                                       width: radius * 2, height: radius * 2))
            }
            extent = box
        }
    }
}
