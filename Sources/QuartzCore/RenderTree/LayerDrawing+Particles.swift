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
            public let usesNearestFilter: Bool

            public init(image: CGImage, sourceRect: CGRect, size: CGSize, usesNearestFilter: Bool) {
                self.image = image; self.sourceRect = sourceRect; self.size = size
                self.usesNearestFilter = usesNearestFilter
            }

            public static func == (a: Sprite, b: Sprite) -> Bool {
                a.image === b.image && a.sourceRect == b.sourceRect && a.size == b.size
                    && a.usesNearestFilter == b.usesNearestFilter
            }

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
