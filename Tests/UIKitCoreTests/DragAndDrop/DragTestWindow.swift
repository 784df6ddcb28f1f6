import UIKit
@testable import UIKitCore

/// The window the drag suites share: a key window with a blue 100 x 60 drag source at (20, 20) and a 150-point drop
/// target at (200, 200), on the shared manual media clock.
@MainActor struct DragTestWindow {
    let window: UIWindow
    let input: EventSynthesizer
    let source: UIView
    let target: UIView

    init() {
        _ = AnimationTestClock.shared
        (window, input) = EventTestEnvironment.makeWindow()
        window.makeKeyAndVisible()
        source = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        source.backgroundColor = .blue
        target = UIView(frame: CGRect(x: 200, y: 200, width: 150, height: 150))
        window.addSubview(source)
        window.addSubview(target)
    }
}
