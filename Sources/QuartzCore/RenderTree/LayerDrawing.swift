/// What a self-drawing layer class (`CAShapeLayer`, `CAGradientLayer`, `CATextLayer`) draws in its bounds space,
/// above its background and contents and below its sublayers. It travels in the render tree as a description, not
/// as pixels, so every renderer draws it at its own resolution (`LayerRenderer.drawBackgroundAndContents` draws it).
public enum LayerDrawing: Sendable, Hashable {
    case shape(Shape)
    case gradient(Gradient)
    case text(Text)
    /// A `CAEmitterLayer`'s live particles (see LayerDrawing+Particles.swift).
    case particles(Particles)

    public struct Shape: Sendable, Hashable {
        public var path: CGPath
        public var fillColor: CGColor?
        public var fillRule: CGPathFillRule
        public var strokeColor: CGColor?
        public var lineWidth: CGFloat
        public var lineCap: CGLineCap
        public var lineJoin: CGLineJoin
        public var miterLimit: CGFloat
        public var lineDashPhase: CGFloat
        public var lineDashPattern: [CGFloat]
        /// The stroked fraction of the path's length.
        public var strokeStart: CGFloat
        public var strokeEnd: CGFloat
    }

    public struct Gradient: Sendable, Hashable {
        public enum Kind: Sendable, Hashable { case axial, radial, conic }
        public var kind: Kind
        public var colors: [CGColor]
        /// One per colour, increasing, in 0...1; evenly spread when the layer gave none.
        public var locations: [CGFloat]
        /// In the unit coordinate space of the bounds.
        public var startPoint: CGPoint
        public var endPoint: CGPoint
    }

    public struct Text: Sendable, Hashable {
        public enum Alignment: Sendable, Hashable { case natural, left, right, center, justified }
        public enum Truncation: Sendable, Hashable { case none, start, middle, end }
        public var string: String
        public var fontFamily: String
        public var fontSize: CGFloat
        public var fontWeight: Int
        public var color: CGColor
        public var alignment: Alignment
        public var isWrapped: Bool
        public var truncation: Truncation
        /// Runs of an attributed string that differ from the layer's font and colour, in UTF-16 offsets.
        public var runs: [Run] = []

        public struct Run: Sendable, Hashable {
            public var range: Range<Int>
            public var fontFamily: String
            public var fontSize: CGFloat
            public var fontWeight: Int
            public var isItalic: Bool
            public var color: CGColor
        }
    }

    /// Where the drawing can reach outside the bounds (a shape's path may lie anywhere), in bounds space.
    public func extent(in bounds: CGRect) -> CGRect {
        if case .particles(let particles) = self { return particles.extent.isNull ? bounds : bounds.union(particles.extent) }
        guard case .shape(let shape) = self, !shape.path.isEmpty else { return bounds }
        let box = shape.path.boundingBox
        let stroke = shape.strokeColor == nil ? 0 : shape.lineWidth / 2 * max(shape.miterLimit, 1)
        return bounds.union(box.insetBy(dx: -stroke - 1, dy: -stroke - 1))
    }
}
