/// The translucent black behind a sheet or an alert: it takes the clicks outside the card (a sheet is not
/// dismissed by clicking outside it, as on iPadOS) and fades in and out with the presentation.
@MainActor final class DimmingView: UIView {
    /// Called for a click on the dimming (nothing for sheets and alerts).
    var onClick: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0, alpha: PresentationLayout.dimmingAlpha)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { nil }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onClick?() }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
