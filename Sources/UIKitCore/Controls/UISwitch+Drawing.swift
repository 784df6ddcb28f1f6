import Foundation

/// The switch's two looks, drawn from colours resolved for the view's light or dark style.
extension UISwitch {
    var titleAttributes: [NSAttributedString.Key: Any] {
        [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: isEnabled ? UIColor.label : UIColor.secondaryLabel]
    }

    func drawContents() {
        if style == .checkbox { drawCheckbox() } else { drawSlider() }
    }

    private var effectiveOnColor: UIColor { onTintColor ?? .systemGreen }

    private func drawSlider() {
        let size = Self.slidingSize
        let track = CGRect(origin: .zero, size: size)
        let position = dragPosition ?? (isOn ? 1 : 0)
        let alpha: CGFloat = isEnabled ? 1 : 0.5
        // Off: a grey fill, outlined only in a tint set on the switch itself (UIKit's `tintColor` is the off
        // outline; the window's accent is not inherited for it); on: the on colour; during a drag the two blend.
        let offPath = UIBezierPath(roundedRect: track.insetBy(dx: 0.75, dy: 0.75), cornerRadius: size.height / 2 - 0.75)
        UIColor.systemFill.setFill()
        offPath.fill(with: .normal, alpha: alpha)
        if let outline = tintColorStorage {
            outline.setStroke()
            offPath.lineWidth = 1.5
            offPath.stroke(with: .normal, alpha: alpha)
        }
        if position > 0 {
            effectiveOnColor.setFill()
            UIBezierPath(roundedRect: track, cornerRadius: size.height / 2).fill(with: .normal, alpha: alpha * position)
        }
        let diameter = size.height - 4
        let widen: CGFloat = isHighlighted ? 6 : 0
        let travel = size.width - size.height
        let thumb = CGRect(x: 2 + travel * position - widen * position, y: 2, width: diameter + widen, height: diameter)
        let thumbPath = UIBezierPath(roundedRect: thumb, cornerRadius: diameter / 2)
        UIColor.black.withAlphaComponent(0.15).setFill()
        UIBezierPath(roundedRect: thumb.offsetBy(dx: 0, dy: 1), cornerRadius: diameter / 2).fill(with: .normal, alpha: alpha)
        (thumbTintColor ?? .white).setFill()
        thumbPath.fill(with: .normal, alpha: alpha)
    }

    private func drawCheckbox() {
        let box = CGRect(x: 2, y: 2, width: 18, height: 18)
        let path = UIBezierPath(roundedRect: box, cornerRadius: 4)
        let alpha: CGFloat = isEnabled ? 1 : 0.5
        if isOn {
            (onTintColor ?? tintColor).setFill()
            path.fill(with: .normal, alpha: alpha)
            let check = UIBezierPath()
            check.move(to: CGPoint(x: box.minX + 4, y: box.midY))
            check.addLine(to: CGPoint(x: box.minX + 7.5, y: box.maxY - 4.5))
            check.addLine(to: CGPoint(x: box.maxX - 4, y: box.minY + 4.5))
            check.lineWidth = 2.2
            (thumbTintColor ?? .white).setStroke()
            check.stroke(with: .normal, alpha: alpha)
        } else {
            UIColor.systemBackground.setFill()
            path.fill(with: .normal, alpha: alpha)
            UIColor.systemGray.setStroke()
            path.lineWidth = 1
            path.stroke(with: .normal, alpha: alpha)
        }
        if isHighlighted {
            UIColor.black.withAlphaComponent(0.12).setFill()
            path.fill()
        }
        if let title, !title.isEmpty {
            let size = title.size(withAttributes: titleAttributes)
            title.draw(at: CGPoint(x: Self.checkboxSize.width + 6, y: bounds.midY - size.height / 2), withAttributes: titleAttributes)
        }
    }
}
