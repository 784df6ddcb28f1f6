/// A smooth blend between colours at locations from 0 to 1, drawn by `CGContext.drawLinearGradient` and
/// `drawRadialGradient`.
public final class CGGradient: Sendable {
    package struct Stop: Sendable {
        package var location: CGFloat
        package var red: Double, green: Double, blue: Double, alpha: Double
    }

    package let stops: [Stop]
    public let colorSpace: CGColorSpace?

    /// `components` holds `count` colours of the space's components plus alpha each; `locations` (or an even spread
    /// when `nil`) says where each one sits. `nil` for fewer than one colour or malformed input.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0, count < 1 << 20 else { return nil }
        let perColour = space.numberOfComponents + 1
        var colours: [CGColor] = []
        for i in 0..<count {
            colours.append(CGColor(colorSpace: space,
                                   components: (0..<perColour).map { components[i * perColour + $0] }))
        }
        let locs = locations.map { p in (0..<count).map { p[$0] } }
        self.init(colours: colours, locations: locs, space: space)
    }

    /// A gradient through `colors` at `locations` (an even spread when `nil`). Core Graphics takes the colours as a
    /// `CFArray`, which Swift on Linux lacks.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty, locations == nil || locations!.count >= colors.count else { return nil }
        self.init(colours: colors, locations: locations.map { Array($0.prefix(colors.count)) }, space: space)
    }

    private init?(colours: [CGColor], locations: [CGFloat]?, space: CGColorSpace?) {
        let n = colours.count
        var stops: [Stop] = []
        for (i, colour) in colours.enumerated() {
            var location = locations?[i] ?? (n == 1 ? 0 : CGFloat(i) / CGFloat(n - 1))
            if !location.isFinite { location = 0 }
            let c = colour.rgba
            stops.append(Stop(location: min(max(location, 0), 1), red: c.red, green: c.green, blue: c.blue,
                              alpha: c.alpha))
        }
        self.stops = stops.sorted { $0.location < $1.location }
        colorSpace = space
    }
}

/// Whether a gradient also paints before its start and beyond its end, with its end colours.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
