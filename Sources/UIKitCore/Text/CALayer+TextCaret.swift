import Foundation

/// The caret of an editable text view: a thin layer in the tint colour, solid at first and then blinking (on half
/// a second, off half a second), as iOS's does after each edit or move.
extension CALayer {
    /// Shows the caret at `frame` (restarting its blink), or hides it for `nil`.
    func showTextCaret(at frame: CGRect?, color: UIColor) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        isHidden = frame == nil
        removeAnimation(forKey: "blink")
        guard let frame else { return }
        self.frame = frame
        backgroundColor = color.cgColor
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [1, 0]
        blink.keyTimes = [0, 0.5]
        blink.calculationMode = .discrete
        blink.duration = 1
        blink.repeatCount = .infinity
        blink.beginTime = CACurrentMediaTime() + 0.5
        blink.fillMode = .backwards
        add(blink, forKey: "blink")
    }
}
