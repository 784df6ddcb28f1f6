import Testing
import UIKit
@testable import UIKitCore
import Foundation

/// A context menu delegate offering Copy, a disabled Paste, and a Delete group; it logs what it is told.
final class ContextMenuLog: UIContextMenuInteractionDelegate {
    var chosen: [String] = []
    var calls: [String] = []
    var locations: [CGPoint] = []
    var offersMenu = true

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        locations.append(location)
        guard offersMenu else { return nil }
        return UIContextMenuConfiguration(actionProvider: { [unowned self] _ in
            UIMenu(children: [
                UIAction(title: "Copy") { _ in self.chosen.append("Copy") },
                UIAction(title: "Paste", attributes: .disabled) { _ in self.chosen.append("Paste") },
                UIMenu(options: .displayInline, children: [
                    UIAction(title: "Delete", attributes: .destructive) { _ in self.chosen.append("Delete") },
                ]),
            ])
        })
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) { calls.append("willDisplay") }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) { calls.append("willEnd") }
}

/// UIContextMenuInteraction: shown on a secondary click or a long press, kept inside the window, chosen by
/// click or keys, dismissed by Escape or a click outside.
@MainActor @Suite(.serialized) struct ContextMenuTests {
    func makeView() -> (UIView, UIContextMenuInteraction, ContextMenuLog, EventSynthesizer) {
        let (window, input) = EventTestEnvironment.makeWindow()
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 360, height: 360))
        window.addSubview(view)
        let log = ContextMenuLog()
        let interaction = UIContextMenuInteraction(delegate: log)
        view.addInteraction(interaction)
        input.advance(by: 1)
        return (view, interaction, log, input)
    }

    /// The centre of row `index` of the presented menu, in window coordinates.
    func row(_ index: Int, of interaction: UIContextMenuInteraction) -> CGPoint {
        guard let menu = interaction.presentedMenu else { return .zero }
        let frame = menu.panels[0].rowFrames[index]
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func aSecondaryClickShowsTheMenuAtThePointerAndAClickedItemRunsOnce() {
        let (view, interaction, log, input) = makeView()
        #expect(view.interactions.count == 1 && interaction.view === view)
        input.click(at: CGPoint(x: 100, y: 120))
        #expect(interaction.presentedMenu == nil, "a primary click shows no menu")
        input.advance(by: 1)
        input.click(at: CGPoint(x: 100, y: 120), buttons: .secondary)
        let menu = try! #require(interaction.presentedMenu)
        #expect(log.locations == [CGPoint(x: 80, y: 100)], "the location is in the interaction's view")
        #expect(menu.panel.origin == CGPoint(x: 101, y: 121) && menu.superview === view.window)
        #expect(menu.items.map(\.title) == ["Copy", "Paste", "", "Delete"])
        input.advance(by: 1)
        input.click(at: row(1, of: interaction))
        #expect(interaction.presentedMenu != nil && log.chosen.isEmpty, "a disabled item cannot be chosen")
        input.advance(by: 1)
        input.click(at: row(3, of: interaction))
        #expect(log.chosen == ["Delete"] && interaction.presentedMenu == nil && menu.superview == nil)
        #expect(log.calls == ["willDisplay", "willEnd"])
    }

    @Test func theMenuStaysInsideTheWindowNearItsEdges() {
        let (_, interaction, log, input) = makeView()
        input.click(at: CGPoint(x: 375, y: 375), buttons: .secondary)
        #expect(log.locations.count == 1, "the interaction holds its delegate weakly: the test keeps it")
        let menu = try! #require(interaction.presentedMenu)
        #expect(menu.panel.maxX <= 392 && menu.panel.maxY <= 392 && menu.panel.minX >= 8 && menu.panel.minY >= 8)
        #expect(menu.panel.maxX == 375 && menu.panel.maxY == 375, "flipped to the left of and above the pointer")
        interaction.dismissMenu()
    }

    @Test func arrowsAndReturnChooseEscapeAndAClickOutsideDismiss() {
        let (_, interaction, log, input) = makeView()
        let field = UITextField(frame: CGRect(x: 0, y: 380, width: 100, height: 20))
        interaction.view?.window?.addSubview(field)
        #expect(field.becomeFirstResponder())
        defer { field.removeFromSuperview() }
        input.click(at: CGPoint(x: 100, y: 100), buttons: .secondary)
        #expect(interaction.presentedMenu?.isFirstResponder == true)
        input.key(.keyboardDownArrow, characters: UIKeyCommand.inputDownArrow)
        input.key(.keyboardDownArrow, characters: UIKeyCommand.inputDownArrow)   // skips the disabled Paste
        input.key(.keyboardUpArrow, characters: UIKeyCommand.inputUpArrow)
        input.key(.keyboardDownArrow, characters: UIKeyCommand.inputDownArrow)
        input.key(.keyboardReturnOrEnter, characters: "\r")
        #expect(log.chosen == ["Delete"])
        #expect(field.isFirstResponder, "the first responder gets the keyboard back")
        input.advance(by: 1)
        input.click(at: CGPoint(x: 100, y: 100), buttons: .secondary)
        input.key(.keyboardEscape, characters: UIKeyCommand.inputEscape)
        #expect(interaction.presentedMenu == nil && log.chosen == ["Delete"])
        input.advance(by: 1)
        input.click(at: CGPoint(x: 100, y: 100), buttons: .secondary)
        input.advance(by: 1)
        input.click(at: CGPoint(x: 30, y: 30))
        #expect(interaction.presentedMenu == nil && log.chosen == ["Delete"])
        field.resignFirstResponder()
    }

    @Test func noRecognizerIsLeftHoldingATouchOfAClosedMenu() {
        let (_, interaction, log, input) = makeView()
        input.click(at: CGPoint(x: 100, y: 100), buttons: .secondary)
        input.advance(by: 1)
        input.click(at: row(0, of: interaction))
        input.advance(by: 1)
        input.click(at: CGPoint(x: 100, y: 100), buttons: .secondary)
        input.advance(by: 1)
        input.click(at: CGPoint(x: 30, y: 30))
        #expect(log.chosen == ["Copy"] && interaction.presentedMenu == nil)
        #expect(GestureArena.shared.busyRecognizerCount == 0)
    }

    @Test func aLongPressShowsTheMenuAndANilConfigurationShowsNone() {
        let (view, interaction, log, input) = makeView()
        let finger = input.touchDown(at: CGPoint(x: 60, y: 60))
        input.advance(by: 0.6)
        #expect(interaction.presentedMenu != nil)
        input.touchUp(finger, at: CGPoint(x: 60, y: 60))
        #expect(interaction.presentedMenu != nil && log.chosen.isEmpty, "lifting the finger chooses nothing")
        interaction.dismissMenu()
        log.offersMenu = false
        input.advance(by: 1)
        input.click(at: CGPoint(x: 100, y: 100), buttons: .secondary)
        #expect(interaction.presentedMenu == nil && log.locations.count == 2)
        view.removeInteraction(interaction)
        #expect(view.interactions.isEmpty && interaction.view == nil)
    }
}
