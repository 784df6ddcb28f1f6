import Foundation

/// The stepper's look: a rounded fill split by a divider, − on the leading half and + on the trailing one; a
/// held half darkens and a half that cannot step fades. Images set per state replace each part.
extension UIStepper {
    func drawContents() {
        let size = Self.fixedSize
        let whole = CGRect(origin: .zero, size: size)
        let halves = [(Button.decrement, CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)),
                      (Button.increment, CGRect(x: size.width / 2, y: 0, width: size.width / 2, height: size.height))]
        if let background = backgroundImage(for: isEnabled ? .normal : .disabled) {
            background.draw(in: whole)
        } else {
            UIColor.tertiarySystemFill.setFill()
            UIBezierPath(roundedRect: whole, cornerRadius: 8).fill()
        }
        for (button, half) in halves where pressedButton == button && isHighlighted {
            UIColor.systemFill.setFill()
            let corners: UIRectCorner = button == .decrement ? [.topLeft, .bottomLeft] : [.topRight, .bottomRight]
            UIBezierPath(roundedRect: half, byRoundingCorners: corners, cornerRadii: CGSize(width: 8, height: 8)).fill()
        }
        let leftState: UIControl.State = canStep(.decrement) ? .normal : .disabled
        let rightState: UIControl.State = canStep(.increment) ? .normal : .disabled
        if let divider = dividerImage(forLeftSegmentState: leftState, rightSegmentState: rightState) {
            divider.draw(in: CGRect(x: size.width / 2 - divider.size.width / 2, y: 0, width: divider.size.width, height: size.height))
        } else {
            UIColor.separator.setFill()
            UIBezierPath(rect: CGRect(x: size.width / 2 - 0.5, y: 8, width: 1, height: size.height - 16)).fill()
        }
        for (button, half) in halves {
            let state: UIControl.State = !canStep(button) ? .disabled : (pressedButton == button && isHighlighted ? .highlighted : .normal)
            let alpha: CGFloat = state == .disabled ? 0.3 : 1
            let image = button == .increment ? incrementImage(for: state) : decrementImage(for: state)
            if let image {
                let origin = CGPoint(x: half.midX - image.size.width / 2, y: half.midY - image.size.height / 2)
                image.draw(in: CGRect(origin: origin, size: image.size), blendMode: .normal, alpha: alpha)
                continue
            }
            let glyph = UIBezierPath()
            glyph.move(to: CGPoint(x: half.midX - 7, y: half.midY))
            glyph.addLine(to: CGPoint(x: half.midX + 7, y: half.midY))
            if button == .increment {
                glyph.move(to: CGPoint(x: half.midX, y: half.midY - 7))
                glyph.addLine(to: CGPoint(x: half.midX, y: half.midY + 7))
            }
            glyph.lineWidth = 2
            UIColor.label.setStroke()
            glyph.stroke(with: .normal, alpha: alpha)
        }
    }
}
