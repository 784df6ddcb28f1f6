import UIKit

/// A shape on the canvas that fingers move (pan), scale (pinch) and spin (rotation) all at once; a tap changes its
/// colour, a double tap puts it back, a long press lifts it with a shadow.
final class GestureObject: UIView, UIGestureRecognizerDelegate {
    let name: String
    private var colourIndex: Int
    private let home: CGPoint
    private(set) var scale: CGFloat = 1
    private(set) var angle: CGFloat = 0
    /// Every recognizer's state change, for the status bar: (recognizer name, state).
    var onRecognizer: ((String, UIGestureRecognizer.State) -> Void)?

    init(name: String, colourIndex: Int, isRound: Bool, frame: CGRect) {
        self.name = name
        self.colourIndex = colourIndex
        home = CGPoint(x: frame.midX, y: frame.midY)
        super.init(frame: frame)
        backgroundColor = CanvasStyle.objects[colourIndex]
        layer.cornerRadius = isRound ? frame.width / 2 : 18
        layer.borderWidth = 3
        layer.borderColor = UIColor(white: 1, alpha: 0.8).cgColor
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOffset = CGSize(width: 0, height: 8)
        layer.shadowRadius = 12
        isMultipleTouchEnabled = true
        addRecognizers()
    }

    required init?(coder: NSCoder) { nil }

    private func addRecognizers() {
        let pan = UIPanGestureRecognizer { [weak self] pan in
            guard let self, let parent = superview else { return }
            let moved = pan.translation(in: parent)
            center = CGPoint(x: center.x + moved.x, y: center.y + moved.y)
            pan.setTranslation(.zero, in: parent)
            report("pan", pan.state)
        }
        let pinch = UIPinchGestureRecognizer { [weak self] pinch in
            guard let self else { return }
            scale = min(max(scale * pinch.scale, 0.4), 4)
            pinch.scale = 1
            applyTransform()
            report("pinch", pinch.state)
        }
        let rotation = UIRotationGestureRecognizer { [weak self] rotation in
            guard let self else { return }
            angle += rotation.rotation
            rotation.rotation = 0
            applyTransform()
            report("rotation", rotation.state)
        }
        let doubleTap = UITapGestureRecognizer { [weak self] tap in
            guard let self else { return }
            scale = 1
            angle = 0
            center = home
            applyTransform()
            report("double tap", tap.state)
        }
        doubleTap.numberOfTapsRequired = 2
        let tap = UITapGestureRecognizer { [weak self] tap in
            guard let self else { return }
            colourIndex = (colourIndex + 1) % CanvasStyle.objects.count
            backgroundColor = CanvasStyle.objects[colourIndex]
            report("tap", tap.state)
        }
        tap.require(toFail: doubleTap)
        let longPress = UILongPressGestureRecognizer { [weak self] press in
            guard let self else { return }
            let lifted = press.state == .began || press.state == .changed
            layer.shadowOpacity = lifted ? 0.35 : 0
            superview?.bringSubviewToFront(self)
            report("long press", press.state)
        }
        for recognizer in [pan, pinch, rotation, doubleTap, tap, longPress] as [UIGestureRecognizer] {
            recognizer.delegate = self
            addGestureRecognizer(recognizer)
        }
    }

    // Touches on an object are the object's: they do not go on up the responder chain to paint the paper under it.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    private func applyTransform() {
        transform = CGAffineTransform(rotationAngle: angle).scaledBy(x: scale, y: scale)
    }

    private func report(_ recognizer: String, _ state: UIGestureRecognizer.State) {
        onRecognizer?(recognizer, state)
        appLog("object \(name) \(recognizer) \(state.name) scale \(String(format: "%.2f", scale)) "
            + "angle \(String(format: "%.2f", angle)) center \(Int(center.x)) \(Int(center.y))")
    }

    /// Moving, pinching and spinning go together, as in a photo viewer.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        let continuous: (UIGestureRecognizer) -> Bool = {
            $0 is UIPanGestureRecognizer || $0 is UIPinchGestureRecognizer || $0 is UIRotationGestureRecognizer
        }
        return continuous(gestureRecognizer) && continuous(otherGestureRecognizer)
    }
}

extension UIGestureRecognizer.State {
    /// The state as the status bar and the log show it.
    var name: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}
