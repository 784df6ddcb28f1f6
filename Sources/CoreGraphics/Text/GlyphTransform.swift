internal import CPangoCairo

/// A shear and a horizontal scale of glyphs, UIKit's `.obliqueness` and `.expansion`, done by the font itself as
/// Apple does (not by picking an oblique or a wider face): a font description carries it to fontconfig as two
/// private font variation axes, which no font has, and a substitute function on each Pango font map adds the
/// matching `FC_MATRIX` to the font's pattern. Pango's Cairo fonts draw through that matrix and HarfBuzz scales
/// the advances by it, so a run is drawn sheared and scaled, and measured (and wrapped) as wide as it is drawn.
struct GlyphTransform: Hashable {
    /// How far right x moves per unit of height above the baseline.
    var shear: CGFloat
    /// The horizontal scale, e^expansion.
    var scale: CGFloat

    /// Apple's skew and expansion, kept within what a font can still be drawn with.
    init(obliqueness: CGFloat, expansion: CGFloat) {
        shear = min(max(obliqueness.isFinite ? obliqueness : 0, -Self.largestShear), Self.largestShear)
        scale = exp(min(max(expansion.isFinite ? expansion : 0, -Self.largestExpansion), Self.largestExpansion))
    }

    /// A shear past 10 (84 degrees) or a scale past e^±4 (55 times) draws nothing legible and strains the rasterizer.
    static let largestShear: CGFloat = 10
    static let largestExpansion: CGFloat = 4

    private static let shearAxis = "UIob", scaleAxis = "UIex"

    /// The variation string a font description carries.
    var variations: String {
        "\(Self.shearAxis)=\(String(format: "%.5f", Double(shear))),\(Self.scaleAxis)=\(String(format: "%.5f", Double(scale)))"
    }

    /// The transform a pattern's variation string carries, if it is one of ours.
    init?(variations: String) {
        var shear: CGFloat?, scale: CGFloat?
        for setting in variations.split(separator: ",") {
            let parts = setting.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let value = Double(parts[1]), value.isFinite else { continue }
            if parts[0] == Self.shearAxis { shear = CGFloat(value) }
            if parts[0] == Self.scaleAxis { scale = CGFloat(value) }
        }
        guard let shear, let scale, scale > 0 else { return nil }
        self.shear = shear
        self.scale = scale
    }

    /// Makes `fontMap` turn our variation axes into font matrices; once per font map (Pango keeps one per thread).
    static func install(on fontMap: UnsafeMutablePointer<PangoFontMap>) {
        let object = UnsafeMutableRawPointer(fontMap)
        guard g_object_get_data(object.assumingMemoryBound(to: GObject.self), installedKey) == nil else { return }
        g_object_set_data(object.assumingMemoryBound(to: GObject.self), installedKey, UnsafeMutableRawPointer(bitPattern: 1))
        pango_fc_font_map_set_default_substitute(OpaquePointer(object), { pattern, _ in
            var value: UnsafeMutablePointer<FcChar8>?
            guard let pattern, FcPatternGetString(pattern, FC_FONT_VARIATIONS, 0, &value) == FcResultMatch, let value,
                  let transform = GlyphTransform(variations: String(cString: value)) else { return }
            // Added to any matrix fontconfig set (a synthetic oblique): Pango multiplies them all.
            var matrix = FcMatrix(xx: Double(transform.scale), xy: Double(transform.shear), yx: 0, yy: 1)
            FcPatternAddMatrix(pattern, FC_MATRIX, &matrix)
        }, nil, nil)
    }

    private static let installedKey = "uikit-glyph-transforms"
}

extension TextStyle {
    /// The style's shear and scale.
    var glyphTransform: GlyphTransform { GlyphTransform(obliqueness: obliqueness, expansion: expansion) }
}
