import Foundation
import Testing
@testable import UIKitCore

/// The `Selector` forms of target-action dispatch through the action table (`UINibConnections.registerAction`),
/// as the Objective-C runtime would on iOS.
@MainActor struct SelectorDispatchTests {
    final class Target: UIResponder {
        var received: [String] = []
        func tapped(_ sender: Any) { received.append("tapped \(type(of: sender))") }
        func noted(_ notification: Notification) { received.append("noted \(notification.name.rawValue)") }
    }

    final class Bystander: UIResponder {}

    private static let registered: Void = {
        UINibConnections.registerAction("selectorTestTapped:", on: Target.self) { target, sender in target.tapped(sender) }
        UINibConnections.registerAction("selectorTestNoted:", on: Target.self) { target, sender in
            if let notification = sender as? Notification { target.noted(notification) }
        }
    }()

    init() { _ = Self.registered }

    @Test func aControlSendsTheSelectorToItsTarget() {
        let target = Target()
        let control = UIControl()
        control.addTarget(target, action: Selector("selectorTestTapped:"), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(target.received == ["tapped UIControl"])
    }

    @Test func aNilTargetFindsTheFirstResponderUpTheChainThatHasTheAction() {
        let target = Target()
        let bystander = Bystander()
        let application = UIApplication.shared
        #expect(application.sendAction(Selector("selectorTestTapped:"), to: nil, from: bystander, for: nil) == false)
        #expect(application.sendAction(Selector("selectorTestTapped:"), to: target, from: bystander, for: nil))
        #expect(target.received == ["tapped Bystander"])
        #expect(application.sendAction(Selector("noSuchSelector:"), to: target, from: nil, for: nil) == false)
    }

    @Test func respondsAndPerformFollowTheTable() {
        let target = Target()
        #expect(target.responds(to: Selector("selectorTestTapped:")))
        #expect(!target.responds(to: Selector("selectorTestMissing:")))
        #expect(!Bystander().responds(to: Selector("selectorTestTapped:")))
        target.perform(Selector("selectorTestTapped:"), with: "hello")
        #expect(target.received == ["tapped String"])
    }

    @Test func aGestureRecognizerSendsTheSelectorWithItselfAsSender() {
        let target = Target()
        let recognizer = UITapGestureRecognizer(target: target, action: Selector("selectorTestTapped:"))
        recognizer.sendActions()
        #expect(target.received == ["tapped UITapGestureRecognizer"])
        let empty = UITapGestureRecognizer(target: nil, action: nil)
        empty.sendActions()
    }

    @Test func aKeyCommandPerformsTheActionOfTheFirstResponderThatHasIt() {
        let target = Target()
        let command = UIKeyCommand(input: "r", modifierFlags: .command, action: Selector("selectorTestTapped:"))
        #expect(command.perform(from: target))
        #expect(target.received == ["tapped UIKeyCommand"])
    }

    /// Delivery happens on the main thread: synchronously when posted there, else through the main queue (a
    /// main-actor test may run elsewhere), so the test waits for it.
    @Test func aNotificationSendsTheSelectorWithTheNotificationAndEndsWithItsObserver() async {
        let center = NotificationCenter()
        let name = Notification.Name("SelectorDispatchTestsPing")
        var target: Target? = Target()
        center.addObserver(target!, selector: Selector("selectorTestNoted:"), name: name, object: nil)
        center.post(name: name, object: nil)
        for _ in 0..<500 where target?.received.isEmpty ?? false { try? await Task.sleep(nanoseconds: 10_000_000) }
        #expect(target?.received == ["noted SelectorDispatchTestsPing"])
        weak let gone = target
        target = nil
        #expect(gone == nil)
        center.post(name: name, object: nil)
    }

    @Test func aSenderOfTheWrongTypeIsLoggedAndNotDelivered() {
        #expect(UINibConnections.sender(UIView(), as: UIButton.self, for: "x:") == nil)
        #expect(UINibConnections.sender(UIButton(), as: UIButton.self, for: "x:") != nil)
    }
}
