internal import CXrender
import QuartzCore

extension CGBlendMode {
    /// The X Render operator that combines a layer's group with what lies behind it as the reference renderer's
    /// Cairo operator does (`compositingFilter`); X Render has every one of them.
    var pictOp: Int32 {
        switch self {
        case .normal: PictOpOver
        case .multiply: PictOpMultiply
        case .screen: PictOpScreen
        case .overlay: PictOpOverlay
        case .darken, .plusDarker: PictOpDarken
        case .lighten: PictOpLighten
        case .colorDodge: PictOpColorDodge
        case .colorBurn: PictOpColorBurn
        case .softLight: PictOpSoftLight
        case .hardLight: PictOpHardLight
        case .difference: PictOpDifference
        case .exclusion: PictOpExclusion
        case .hue: PictOpHSLHue
        case .saturation: PictOpHSLSaturation
        case .color: PictOpHSLColor
        case .luminosity: PictOpHSLLuminosity
        case .clear: PictOpClear
        case .copy: PictOpSrc
        case .sourceIn: PictOpIn
        case .sourceOut: PictOpOut
        case .sourceAtop: PictOpAtop
        case .destinationOver: PictOpOverReverse
        case .destinationIn: PictOpInReverse
        case .destinationOut: PictOpOutReverse
        case .destinationAtop: PictOpAtopReverse
        case .xor: PictOpXor
        case .plusLighter: PictOpAdd
        }
    }
}
