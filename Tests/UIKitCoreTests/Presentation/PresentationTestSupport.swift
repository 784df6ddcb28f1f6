import Testing
@testable import UIKitCore
import QuartzCore

/// A controller that logs its appearance callbacks into a shared journal.
final class JournalController: UIViewController {
    let name: String
    let journal: Journal
    init(_ name: String, journal: Journal) {
        self.name = name
        self.journal = journal
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillAppear(_ animated: Bool) { journal.lines.append("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { journal.lines.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { journal.lines.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { journal.lines.append("\(name).didDisappear") }
}

final class Journal {
    var lines: [String] = []
    func take() -> [String] { defer { lines = [] }; return lines }
}

/// A headless window of `size` whose root controller is a journal controller "A"; the animation clock is the
/// shared manual one.
@MainActor struct PresentationFixture {
    let window: UIWindow
    let input: EventSynthesizer
    let journal = Journal()
    let root: JournalController

    init(size: CGSize = CGSize(width: 1200, height: 800)) {
        _ = AnimationTestClock.shared
        (window, input) = EventTestEnvironment.makeWindow(size: size)
        root = JournalController("A", journal: journal)
        window.rootViewController = root
        window.makeKeyAndVisible()
        CATransaction.flush()
        journal.lines = []
    }

    func controller(_ name: String) -> JournalController { JournalController(name, journal: journal) }

    /// Moves the animation clock on in frames until `seconds` passed.
    func advance(_ seconds: Double) {
        CATransaction.flush()
        var left = seconds
        while left > 0 {
            let step = min(left, 1.0 / 60)
            advanceAnimationFrame(by: step)
            left -= step
        }
        CATransaction.flush()
    }

    /// Dismisses whatever is presented, at once, and hides the window.
    func tearDown() {
        var top: UIViewController = root
        while let next = top.presentedStorage { top = next }
        root.dismiss(animated: false)
        window.rootViewController = nil
        window.isHidden = true
        for responder in [UIResponder.currentFirstResponder].compactMap({ $0 }) { _ = responder.resignFirstResponder() }
    }

    func press(_ code: UIKeyboardHIDUsage, _ characters: String, modifiers: UIKeyModifierFlags = []) {
        input.key(code, characters: characters, modifiers: modifiers)
    }
}
