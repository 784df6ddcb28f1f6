import UIKit

/// Shows the current slide, filling its bounds; a new slide pushes the old one out (a CATransition), so slide
/// changes animate on whichever screen the stage is.
final class SlideStage: UIView {
    private var current: SlideView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .black
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { nil }

    func show(_ index: Int, forward: Bool, animated: Bool) {
        let slide = SlideView(slide: Slide.deck[index], number: index + 1, frame: bounds)
        slide.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        current?.removeFromSuperview()
        addSubview(slide)
        current = slide
        guard animated else { return }
        let push = CATransition()
        push.type = .push
        push.subtype = forward ? .fromRight : .fromLeft
        push.duration = 0.45
        push.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(push, forKey: "slide")
    }
}
