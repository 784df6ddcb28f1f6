import UIKit

/// The paper: every finger that comes down on it paints a trail in its own colour, one shape layer per trail.
/// Reports how many fingers are down through `onTouchesChanged`.
final class PaintView: UIView {
    private struct Trail {
        let layer: CAShapeLayer
        let path: UIBezierPath
    }

    private var trails: [ObjectIdentifier: Trail] = [:]
    private var finished: [CAShapeLayer] = []
    private var nextColour = 0
    var onTouchesChanged: ((Int) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = CanvasStyle.paper
        isMultipleTouchEnabled = true
    }

    required init?(coder: NSCoder) { nil }

    var trailCount: Int { trails.count + finished.count }

    func clear() {
        (finished + trails.values.map(\.layer)).forEach { $0.removeFromSuperlayer() }
        finished.removeAll()
        trails.removeAll()
        nextColour = 0
        appLog("clear")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            let colour = CanvasStyle.paints[nextColour % CanvasStyle.paints.count]
            nextColour += 1
            let layer = CAShapeLayer()
            layer.frame = bounds
            layer.fillColor = nil
            layer.strokeColor = colour.cgColor
            layer.lineWidth = 10
            layer.lineCap = .round
            layer.lineJoin = .round
            let path = UIBezierPath()
            let point = touch.location(in: self)
            path.move(to: point)
            path.addLine(to: point)
            layer.path = path.cgPath
            self.layer.addSublayer(layer)
            trails[ObjectIdentifier(touch)] = Trail(layer: layer, path: path)
            appLog("trail \(trailCount) began \(Int(point.x)) \(Int(point.y))")
        }
        onTouchesChanged?(trails.count)
    }

    /// Every sample the window server reported goes into the trail, not only the newest of each delivery: UIKit
    /// merges moves that come faster than the app handles them (`coalescedTouches(for:)`).
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            guard let trail = trails[ObjectIdentifier(touch)] else { continue }
            for sample in event?.coalescedTouches(for: touch) ?? [touch] {
                trail.path.addLine(to: sample.location(in: self))
            }
            trail.layer.path = trail.path.cgPath
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { finish(touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { finish(touches) }

    private func finish(_ touches: Set<UITouch>) {
        for touch in touches {
            guard let trail = trails.removeValue(forKey: ObjectIdentifier(touch)) else { continue }
            finished.append(trail.layer)
            let end = touch.location(in: self)
            appLog("trail ended \(Int(end.x)) \(Int(end.y))")
        }
        onTouchesChanged?(trails.count)
    }
}
