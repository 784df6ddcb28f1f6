import UIKit

extension UILabel {
    /// The console's text: wrapped onto as many lines as it needs, from the top of `frame` (see `fitText`).
    convenience init(frame: CGRect, font: UIFont, color: UIColor = PresenterStyle.text, text: String = "") {
        self.init(frame: frame)
        self.font = font
        textColor = color
        numberOfLines = 0
        self.text = text
    }

    /// Sets the text and fits the height to it (at most `maximumHeight`), so that it reads from the top down.
    func fitText(_ text: String, maximumHeight: CGFloat) {
        self.text = text
        frame.size.height = min(maximumHeight, sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height)
    }
}
