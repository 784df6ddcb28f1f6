import Foundation

/// The title label and image view: made when the button first has a title or image (or code asks for them), fed the
/// current state's title, colour and image, and laid out centred in the content area, image first. Their own
/// properties (the label's font, number of lines, line breaks) shape what is drawn and the button's size.
extension UIButton {
    func madeTitleLabel() -> UILabel {
        if let titleLabelIfMade { return titleLabelIfMade }
        let label = ButtonTitleLabel()
        label.font = .systemFont(ofSize: 17)
        label.button = self
        titleLabelIfMade = label
        addSubview(label)
        updateContentViews()
        return label
    }

    func madeImageView() -> UIImageView {
        if let imageViewIfMade { return imageViewIfMade }
        let imageView = UIImageView()
        imageViewIfMade = imageView
        addSubview(imageView)
        updateContentViews()
        return imageView
    }

    /// Puts the current state's values into the views (at once, so `titleLabel?.text` reads the new title as in
    /// UIKit), making the views a value needs; a configuration draws its own look, so they hide then.
    func updateContentViews() {
        let title = currentTitle ?? ""
        if !title.isEmpty || titleLabelIfMade != nil {
            let label = madeTitleLabel()
            label.text = title
            label.textColor = currentTitleColor
            label.isHidden = configuration != nil || title.isEmpty
        }
        if currentImage != nil || imageViewIfMade != nil {
            let imageView = madeImageView()
            imageView.image = currentImage
            imageView.alpha = isEnabled ? 1 : 0.5
            imageView.isHidden = configuration != nil || currentImage == nil
        }
        setNeedsLayout()
    }

    /// The image's and the title's sizes and the gap between them, the title wrapped within `widthLimit` (0: no
    /// limit) less the image and gap.
    private func contentViewSizes(widthLimit: CGFloat) -> (image: CGSize, gap: CGFloat, title: CGSize) {
        let image = imageViewIfMade.flatMap { $0.isHidden ? nil : $0.image?.size } ?? .zero
        guard let label = titleLabelIfMade, !label.isHidden else { return (image, 0, .zero) }
        let gap = image.width > 0 ? imageTitleSpacing : 0
        let available = widthLimit > 0 ? max(widthLimit - image.width - gap, 0) : 0
        var title = label.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude))
        if available > 0 { title.width = min(title.width, available) }
        return (image, gap, title)
    }

    /// The size the image and title need side by side.
    func contentViewsSize(widthLimit: CGFloat) -> CGSize {
        let sizes = contentViewSizes(widthLimit: widthLimit)
        return CGSize(width: ceil(sizes.image.width + sizes.gap + sizes.title.width),
                      height: ceil(max(sizes.image.height, sizes.title.height)))
    }

    /// Centres the image and the title in the content area, on whole points so the text stays sharp.
    func layoutContentViews() {
        guard configuration == nil else { return }
        let area = bounds.inset(by: contentEdgeInsets)
        let sizes = contentViewSizes(widthLimit: max(area.width, 1))
        var x = (area.midX - (sizes.image.width + sizes.gap + sizes.title.width) / 2).rounded()
        if let imageView = imageViewIfMade, !imageView.isHidden {
            imageView.frame = CGRect(x: x, y: (area.midY - sizes.image.height / 2).rounded(),
                                     width: sizes.image.width, height: sizes.image.height)
            x += sizes.image.width + sizes.gap
        }
        if let label = titleLabelIfMade, !label.isHidden {
            label.frame = CGRect(x: x, y: (area.midY - sizes.title.height / 2).rounded(),
                                 width: sizes.title.width, height: sizes.title.height)
        }
    }
}
