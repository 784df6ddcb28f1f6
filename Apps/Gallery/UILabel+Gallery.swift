import UIKit

extension UILabel {
    /// The gallery's text: a label in the system font, `lines` lines at most (0: as many as the text needs, the
    /// height then fitted to them so that the text starts at the top of `frame`).
    convenience init(_ text: String, frame: CGRect, size: CGFloat = 15, bold: Bool = false,
                     color: UIColor = GalleryStyle.ink, lines: Int = 1) {
        self.init(frame: frame)
        self.text = text
        font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        textColor = color
        numberOfLines = lines
        if lines != 1 {
            self.frame.size.height = min(frame.height, sizeThatFits(CGSize(width: frame.width, height: .greatestFiniteMagnitude)).height)
        }
    }
}
