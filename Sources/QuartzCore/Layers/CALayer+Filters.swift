/// `compositingFilter` names, as Core Animation takes them, to the operators both renderers have.
extension CALayer {
    /// The operator `compositingFilter` names; `.normal` for none or a name without one (logged once).
    var compositingOperator: CGBlendMode {
        guard let filter = compositingFilter else { return .normal }
        guard let name = filter as? String else {
            CALog.errorOnce("compositingFilter \(type(of: filter)) is not a filter name; Core Image filters do not "
                + "exist here, so the layer is composited normally")
            return .normal
        }
        if let mode = Self.compositingOperators[name] { return mode }
        CALog.errorOnce("compositingFilter \"\(name)\" has no operator here; the layer is composited normally")
        return .normal
    }

    /// Core Image's blend-mode and compositing filter names.
    static let compositingOperators: [String: CGBlendMode] = [
        "normalBlendMode": .normal, "sourceOverCompositing": .normal,
        "multiplyBlendMode": .multiply, "screenBlendMode": .screen, "overlayBlendMode": .overlay,
        "darkenBlendMode": .darken, "lightenBlendMode": .lighten, "colorDodgeBlendMode": .colorDodge,
        "colorBurnBlendMode": .colorBurn, "softLightBlendMode": .softLight, "hardLightBlendMode": .hardLight,
        "differenceBlendMode": .difference, "exclusionBlendMode": .exclusion, "hueBlendMode": .hue,
        "saturationBlendMode": .saturation, "colorBlendMode": .color, "luminosityBlendMode": .luminosity,
        "additionCompositing": .plusLighter, "plusL": .plusLighter, "plusD": .plusDarker,
        "sourceInCompositing": .sourceIn, "sourceOutCompositing": .sourceOut, "sourceAtopCompositing": .sourceAtop,
        "destinationOverCompositing": .destinationOver, "destinationInCompositing": .destinationIn,
        "destinationOutCompositing": .destinationOut, "destinationAtopCompositing": .destinationAtop,
        "xorCompositing": .xor, "clearCompositing": .clear, "copyCompositing": .copy,
        "minimumCompositing": .darken, "maximumCompositing": .lighten,
    ]

    static func noteFiltersUnapplied(_ property: String) {
        CALog.errorOnce("CALayer.\(property): Core Image filters do not exist here; kept but not applied")
    }
}
