import UIKit

extension UILabel {
    /// One line of the canvas's bars.
    convenience init(frame: CGRect, font: UIFont, color: UIColor, text: String = "") {
        self.init(frame: frame)
        self.font = font
        textColor = color
        self.text = text
    }
}
