/// Attribute values of attributed strings that layers lay out without knowing the framework that made them (a
/// `CATextLayer` is given UIKit fonts, colours and paragraph styles): such values describe themselves to the text
/// system through these.
package protocol TextFontConvertible {
    var textFont: TextFont { get }
}

package protocol TextColorConvertible {
    var textColor: CGColor { get }
}

package protocol TextParagraphConvertible {
    var textParagraph: TextParagraph { get }
}
