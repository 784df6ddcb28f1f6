import Testing
@testable import UIKitCore

/// A controller that records the editing changes it hears, as an app's override does.
private final class EditingRecorder: UIViewController {
    private(set) var heard: [(editing: Bool, animated: Bool)] = []

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        heard.append((editing, animated))
    }
}

@MainActor @Suite(.serialized) struct ControllerEditingTests {
    @Test func theEditButtonSaysEditThenDoneAndTogglesEditingAnimatedThroughTheOverride() {
        let controller = EditingRecorder()
        let button = controller.editButtonItem
        #expect(controller.editButtonItem === button, "one item for the controller's life")
        #expect(button.title == "Edit" && button.style == .plain && !controller.isEditing)

        button.performPrimaryAction()
        #expect(controller.isEditing)
        #expect(button.title == "Done" && button.style == .done)
        #expect(controller.heard.map(\.editing) == [true] && controller.heard.map(\.animated) == [true])

        button.performPrimaryAction()
        #expect(!controller.isEditing && button.title == "Edit" && button.style == .plain)
    }

    @Test func settingIsEditingGoesThroughSetEditingUnanimatedAndAButtonMadeLaterSaysDone() {
        let controller = EditingRecorder()
        controller.isEditing = true
        #expect(controller.heard.map(\.editing) == [true] && controller.heard.map(\.animated) == [false])
        #expect(controller.editButtonItem.title == "Done" && controller.editButtonItem.style == .done)
        controller.setEditing(false, animated: true)
        #expect(controller.editButtonItem.title == "Edit")
    }

    @Test func aTableViewControllersTableFollowsItsEditButton() {
        let controller = UITableViewController(style: .plain)
        #expect(!controller.tableView.isEditing)
        controller.editButtonItem.performPrimaryAction()
        #expect(controller.isEditing && controller.tableView.isEditing)
        controller.isEditing = false
        #expect(!controller.tableView.isEditing)
    }

    @Test func aControllerGoneBeforeItsButtonIsTappedLeavesTheButtonHarmless() {
        var controller: EditingRecorder? = EditingRecorder()
        let button = controller!.editButtonItem
        controller = nil
        button.performPrimaryAction()
        #expect(button.title == "Edit")
    }
}
