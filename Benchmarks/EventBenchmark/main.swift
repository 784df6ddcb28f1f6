// The in-process cost of touch delivery, from an inbound window-server event to `touchesBegan`, printed against a
// baseline measured in the same run (a bare hit-test of the same point): swift run -c release EventBenchmark
import Foundation
import UIKitCore

@MainActor final class Target: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

final class Delegate: UIResponder, UIApplicationDelegate {}

@MainActor func seconds(_ body: () -> Void) -> Double {
    let start = ProcessInfo.processInfo.systemUptime
    body()
    return ProcessInfo.processInfo.systemUptime - start
}

@MainActor func run() throws {
    let server = HeadlessWindowServer()
    try UIApplication.shared.launch(windowServer: server, delegate: Delegate())
    let clock = ManualEventClock()
    UIApplication.eventTimerSource = clock
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    window.isHidden = false

    // 10,000 views: 50 nested levels on the path to the target, the rest as siblings along the way.
    var parent: UIView = window
    var count = 0
    for level in 0..<50 {
        let child = level == 49 ? Target(frame: CGRect(x: 1, y: 1, width: 900, height: 900))
            : UIView(frame: CGRect(x: 1, y: 1, width: 950 - CGFloat(level), height: 950 - CGFloat(level)))
        for i in 0..<199 {
            parent.addSubview(UIView(frame: CGRect(x: 2000 + CGFloat(i), y: 0, width: 1, height: 1)))
        }
        parent.insertSubview(child, at: 0)
        count += 200
        parent = child
    }
    let target = parent as! Target
    let input = EventSynthesizer(window: window)
    let point = CGPoint(x: 500, y: 500)
    let iterations = 2000

    let hitTest = seconds {
        for _ in 0..<iterations { _ = window.hitTest(point, with: nil) }
    } / Double(iterations)
    let deep = seconds {
        for _ in 0..<iterations {
            let id = input.touchDown(at: point)
            input.touchUp(id, at: point)
            clock.advance(by: 1)
        }
    } / Double(iterations)
    precondition(target.began == iterations, "touchesBegan was not reached every time")

    // 10 fingers at once on 10 views, each with 5 recognizers (tap, double tap, pan, pinch, long press).
    let fingers = (0..<10).map { i -> UIView in
        let view = Target(frame: CGRect(x: CGFloat(i) * 90, y: 0, width: 80, height: 80))
        view.isMultipleTouchEnabled = true
        let double = UITapGestureRecognizer { _ in }
        double.numberOfTapsRequired = 2
        for recognizer in [UITapGestureRecognizer { _ in }, double, UIPanGestureRecognizer { _ in },
                           UIPinchGestureRecognizer { _ in }, UILongPressGestureRecognizer { _ in }] {
            view.addGestureRecognizer(recognizer)
        }
        window.addSubview(view)
        return view
    }
    let points = fingers.map { CGPoint(x: $0.frame.midX, y: $0.frame.midY) }
    let moved = points.map { CGPoint(x: $0.x + 2, y: $0.y + 2) }
    let multiIterations = 500
    let multi = seconds {
        for _ in 0..<multiIterations {
            let ids = input.touchesDown(at: points)
            input.touchesMove(ids, to: moved)
            input.touchesUp(ids, at: moved)
            clock.advance(by: 1)
        }
    } / Double(multiIterations)

    print("EventBenchmark: \(count) views, target 50 levels deep")
    print(String(format: "  baseline hit-test of the target point:          %8.1f µs", hitTest * 1e6))
    print(String(format: "  inbound touch down+up -> touchesBegan/Ended:     %8.1f µs  (%.1fx the hit-test)", deep * 1e6, deep / hitTest))
    print(String(format: "  10 touches x 5 recognizers, down+move+up:        %8.1f µs  (%.1fx the hit-test)", multi * 1e6, multi / hitTest))
}

MainActor.assumeIsolated {
    do { try run() } catch { print("EventBenchmark failed: \(error)"); exit(1) }
}
