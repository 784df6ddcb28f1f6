import UIKit

/// A launched headless application (so windows get platform hosts and input goes through the inbound queue), a
/// manual clock for time-based gestures, and views that log what they receive.
@MainActor enum EventTestEnvironment {
    static let clock = ManualEventClock()

    /// A fresh visible window at the origin with a synthesizer for it.
    static func makeWindow(size: CGSize = CGSize(width: 400, height: 400)) -> (UIWindow, EventSynthesizer) {
        if UIApplication.windowServer == nil {
            try? UIApplication.shared.launch(windowServer: HeadlessWindowServer(), delegate: EventTestAppDelegate())
        }
        UIApplication.eventTimerSource = clock
        clock.advance(by: 10)
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.isHidden = false
        return (window, EventSynthesizer(window: window))
    }

    /// A fresh window holding two 100 x 100 logging views, at the origin and 200 points to its right.
    static func makeWindowWithSideBySideViews(_ left: String, _ right: String)
        -> (UIWindow, EventSynthesizer, LoggingView, LoggingView) {
        let (window, input) = makeWindow()
        let a = LoggingView(left, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = LoggingView(right, frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        window.addSubview(a)
        window.addSubview(b)
        return (window, input, a, b)
    }

    /// A fresh window holding one 300 x 300 logging view "v" at the origin.
    static func makeWindowWithLoggingView() -> (UIWindow, EventSynthesizer, LoggingView) {
        let (window, input) = makeWindow()
        let v = LoggingView("v", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(v)
        return (window, input, v)
    }
}

final class EventTestAppDelegate: UIResponder, UIApplicationDelegate {}

/// Records touch calls as "name phase count" strings, and keeps the touches it saw.
final class LoggingView: UIView {
    let name: String
    var log: [String] = []
    var seenTouches: [UITouch] = []
    var lastEvent: UIEvent?
    /// Touches this view heard begin and not yet end or cancel.
    var open: Set<ObjectIdentifier> = []

    init(_ name: String, frame: CGRect) {
        self.name = name
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError() }

    private func record(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        log.append("\(name) \(phase) \(touches.count)")
        seenTouches += touches
        lastEvent = event
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches, event)
        for t in touches { open.insert(ObjectIdentifier(t)) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended", touches, event)
        for t in touches { open.remove(ObjectIdentifier(t)) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches, event)
        for t in touches { open.remove(ObjectIdentifier(t)) }
    }

    /// The phases only ("began", "ended"...).
    var phases: [String] { log.map { String($0.split(separator: " ")[1]) } }
}
