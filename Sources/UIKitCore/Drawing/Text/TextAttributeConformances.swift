/// UIKit's attribute values describe themselves to layers that draw attributed strings (`CATextLayer`).
extension UIFont: TextFontConvertible {}

extension UIColor: TextColorConvertible {
    package var textColor: CGColor { cgColor }
}

extension NSParagraphStyle: TextParagraphConvertible {
    package var textParagraph: TextParagraph { NSAttributedString.textParagraph(self) }
}
