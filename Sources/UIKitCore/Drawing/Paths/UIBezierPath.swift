/// A path with its own line settings, drawn into UIKit's current context. Coordinates are UIKit's (y down), so
/// `clockwise` means clockwise on screen, the opposite of Core Graphics' y-up sense.
open class UIBezierPath: NSObject {
    var path: CGMutablePath

    public var cgPath: CGPath {
        get { path.copy() ?? CGPath(elements: []) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var flatness: CGFloat = 0.6
    public var usesEvenOddFillRule = false
    var lineDash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    public override init() {
        path = CGMutablePath()
        super.init()
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rounded rectangle; the radius is clamped to half the shorter side. (iOS draws "continuous" corners that
    /// blend into the sides; these are circular arcs.)
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with only `corners` rounded, each with `cornerRadii` (clamped to half the sides).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        guard !rect.isNull, [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite),
              cornerRadii.width.isFinite, cornerRadii.height.isFinite else { return }
        let r = rect.standardized
        let radius = CGSize(width: min(max(cornerRadii.width, 0), r.width / 2),
                            height: min(max(cornerRadii.height, 0), r.height / 2))
        func corner(_ c: UIRectCorner) -> CGSize { corners.contains(c) ? radius : .zero }
        // In UIKit's y-down space the path's min-min corner is the top left.
        path.addRoundedRect(r, radii: [corner(.topLeft), corner(.topRight), corner(.bottomRight), corner(.bottomLeft)],
                            transform: .identity)
    }

    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    // MARK: Building

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }

    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    public func close() { path.closeSubpath() }
    public func removeAllPoints() { path.removeAll() }
    public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    public func apply(_ transform: CGAffineTransform) { path = CGMutablePath(elements: path.applying(transform).elements) }

    /// The same shape traced backwards, subpath by subpath.
    public func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.copyLineSettings(from: self)
        reversed.path = CGMutablePath(elements: Self.reversedElements(path.elements))
        return reversed
    }

    // MARK: Queries

    public var isEmpty: Bool { path.isEmpty }
    public var bounds: CGRect { path.isEmpty ? .zero : path.boundingBoxOfPath }
    public var currentPoint: CGPoint { path.currentPoint }

    public func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else { lineDash = ([], 0); return }
        lineDash = ((0..<count).map { pattern[$0] }, phase)
    }

    public func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                            phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, v) in lineDash.pattern.enumerated() { pattern[i] = v } }
        count?.pointee = lineDash.pattern.count
        phase?.pointee = lineDash.phase
    }

    // MARK: Drawing into the current context (each saves and restores the context's state)

    @preconcurrency @MainActor public func fill() { fill(with: .normal, alpha: 1) }

    @preconcurrency @MainActor public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        paint(blendMode: blendMode, alpha: alpha) { context in
            context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        }
    }

    @preconcurrency @MainActor public func stroke() { stroke(with: .normal, alpha: 1) }

    @preconcurrency @MainActor public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        paint(blendMode: blendMode, alpha: alpha) { context in
            applyLineSettings(to: context)
            context.strokePath()
        }
    }

    /// Puts the path in the current context and paints it between a save and a restore of the context's state.
    @MainActor private func paint(blendMode: CGBlendMode, alpha: CGFloat, _ draw: (CGContext) -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.beginPath()
        context.addPath(path)
        draw(context)
        context.restoreGState()
    }

    /// Intersects the current context's clip with this path's interior (not undone: save the state first).
    @preconcurrency @MainActor public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    func applyLineSettings(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setFlatness(flatness)
        context.setLineDash(phase: lineDash.phase, lengths: lineDash.pattern)
    }

    func copyLineSettings(from other: UIBezierPath) {
        lineWidth = other.lineWidth; lineCapStyle = other.lineCapStyle; lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit; flatness = other.flatness; usesEvenOddFillRule = other.usesEvenOddFillRule
        lineDash = other.lineDash
    }

    public override func copy() -> Any {
        let copy = UIBezierPath()
        copy.copyLineSettings(from: self)
        copy.path = CGMutablePath(elements: path.elements)
        return copy
    }

    public override var description: String { "<UIBezierPath bounds \(bounds), \(path.elements.count) elements>" }
}
