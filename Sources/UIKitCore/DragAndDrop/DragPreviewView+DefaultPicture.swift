import Foundation

/// The picture UIKit makes for an item without a preview of its own: its image, scaled down, or a card with its
/// text. Drops from other applications land with it.
extension DragPreviewView {
    static let defaultImageSide: CGFloat = 160
    static let defaultCardWidth: CGFloat = 240
    static let defaultCardPadding: CGFloat = 10

    /// The image (fitted in `defaultImageSide` points) when there is one, else a card of the text's first lines;
    /// nil when there is neither.
    static func defaultPicture(text: String?, image: UIImage?) -> UIView? {
        if let image, image.size.width > 0, image.size.height > 0 {
            let scale = min(1, defaultImageSide / max(image.size.width, image.size.height))
            let view = UIImageView(image: image)
            view.frame = CGRect(x: 0, y: 0, width: (image.size.width * scale).rounded(.up),
                                height: (image.size.height * scale).rounded(.up))
            return view
        }
        guard let text, !text.isEmpty else { return nil }
        let card = UIView()
        card.backgroundColor = .white
        card.layer.cornerRadius = 8
        card.layer.borderColor = UIColor.lightGray.cgColor
        card.layer.borderWidth = 1
        let label = UILabel()
        label.text = text
        label.font = UIFont.systemFont(ofSize: 15)
        label.textColor = .black
        label.numberOfLines = 3
        let inner = defaultCardWidth - 2 * defaultCardPadding
        let fitted = label.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude))
        let size = CGSize(width: min(inner, fitted.width.rounded(.up)), height: fitted.height.rounded(.up))
        label.frame = CGRect(origin: CGPoint(x: defaultCardPadding, y: defaultCardPadding), size: size)
        card.frame = CGRect(x: 0, y: 0, width: size.width + 2 * defaultCardPadding,
                            height: size.height + 2 * defaultCardPadding)
        card.addSubview(label)
        return card
    }
}
