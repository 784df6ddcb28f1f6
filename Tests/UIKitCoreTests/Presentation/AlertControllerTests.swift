import Testing
@testable import UIKitCore
import QuartzCore

/// UIAlertController: its card, button order and styles, one cancel action, text fields, and its keys.
@MainActor @Suite(.serialized) struct AlertControllerTests {
    func alert(_ actions: [(String, UIAlertAction.Style)], log: @escaping (String) -> Void = { _ in }) -> UIAlertController {
        let alert = UIAlertController(title: "Not So Fast!", message: "Do you really want to do this?", preferredStyle: .alert)
        for (title, style) in actions { alert.addAction(UIAlertAction(title: title, style: style) { log($0.title ?? "") }) }
        return alert
    }

    @Test func anAlertIsACentredCardOverTheDimmedWindow() throws {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let a = alert([("No", .cancel), ("Yes", .destructive)])
        f.root.present(a, animated: false)
        let presentation = try #require(a.activePresentationController as? AlertPresentationController)
        #expect(a.view.frame.width == 270 && a.view.frame.midX == 600)
        #expect(abs(a.view.frame.midY - 400) <= 1)
        #expect(presentation.dimmingView.alpha == 1 && presentation.dimmingView.frame == f.window.bounds)
        let buttons = (a.view as! AlertView).buttons
        #expect(buttons.map(\.action.title) == ["No", "Yes"], "two side by side: cancel on the left")
        #expect(buttons[0].frame.minY == buttons[1].frame.minY && buttons[0].frame.maxX <= buttons[1].frame.minX)
    }

    @Test func moreThanTwoActionsStackWithCancelLast() {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let a = alert([("No", .cancel), ("Yes", .destructive), ("Maybe", .default)])
        f.root.present(a, animated: false)
        let buttons = (a.view as! AlertView).buttons
        #expect(buttons.map(\.action.title) == ["Yes", "Maybe", "No"])
        #expect(buttons[0].frame.maxY <= buttons[1].frame.minY && buttons[1].frame.maxY <= buttons[2].frame.minY)
    }

    @Test func onlyOneCancelActionIsAllowed() {
        let a = alert([("No", .cancel)])
        let (_, lines) = capturingUIKitLog { a.addAction(UIAlertAction(title: "Also no", style: .cancel)) }
        #expect(lines.contains { $0.contains("UIAlertController can only have one action with a style of UIAlertActionStyleCancel") })
        #expect(a.actions.count == 1)
    }

    @Test func textFieldsAreConfiguredAndOnlyForAlerts() {
        let a = alert([("OK", .default)])
        a.addTextField { $0.placeholder = "Number" }
        #expect(a.textFields?.first?.placeholder == "Number")
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let (_, lines) = capturingUIKitLog { sheet.addTextField() }
        #expect(lines.contains { $0.contains("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert") })
        #expect(sheet.textFields == nil)
    }

    @Test func returnPerformsThePreferredActionAndEscapeTheCancelAction() {
        let f = PresentationFixture()
        defer { f.tearDown() }
        var chosen: [String] = []
        let a = alert([("Cancel", .cancel), ("Delete", .destructive), ("Save", .default)]) { chosen.append($0) }
        a.preferredAction = a.actions[1]
        f.root.present(a, animated: false)
        #expect((a.focusedItem as? AlertActionButton)?.action.title == "Delete", "focus starts on the preferred action")
        #expect((a.focusedItem as? AlertActionButton)?.isKeyboardSelected == true)
        f.press(.keyboardReturnOrEnter, "\r")
        f.advance(0.5)
        #expect(chosen == ["Delete"] && f.root.presentedViewController == nil)

        let b = alert([("Cancel", .cancel), ("Save", .default)]) { chosen.append($0) }
        f.root.present(b, animated: false)
        f.press(.keyboardEscape, "\u{1B}")
        f.advance(0.5)
        #expect(chosen == ["Delete", "Cancel"])
        #expect(f.root.presentedViewController == nil)

        let c = alert([("Cancel", .cancel), ("Save", .default)]) { chosen.append($0) }
        f.root.present(c, animated: false)
        f.press(.keyboardReturnOrEnter, "\r")
        f.advance(0.5)
        #expect(chosen.last == "Save", "without a preferred action, the only default one")
    }

    @Test func tabMovesBetweenTextFieldsAndButtons() throws {
        let f = PresentationFixture()
        defer { f.tearDown() }
        var chosen: [String] = []
        let a = alert([("Cancel", .cancel), ("OK", .default)]) { chosen.append($0) }
        a.addTextField()
        a.addTextField()
        f.root.present(a, animated: false)
        let fields = try #require(a.textFields)
        #expect(fields[0].isFirstResponder, "the first field takes the caret")
        f.press(.keyboardTab, "\t")
        #expect(fields[1].isFirstResponder)
        f.press(.keyboardTab, "\t")
        #expect(!fields[1].isFirstResponder && (a.focusedItem as? AlertActionButton)?.action.title == "Cancel")
        f.press(.keyboardTab, "\t")
        #expect((a.focusedItem as? AlertActionButton)?.action.title == "OK")
        f.press(.keyboardTab, "\t", modifiers: .shift)
        #expect((a.focusedItem as? AlertActionButton)?.action.title == "Cancel")
        f.press(.keyboardSpacebar, " ")
        f.advance(0.5)
        #expect(chosen == ["Cancel"])
    }

    @Test func returnInATextFieldPerformsTheReturnActionAndDisabledActionsDoNothing() throws {
        let f = PresentationFixture()
        defer { f.tearDown() }
        var chosen: [String] = []
        let a = alert([("Cancel", .cancel), ("OK", .default)]) { chosen.append($0) }
        a.addTextField()
        a.actions[1].isEnabled = false
        f.root.present(a, animated: false)
        f.press(.keyboardReturnOrEnter, "\r")
        #expect(chosen.isEmpty && f.root.presentedViewController === a, "OK is disabled")
        a.actions[1].isEnabled = true
        f.press(.keyboardReturnOrEnter, "\r")
        f.advance(0.5)
        #expect(chosen == ["OK"])
    }

    @Test func anActionSheetFromASourceIsAPopoverWithoutItsCancelButton() throws {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let source = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 30))
        f.root.view.addSubview(source)
        let sheet = UIAlertController(title: "Choose New Layout", message: nil, preferredStyle: .actionSheet)
        for title in ["3 by 3", "4 by 3"] { sheet.addAction(UIAlertAction(title: title, style: .default)) }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = source
        f.root.present(sheet, animated: false)
        #expect(sheet.activePresentationController is UIPopoverPresentationController)
        #expect((sheet.view as! AlertView).buttons.map(\.action.title) == ["3 by 3", "4 by 3"], "DLG-8")
        f.press(.keyboardEscape, "\u{1B}")
        f.advance(0.5)
        #expect(f.root.presentedViewController == nil)
    }

    @Test func anActionSheetWithoutASourceIsLoggedAndCentred() {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let sheet = UIAlertController(title: "Choose", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "One", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let (_, lines) = capturingUIKitLog { f.root.present(sheet, animated: false) }
        #expect(lines.contains { $0.contains("should have a non-nil sourceView or barButtonItem") })
        #expect(abs(sheet.view.convert(sheet.view.bounds, to: f.window).midX - 600) <= 1)
    }
}
