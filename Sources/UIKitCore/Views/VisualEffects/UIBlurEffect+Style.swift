extension UIBlurEffect {
    /// The blur styles, with Apple's raw values (`extraDark`, tvOS only, is left out as on iOS).
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }
}

extension UIBlurEffect.Style {
    /// The blur and veil in a light (`dark == false`) or dark environment.
    func backdrop(dark: Bool) -> VisualEffectBackdrop {
        switch self {
        case .extraLight: VisualEffectBackdrop(blurRadius: 20, tintColor: UIColor(white: 0.97, alpha: 0.82))
        case .light: VisualEffectBackdrop(blurRadius: 20, tintColor: UIColor(white: 1, alpha: 0.3))
        case .dark: VisualEffectBackdrop(blurRadius: 20, tintColor: UIColor(white: 0.11, alpha: 0.73))
        case .regular: (dark ? Self.dark : .light).backdrop(dark: dark)
        case .prominent: dark ? VisualEffectBackdrop(blurRadius: 20, tintColor: UIColor(white: 0.15, alpha: 0.82))
            : Self.extraLight.backdrop(dark: false)
        case .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial,
             .systemChromeMaterial:
            material(thickness: rawValue - Self.systemUltraThinMaterial.rawValue, dark: dark)
        case .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight, .systemThickMaterialLight,
             .systemChromeMaterialLight:
            material(thickness: rawValue - Self.systemUltraThinMaterialLight.rawValue, dark: false)
        case .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
             .systemChromeMaterialDark:
            material(thickness: rawValue - Self.systemUltraThinMaterialDark.rawValue, dark: true)
        }
    }

    /// The materials from ultra-thin (0) to chrome (4): thicker ones blur more and veil more.
    private func material(thickness: Int, dark: Bool) -> VisualEffectBackdrop {
        let radii: [CGFloat] = [12, 15, 18, 20, 20]
        let light: [(white: CGFloat, alpha: CGFloat)] = [(1, 0.35), (1, 0.55), (1, 0.7), (1, 0.85), (0.97, 0.75)]
        let darkVeils: [(white: CGFloat, alpha: CGFloat)] = [(0.11, 0.35), (0.11, 0.55), (0.11, 0.7), (0.11, 0.85),
                                                             (0.16, 0.75)]
        let veil = (dark ? darkVeils : light)[thickness]
        return VisualEffectBackdrop(blurRadius: radii[thickness], tintColor: UIColor(white: veil.white, alpha: veil.alpha))
    }
}
