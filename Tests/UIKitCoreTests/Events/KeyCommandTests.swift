import Testing
import UIKit
import Foundation

/// A responder that can be first and offers key commands, logging the presses that reach it.
final class KeyCommandView: UIView {
    var commands: [UIKeyCommand] = []
    var presses: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? { commands }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        self.presses += presses.map { "began \($0.key?.characters ?? "")" }
        super.pressesBegan(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        self.presses += presses.map { "ended \($0.key?.characters ?? "")" }
        super.pressesEnded(presses, with: event)
    }
    func save(_ command: UIKeyCommand) { presses.append("save via \(command.input ?? "")") }
}

/// UIKeyCommand: found along the responder chain from the first responder before pressesBegan, exact modifiers,
/// the press consumed, repeats while held, the text system first unless the command wants priority.
@MainActor @Suite(.serialized) struct KeyCommandTests {
    let keyS = UIKeyboardHIDUsage(rawValue: 0x16)

    func makeResponder() -> (KeyCommandView, UIView, EventSynthesizer) {
        let (window, input) = EventTestEnvironment.makeWindow()
        let outer = KeyCommandView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let inner = KeyCommandView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        window.addSubview(outer)
        outer.addSubview(inner)
        window.makeKeyAndVisible()
        #expect(inner.becomeFirstResponder())
        return (inner, outer, input)
    }

    @Test func commandShortcutsArePressedWithControlAsOnLinux() {
        let (inner, _, input) = makeResponder()
        defer { inner.resignFirstResponder() }
        var ran: [String] = []
        inner.commands = [UIKeyCommand(input: "s", modifierFlags: .command) { _ in ran.append("⌘S") },
                          UIKeyCommand(input: "s", modifierFlags: [.command, .shift]) { _ in ran.append("⇧⌘S") },
                          UIKeyCommand(input: "z", modifierFlags: .command) { _ in ran.append("⌘Z") },
                          UIKeyCommand(input: "z", modifierFlags: [.command, .control]) { _ in ran.append("⌃⌘Z") }]
        input.key(keyS, characters: "s", modifiers: .control)
        input.key(keyS, characters: "S", modifiers: [.control, .shift])
        input.key(keyS, characters: "s", modifiers: .command)
        #expect(ran == ["⌘S", "⇧⌘S", "⌘S"], "Ctrl presses ⌘, and Super still does")
        ran = []
        input.key(.keyboardZ, characters: "z", modifiers: [.control, .command])
        input.key(.keyboardZ, characters: "z", modifiers: .alternate)
        #expect(ran == ["⌃⌘Z"], "a command naming both keeps them apart; other modifiers are no ⌘")
        #expect(inner.presses.filter { $0.hasPrefix("began") } == ["began z"])
    }

    @Test func aMatchingCommandOnTheChainRunsInsteadOfThePresses() {
        let (inner, outer, input) = makeResponder()
        defer { inner.resignFirstResponder() }
        guard let outer = outer as? KeyCommandView else { return }
        var fired: [String] = []
        outer.commands = [UIKeyCommand(title: "Save", input: "s", modifierFlags: .control) { _ in fired.append("outer s") }]
        input.key(keyS, characters: "s", modifiers: .control)
        #expect(fired == ["outer s"])
        #expect(inner.presses.isEmpty && outer.presses.isEmpty, "a performed command consumes the press, ended included")
        // Other modifiers, or none, are not the command: the press is delivered.
        input.key(keyS, characters: "S", modifiers: [.control, .shift])
        input.key(keyS, characters: "s")
        #expect(fired == ["outer s"])
        #expect(inner.presses == ["began S", "ended S", "began s", "ended s"])
    }

    @Test func theNearestRespondersCommandWinsAndTargetActionsFindTheirType() {
        let (inner, outer, input) = makeResponder()
        defer { inner.resignFirstResponder() }
        guard let outer = outer as? KeyCommandView else { return }
        var fired: [String] = []
        outer.commands = [UIKeyCommand(input: UIKeyCommand.inputUpArrow) { _ in fired.append("outer") }]
        inner.commands = [UIKeyCommand(input: UIKeyCommand.inputUpArrow) { _ in fired.append("inner") },
                          UIKeyCommand(input: "s", modifierFlags: .command, action: KeyCommandView.save)]
        input.key(.keyboardUpArrow, characters: "UIKeyInputUpArrow")
        #expect(fired == ["inner"])
        input.key(keyS, characters: "s", modifiers: .command)
        #expect(inner.presses == ["save via s"], "the method runs on the first KeyCommandView of the chain")
        // A disabled command is skipped, so the next one on the chain runs.
        inner.commands[0].attributes = .disabled
        input.key(.keyboardUpArrow, characters: "UIKeyInputUpArrow")
        #expect(fired == ["inner", "outer"])
    }

    @Test func aHeldKeyRepeatsItsCommandUnlessItIsNonRepeatable() {
        let (inner, _, input) = makeResponder()
        defer { inner.resignFirstResponder() }
        var count = 0, once = 0
        let repeating = UIKeyCommand(input: UIKeyCommand.inputDownArrow) { _ in count += 1 }
        let single = UIKeyCommand(input: UIKeyCommand.inputRightArrow) { _ in once += 1 }
        single.repeatBehavior = .nonRepeatable
        inner.commands = [repeating, single]
        input.key(.keyboardDownArrow, characters: "UIKeyInputDownArrow", repeats: 3)
        input.key(.keyboardRightArrow, characters: "UIKeyInputRightArrow", repeats: 3)
        #expect(count == 4 && once == 1)
        #expect(inner.presses.isEmpty)
    }

    @Test func aTextResponderTypesFirstUnlessTheCommandWantsPriority() {
        let (window, input) = EventTestEnvironment.makeWindow()
        let container = KeyCommandView(frame: window.bounds)
        let field = TypingView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.addSubview(container)
        container.addSubview(field)
        window.makeKeyAndVisible()
        #expect(field.becomeFirstResponder())
        defer { field.resignFirstResponder() }
        var fired = 0
        let plain = UIKeyCommand(input: "x") { _ in fired += 1 }
        container.commands = [plain]
        input.type("x")
        #expect(field.typed == "x" && fired == 0, "typing wins over a command without priority")
        plain.wantsPriorityOverSystemBehavior = true
        input.type("x")
        #expect(field.typed == "x" && fired == 1)
    }
}

/// The simplest text responder: keeps what is typed.
final class TypingView: UIView, UIKeyInput {
    var typed = ""
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !typed.isEmpty }
    func insertText(_ text: String) { typed += text }
    func deleteBackward() { if !typed.isEmpty { typed.removeLast() } }
}
