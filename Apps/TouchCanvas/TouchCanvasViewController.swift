import UIKit

/// A title bar with a Clear button, the paper with three objects on it, and a status bar showing the fingers down
/// and each recognizer's last state. A three-finger swipe left also clears the paper.
final class TouchCanvasViewController: UIViewController {
    static let barHeight: CGFloat = 56
    static let statusHeight: CGFloat = 60
    static let recognizers = ["tap", "double tap", "long press", "pan", "pinch", "rotation", "swipe"]

    private let paint = PaintView()
    private var states: [String: UIGestureRecognizer.State] = [:]
    private var fingers = 0
    private let touchesText = UILabel(frame: .zero, font: .boldSystemFont(ofSize: 15), color: CanvasStyle.barText)
    private let recognizerText = UILabel(frame: .zero, font: .systemFont(ofSize: 13), color: CanvasStyle.dimText)

    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 640))
        root.backgroundColor = CanvasStyle.bar
        let width = root.bounds.width, height = root.bounds.height

        let bar = UIView(frame: CGRect(x: 0, y: 0, width: width, height: Self.barHeight))
        bar.autoresizingMask = [.flexibleWidth]
        bar.addSubview(UILabel(frame: CGRect(x: 24, y: 13, width: 200, height: 30), font: .boldSystemFont(ofSize: 20),
                               color: .white, text: "Touch Canvas"))
        bar.addSubview(UILabel(frame: CGRect(x: 220, y: 17, width: 620, height: 22), font: .systemFont(ofSize: 13),
                               color: CanvasStyle.dimText,
                               text: "Paint with any number of fingers. Drag, pinch and twist the shapes; tap, double-tap, hold them."))
        let clear = UIButton(type: .system)
        clear.setTitle("Clear", for: .normal)
        clear.setTitleColor(.white, for: .normal)
        clear.backgroundColor = UIColor(white: 1, alpha: 0.15)
        clear.layer.cornerRadius = 8
        clear.frame = CGRect(x: width - 104, y: 10, width: 84, height: 36)
        clear.autoresizingMask = [.flexibleLeftMargin]
        clear.addAction(UIAction { [weak self] _ in self?.paint.clear() }, for: .touchUpInside)
        bar.addSubview(clear)
        root.addSubview(bar)

        paint.frame = CGRect(x: 0, y: Self.barHeight, width: width, height: height - Self.barHeight - Self.statusHeight)
        paint.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        paint.onTouchesChanged = { [weak self] count in
            self?.fingers = count
            self?.refreshStatus()
            appLog("touches \(count)")
        }
        let swipe = UISwipeGestureRecognizer { [weak self] swipe in
            self?.paint.clear()
            self?.record("swipe", swipe.state)
        }
        swipe.direction = .left
        swipe.numberOfTouchesRequired = 3
        swipe.cancelsTouchesInView = false
        paint.addGestureRecognizer(swipe)
        root.addSubview(paint)

        let shapes: [(String, Bool, CGRect)] = [
            ("card", false, CGRect(x: 560, y: 120, width: 160, height: 120)),
            ("disc", true, CGRect(x: 780, y: 260, width: 130, height: 130)),
            ("tile", false, CGRect(x: 620, y: 330, width: 110, height: 110)),
        ]
        for (index, (name, round, frame)) in shapes.enumerated() {
            let object = GestureObject(name: name, colourIndex: index, isRound: round, frame: frame)
            object.onRecognizer = { [weak self] recognizer, state in self?.record(recognizer, state) }
            paint.addSubview(object)
        }

        let status = UIView(frame: CGRect(x: 0, y: height - Self.statusHeight, width: width, height: Self.statusHeight))
        status.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        touchesText.frame = CGRect(x: 24, y: 8, width: width - 48, height: 22)
        recognizerText.frame = CGRect(x: 24, y: 32, width: width - 48, height: 20)
        status.addSubview(touchesText)
        status.addSubview(recognizerText)
        root.addSubview(status)
        view = root
        refreshStatus()
    }

    private func record(_ recognizer: String, _ state: UIGestureRecognizer.State) {
        states[recognizer] = state
        refreshStatus()
    }

    private func refreshStatus() {
        touchesText.text = fingers == 1 ? "1 finger down" : "\(fingers) fingers down"
        recognizerText.text = Self.recognizers.map { "\($0): \(states[$0]?.name ?? "possible")" }
            .joined(separator: "    ")
    }
}
