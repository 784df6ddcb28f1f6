import Testing
import UIKit
@testable import UIKitCore
import Foundation

/// The standard edit actions in a text field, sent by the Edit menu's commands, and Undo/Redo through the window's
/// undo manager with Ctrl+Z and Ctrl+Shift+Z.
@MainActor @Suite(.serialized) struct TextEditActionTests {
    func makeField() -> (UITextField, UIWindow, EventSynthesizer) {
        let (window, input) = EventTestEnvironment.makeWindow()
        window.makeKeyAndVisible()
        window.undoManager?.removeAllActions()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        return (field, window, input)
    }

    func command(_ action: String) -> UICommand? {
        MenuTreeBuilder(system: .main, root: StandardMenus.root()).command(for: Selector(action), propertyList: nil)
    }

    @Test func editMenuCommandsAreValidatedAndPerformedByTheField() throws {
        let (field, _, input) = makeField()
        defer { field.resignFirstResponder() }
        UIPasteboard.general.string = nil
        input.type("hello world")
        let cut = try #require(command("cut:")), copy = try #require(command("copy:"))
        let paste = try #require(command("paste:")), selectAll = try #require(command("selectAll:"))
        #expect(cut.validate(from: field) == nil, "nothing is selected")
        #expect(paste.validate(from: field) == nil, "the pasteboard is empty")
        #expect(selectAll.validate(from: field) === field)
        #expect(selectAll.perform(from: field))
        #expect(field.editor.selection == NSRange(location: 0, length: 11))
        #expect(copy.validate(from: field) === field && cut.validate(from: field) === field)
        #expect(cut.perform(from: field))
        #expect(field.text == "" && UIPasteboard.general.string == "hello world")
        #expect(paste.validate(from: field) === field)
        #expect(paste.perform(from: field) && paste.perform(from: field))
        #expect(field.text == "hello worldhello world")
        field.isSecureTextEntry = true
        #expect(selectAll.perform(from: field))
        #expect(copy.validate(from: field) == nil, "secure text is not copied")
        field.isSecureTextEntry = false
    }

    @Test func ctrlZUndoesTypingAsOneStepAndCtrlShiftZRedoesIt() throws {
        let (field, window, input) = makeField()
        defer { field.resignFirstResponder() }
        let manager = try #require(window.undoManager)
        #expect(field.undoManager === manager, "a view's undo manager is its window's")
        input.type("abc")
        #expect(manager.canUndo && manager.undoMenuItemTitle == "Undo Typing")
        input.key(.keyboardZ, characters: "z", modifiers: .control)
        #expect(field.text == "")
        #expect(manager.canRedo && !manager.canUndo)
        input.key(.keyboardZ, characters: "Z", modifiers: [.control, .shift])
        #expect(field.text == "abc")
        // A cut is its own step, named.
        input.key(.keyboardA, characters: "a", modifiers: .control)
        input.key(.keyboardX, characters: "x", modifiers: .control)
        #expect(field.text == "" && manager.undoActionName == "Cut")
        input.key(.keyboardZ, characters: "z", modifiers: .control)
        #expect(field.text == "abc" && field.editor.selection == NSRange(location: 0, length: 3),
                "undoing a cut puts the text back, selected")
        input.key(.keyboardZ, characters: "z", modifiers: .control)
        #expect(field.text == "")
        input.key(.keyboardZ, characters: "z", modifiers: .control)
        #expect(field.text == "", "nothing more to undo")
    }

    @Test func undoManagerGroupsRedoesAndLogsBadCalls() {
        let manager = UndoManager()
        final class Box { var value = 0 }
        let box = Box()
        func set(_ value: Int) {
            let old = box.value
            manager.registerUndo(withTarget: box) { _ in set(old) }
            box.value = value
        }
        manager.beginUndoGrouping()
        set(1)
        set(2)
        manager.setActionName("Change")
        manager.endUndoGrouping()
        #expect(manager.undoMenuItemTitle == "Undo Change" && manager.groupingLevel == 0)
        manager.undo()
        #expect(box.value == 0 && manager.redoMenuItemTitle == "Redo Change")
        manager.redo()
        #expect(box.value == 2 && manager.canUndo && !manager.canRedo)
        manager.levelsOfUndo = 1
        set(3)
        manager.undo()
        manager.undo()
        #expect(box.value == 2, "only one step is kept")
        let lines = captureMenuLog("UIKit: ") {
            manager.endUndoGrouping()
            manager.enableUndoRegistration()
        }
        #expect(lines.count == 2)
        manager.removeAllActions(withTarget: box)
        #expect(!manager.canUndo && !manager.canRedo)
    }
}
