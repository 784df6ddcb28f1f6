/// A colour, immutable and safe to share, as on iOS. A dynamic colour (`init(dynamicProvider:)`, the system
/// colours) answers `cgColor` for `UITraitCollection.current`; `resolvedColor(with:)` picks other traits.
public final class UIColor: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is an immutable `let`; the provider is called with the traits it is given
    // and, as on iOS, must not rely on the thread it runs on.
    /// First: what Foundation reads as CF's header (FoundationObjectHeader.swift).
    private let foundationHeader = FoundationObjectHeader()
    private let fixedColor: CGColor
    private let provider: ((UITraitCollection) -> UIColor)?

    public var cgColor: CGColor {
        provider.map { $0(UITraitCollection.current).cgColor } ?? fixedColor
    }

    public init(cgColor: CGColor) {
        fixedColor = cgColor
        provider = nil
        super.init()
    }

    /// A colour whose value `dynamicProvider` picks for the traits it is resolved with.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        fixedColor = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).cgColor
        provider = dynamicProvider
        super.init()
    }

    /// A colour that tiles `image`, one tile per point size of the image, from the origin of the space it fills
    /// (a view's background tiles from its top-left corner). Where only one colour can be used (text, reading the
    /// components) it stands for the image's average colour.
    public init(patternImage image: UIImage) {
        let average = image.averageColor
        if let tile = image.cgImage, image.size.width > 0, image.size.height > 0 {
            fixedColor = CGColor(pattern: CGColorPattern(image: tile, tileSize: image.size, coverage: average.alpha),
                                 standIn: average.copy(alpha: 1) ?? average)
        } else {
            fixedColor = average
        }
        provider = nil
        super.init()
    }

    /// This colour for `traitCollection`: a dynamic colour's provider answers; any other colour is itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(gray: white, alpha: alpha))
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    public convenience init(ciColor: CGColor) { self.init(cgColor: ciColor) }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider { return UIColor { provider($0).withAlphaComponent(alpha) } }
        return UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    /// The colour's alpha (0...1).
    public var alpha: CGFloat { cgColor.alpha }

    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.rgba
        red?.pointee = c.red; green?.pointee = c.green; blue?.pointee = c.blue; alpha?.pointee = c.alpha
        return true
    }

    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard cgColor.colorSpace?.model == .monochrome, let comps = cgColor.components else { return false }
        white?.pointee = comps[0]; alpha?.pointee = comps[1]
        return true
    }

    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.rgba
        let maxV = max(c.red, c.green, c.blue), minV = min(c.red, c.green, c.blue), delta = maxV - minV
        var h = 0.0
        if delta > 0 {
            if maxV == c.red { h = (c.green - c.blue) / delta }
            else if maxV == c.green { h = 2 + (c.blue - c.red) / delta }
            else { h = 4 + (c.red - c.green) / delta }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxV == 0 ? 0 : delta / maxV
        brightness?.pointee = maxV
        alpha?.pointee = c.alpha
        return true
    }

    /// Sets this colour as the fill and stroke colour of the current UIKit graphics context.
    @preconcurrency @MainActor public func set() { setFill(); setStroke() }
    @preconcurrency @MainActor public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    @preconcurrency @MainActor public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return other.cgColor == cgColor
    }

    public override var hash: Int { cgColor.hashValue }

    public override var description: String {
        let c = cgColor.rgba
        return String(format: "UIColor(red: %.3f, green: %.3f, blue: %.3f, alpha: %.3f)", c.red, c.green, c.blue, c.alpha)
    }

    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let i = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
