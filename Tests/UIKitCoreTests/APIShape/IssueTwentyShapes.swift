import Foundation
import Testing
@testable import UIKitCore

/// A gesture recognizer subclass as iOS code writes one: it overrides UIKit's designated initializer.
@MainActor final class DoubleTapRecognizer: UITapGestureRecognizer {
    private(set) var madeThroughOverride = false

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        numberOfTapsRequired = 2
        madeThroughOverride = true
    }
}

/// A principal class (`NSPrincipalClass`) as iOS apps write one to watch every action and event.
@MainActor final class WatchingApplication: UIApplication {
    var actions: [String] = []

    override func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        actions.append(action.name)
        return super.sendAction(action, to: target, from: sender, for: event)
    }

    override func sendEvent(_ event: UIEvent) {
        super.sendEvent(event)
    }
}

/// Declarations iOS code made for the Objective-C runtime relies on, as the port tool carries them over.
@MainActor struct IssueTwentyShapeTests {
    @Test func aRecognizerSubclassOverridesInitTargetActionAndInitRunsIt() {
        let direct = DoubleTapRecognizer(target: nil, action: nil)
        #expect(direct.madeThroughOverride && direct.numberOfTapsRequired == 2)
        // `init()` is a convenience initializer calling `init(target: nil, action: nil)`, as on iOS: the override runs.
        let plain = DoubleTapRecognizer()
        #expect(plain.madeThroughOverride && plain.numberOfTapsRequired == 2)
    }

    @Test func aPrincipalClassOverridesSendActionAndSendEvent() {
        // Compiling is the check (both are open in the class body); the override is what UIKit's dispatch calls.
        let principal: UIApplication.Type = WatchingApplication.self
        #expect(ObjectIdentifier(principal) != ObjectIdentifier(UIApplication.self))
    }

    @Test func closureInitializersAreTypedByTheirClass() {
        var translations: [CGPoint] = []
        let pan = UIPanGestureRecognizer { pan in translations.append(pan.translation(in: nil)) }
        let tap = UITapGestureRecognizer { tap in _ = tap.numberOfTapsRequired }
        let any = UIGestureRecognizer { recognizer in _ = recognizer.state }
        #expect(pan.state == .possible && tap.state == .possible && any.state == .possible)
    }
}
