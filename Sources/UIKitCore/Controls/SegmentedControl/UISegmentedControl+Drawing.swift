import Foundation

/// The iOS 13 look: a rounded fill with a raised card behind the selected segment, thin dividers between
/// unselected neighbours, titles in the label colour (semibold when selected) and images as templates in it.
extension UISegmentedControl {
    /// White in light mode, a lighter grey in dark mode, as UIKit's selected segment.
    static let defaultSelectedFill = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.39, alpha: 1) : .white
    }

    func drawContents() {
        let alpha: CGFloat = isEnabled ? 1 : 0.45
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: 9).fill(with: .normal, alpha: alpha)
        let frames = segmentFrames()
        let selected = displayedSelection
        if let selected, frames.indices.contains(selected) {
            let card = frames[selected].insetBy(dx: 2, dy: 2)
            UIColor.black.withAlphaComponent(0.08).setFill()
            UIBezierPath(roundedRect: card.offsetBy(dx: 0, dy: 1), cornerRadius: 7).fill(with: .normal, alpha: alpha)
            (selectedSegmentTintColor ?? Self.defaultSelectedFill).setFill()
            UIBezierPath(roundedRect: card, cornerRadius: 7).fill(with: .normal, alpha: alpha)
        }
        for index in frames.indices.dropLast() where index != selected && index + 1 != selected {
            UIColor.separator.setFill()
            UIBezierPath(rect: CGRect(x: frames[index].maxX - 0.5, y: bounds.minY + 8, width: 1, height: bounds.height - 16)).fill()
        }
        for (index, frame) in frames.enumerated() {
            let segment = segments[index]
            var state: UIControl.State = index == selected ? .selected : .normal
            if pressedSegment == index && isHighlighted { state.insert(.highlighted) }
            if !segment.isEnabled || !isEnabled { state = .disabled }
            let segmentAlpha: CGFloat = state == .disabled ? 0.35 : (state.contains(.highlighted) && index != selected ? 0.6 : 1)
            let center = CGPoint(x: frame.midX + segment.contentOffset.width, y: frame.midY + segment.contentOffset.height)
            if let image = segment.image {
                let color = (effectiveTitleAttributes(for: state)[.foregroundColor] as? UIColor) ?? .label
                let tinted = image.renderingMode == .alwaysOriginal ? image : image.withTintColor(color)
                tinted.draw(in: CGRect(x: center.x - image.size.width / 2, y: center.y - image.size.height / 2,
                                       width: image.size.width, height: image.size.height), blendMode: .normal, alpha: segmentAlpha)
            } else if let title = segment.title, !title.isEmpty {
                var attributes = effectiveTitleAttributes(for: state)
                if segmentAlpha < 1, let color = attributes[.foregroundColor] as? UIColor {
                    attributes[.foregroundColor] = color.withAlphaComponent(segmentAlpha)
                }
                let size = title.size(withAttributes: attributes)
                let box = CGRect(x: max(center.x - size.width / 2, frame.minX + 4), y: center.y - size.height / 2,
                                 width: min(size.width, frame.width - 8), height: size.height)
                NSAttributedString(string: title, attributes: attributes).draw(in: box)
            }
        }
    }
}
