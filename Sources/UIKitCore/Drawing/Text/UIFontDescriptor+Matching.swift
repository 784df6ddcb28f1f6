import Foundation

/// Finding the installed fonts a descriptor describes (`matchingFontDescriptors(withMandatoryKeys:)`).
extension UIFontDescriptor {
    /// Whether an installed font (`candidate`, one face of a family) matches this descriptor on `keys`: family
    /// (iOS names resolve to the desktop's stand-ins), font name, face and bold/italic traits.
    func matches(_ candidate: UIFontDescriptor, on keys: Set<AttributeName>) -> Bool {
        if keys.contains(.family), installedFamily != candidate.familyName { return false }
        if keys.contains(.name), let name = fontAttributes[.name] as? String,
           name.lowercased() != (candidate.fontAttributes[.name] as? String)?.lowercased() { return false }
        let traits = candidate.symbolicTraits.intersection([.traitBold, .traitItalic])
        if keys.contains(.face), let face = fontAttributes[.face] as? String,
           face.lowercased() != Self.faceName(traits).lowercased() { return false }
        if keys.contains(.traits), symbolicTraits.intersection([.traitBold, .traitItalic]) != traits { return false }
        return true
    }

    /// The installed family this descriptor's family stands for: iOS names resolve to the desktop's stand-ins, whose
    /// fontconfig lists ("DejaVu Sans, sans-serif") give their first installed member.
    var installedFamily: String? {
        UIFont.resolveFamily(familyName)?.split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }.first { UIFont.familyNames.contains($0) }
    }

    /// The face name a font of these traits has in its family (fontconfig's style names).
    static func faceName(_ traits: SymbolicTraits) -> String {
        switch (traits.contains(.traitBold), traits.contains(.traitItalic)) {
        case (true, true): "Bold Oblique"
        case (true, false): "Bold"
        case (false, true): "Oblique"
        case (false, false): "Book"
        }
    }
}
