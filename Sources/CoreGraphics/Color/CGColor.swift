/// An immutable colour: components in a colour space, the last one being alpha.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    public let colorSpace: CGColorSpace?
    /// The colour components followed by alpha, as Core Graphics returns them.
    public let components: [CGFloat]?
    /// The tiles a pattern colour paints with; its components then hold the colour that stands for them where one
    /// colour is needed (text, a gradient stop).
    package let pattern: CGColorPattern?

    public init(colorSpace: CGColorSpace, components: [CGFloat]) {
        let count = colorSpace.numberOfComponents + 1
        var values = components.prefix(count).map { $0.isNaN ? 0 : $0 }
        while values.count < count { values.append(values.count == count - 1 ? 1 : 0) }
        self.colorSpace = colorSpace
        self.components = values
        pattern = nil
    }

    /// A pattern colour: fills and strokes paint `pattern`'s tiles; `standIn` (its colour space and red, green and
    /// blue, with the pattern's coverage times its alpha) is what reads of the components see.
    package init(pattern: CGColorPattern, standIn: CGColor) {
        colorSpace = standIn.colorSpace
        var values = standIn.components ?? [0, 0]
        values[values.count - 1] = min(max(pattern.coverage * pattern.alpha, 0), 1)
        components = values
        self.pattern = pattern
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(colorSpace: .deviceRGB, components: [red, green, blue, alpha])
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(colorSpace: CGColorSpace(name: CGColorSpace.sRGB)!, components: [red, green, blue, alpha])
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(colorSpace: .deviceGray, components: [gray, alpha])
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public var numberOfComponents: Int { components?.count ?? 0 }
    public var alpha: CGFloat { components?.last ?? 1 }

    public func copy(alpha: CGFloat) -> CGColor? {
        if var pattern {
            pattern.alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
            return CGColor(pattern: pattern, standIn: self)
        }
        guard let colorSpace, var values = components else { return nil }
        values[values.count - 1] = alpha
        return CGColor(colorSpace: colorSpace, components: values)
    }

    /// Red, green, blue and alpha, each clamped to 0...1: what a renderer needs.
    package var rgba: (red: Double, green: Double, blue: Double, alpha: Double) {
        let c = (components ?? [0, 0]).map { Double(min(max($0, 0), 1)) }
        if c.count >= 4 { return (c[0], c[1], c[2], c[3]) }
        return (c[0], c[0], c[0], c.count > 1 ? c[1] : 1)
    }

    public static func == (l: CGColor, r: CGColor) -> Bool {
        l.colorSpace == r.colorSpace && l.components == r.components && l.pattern == r.pattern
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    public var description: String {
        "CGColor(\(colorSpace?.description ?? "?") \((components ?? []).map { String(format: "%.3g", Double($0)) }.joined(separator: " ")))"
    }
}
