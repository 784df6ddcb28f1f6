import Foundation

extension NSAttributedString.Key {
    /// A graphical effect the text is drawn with, an `NSAttributedString.TextEffectStyle` (or its raw string).
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
}

extension NSAttributedString {
    /// The effects `textEffect` gives text.
    public struct TextEffectStyle: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Letterpress printing: the glyphs look pressed into the paper. TextKit draws a light highlight a point
        /// below the glyphs, where the lower edge of the impression catches the light, and a darker shade a point
        /// above them, where its upper edge is in shadow (seen best on a tinted background, as on iOS).
        public static let letterpressStyle = TextEffectStyle(rawValue: "_UIKitNewLetterpressStyle")

        /// The style an attribute value names: the style itself, or its raw string as code ported from Objective-C
        /// passes it.
        init?(attributeValue: Any?) {
            switch attributeValue {
            case let style as TextEffectStyle: self = style
            case let name as String: self.init(rawValue: name)
            default: return nil
            }
        }
    }
}
