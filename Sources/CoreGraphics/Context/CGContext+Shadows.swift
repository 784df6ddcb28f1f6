/// A drop shadow: offset and blur in base-space units, and its colour.
struct Shadow: Equatable {
    var offset: CGSize
    var blur: CGFloat
    var color: CGColor

    var isVisible: Bool { color.alpha > 0 }
}

extension Shadow {
    /// A text run's shadow; `nil` when it cannot draw (a non-finite offset or blur, a clear colour).
    init?(_ text: TextShadow) {
        guard text.offset.width.isFinite, text.offset.height.isFinite, text.blur.isFinite, text.color.alpha > 0 else {
            return nil
        }
        self.init(offset: text.offset, blur: max(text.blur, 0), color: text.color)
    }
}

extension CGContext {
    /// Shadows everything drawn afterwards. The offset is in base space, unaffected by the CTM: +y moves the shadow
    /// up in a Core Graphics context and down in a UIKit (flipped) one, as on iOS.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite, let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        state.shadow = Shadow(offset: offset, blur: max(blur, 0), color: color)
    }

    /// A shadow in black at one third opacity, Core Graphics' default shadow colour.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }
}
