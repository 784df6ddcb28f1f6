import Foundation

/// The slider's look: value images, the two track parts (images stretched, or tinted capsules) and the thumb (an
/// image, or a white disc with a soft edge), in colours resolved for the view's light or dark style.
extension UISlider {
    func drawContents() {
        let alpha: CGFloat = isEnabled ? 1 : 0.45
        if let image = minimumValueImage { image.draw(in: minimumValueImageRect(forBounds: bounds), blendMode: .normal, alpha: alpha) }
        if let image = maximumValueImage { image.draw(in: maximumValueImageRect(forBounds: bounds), blendMode: .normal, alpha: alpha) }
        let track = trackRect(forBounds: bounds)
        let thumb = currentThumbRect
        let split = thumb.midX
        let minimumPart = CGRect(x: track.minX, y: track.minY, width: max(split - track.minX, 0), height: track.height)
        let maximumPart = CGRect(x: split, y: track.minY, width: max(track.maxX - split, 0), height: track.height)
        drawTrackPart(maximumPart, image: currentMaximumTrackImage, color: maximumTrackTintColor ?? .systemFill, alpha: alpha)
        drawTrackPart(minimumPart, image: currentMinimumTrackImage, color: minimumTrackTintColor ?? tintColor, alpha: alpha)
        if let image = currentThumbImage {
            image.draw(in: thumb, blendMode: .normal, alpha: alpha)
            return
        }
        let disc = UIBezierPath(ovalIn: thumb.insetBy(dx: 0.5, dy: 0.5))
        UIColor.black.withAlphaComponent(0.12).setFill()
        UIBezierPath(ovalIn: thumb.insetBy(dx: 0.5, dy: 0.5).offsetBy(dx: 0, dy: 1.5)).fill(with: .normal, alpha: alpha)
        (thumbTintColor ?? .white).setFill()
        disc.fill(with: .normal, alpha: alpha)
        UIColor.black.withAlphaComponent(isHighlighted ? 0.25 : 0.1).setStroke()
        disc.lineWidth = 0.5
        disc.stroke(with: .normal, alpha: alpha)
    }

    private func drawTrackPart(_ part: CGRect, image: UIImage?, color: UIColor, alpha: CGFloat) {
        guard part.width > 0 else { return }
        if let image {
            image.draw(in: part, blendMode: .normal, alpha: alpha)
            return
        }
        color.setFill()
        UIBezierPath(roundedRect: part, cornerRadius: part.height / 2).fill(with: .normal, alpha: alpha)
    }
}
