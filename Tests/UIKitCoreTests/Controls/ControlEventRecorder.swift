import UIKit

/// Names the control events a control sends, in order, for tests to compare.
@MainActor final class ControlEventRecorder {
    private(set) var events: [String] = []

    init(_ control: UIControl, _ names: [(String, UIControl.Event)] = ControlEventRecorder.standard) {
        for (name, event) in names {
            control.addAction(UIAction { [weak self] _ in self?.events.append(name) }, for: event)
        }
    }

    func clear() { events.removeAll() }

    static let standard: [(String, UIControl.Event)] = [
        ("down", .touchDown), ("upInside", .touchUpInside), ("upOutside", .touchUpOutside), ("value", .valueChanged),
        ("primary", .primaryActionTriggered)]
}
