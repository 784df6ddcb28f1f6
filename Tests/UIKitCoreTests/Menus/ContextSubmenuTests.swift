import Testing
import UIKit
@testable import UIKitCore
import Foundation

/// A context menu with a cascading "Share" submenu (Mail, a disabled Messages, and a nested "More" with Print),
/// an untitled group shown inline, and an empty submenu.
final class SubmenuLog: UIContextMenuInteractionDelegate {
    var chosen: [String] = []

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(actionProvider: { [unowned self] _ in
            @MainActor func action(_ title: String, _ attributes: UIMenuElement.Attributes = []) -> UIAction {
                UIAction(title: title, attributes: attributes) { _ in self.chosen.append(title) }
            }
            return UIMenu(children: [
                action("Copy"),
                UIMenu(title: "Share", children: [
                    action("Mail"), action("Messages", .disabled),
                    UIMenu(title: "More", children: [action("Print")]),
                ]),
                UIMenu(children: [action("Rename")]),
                UIMenu(title: "Nothing", children: [action("Gone", .disabled)]),
            ])
        })
    }
}

/// Cascading submenus, as Linux desktop menus work: a titled submenu is one row with a chevron; hovering or
/// clicking it opens its panel beside the row (to the left when the right has no room); Right/Return open it
/// from the keyboard, Left/Escape close it, Escape on the top menu dismisses.
@MainActor @Suite(.serialized) struct ContextSubmenuTests {
    func present(at point: CGPoint = CGPoint(x: 100, y: 100), windowWidth: CGFloat = 800)
        -> (ContextMenuView, UIContextMenuInteraction, SubmenuLog, EventSynthesizer) {
        let (window, input) = EventTestEnvironment.makeWindow(size: CGSize(width: windowWidth, height: 600))
        window.makeKeyAndVisible()
        let log = SubmenuLog()
        let interaction = UIContextMenuInteraction(delegate: log)
        window.addInteraction(interaction)
        input.advance(by: 1)
        input.click(at: point, buttons: .secondary)
        return (interaction.presentedMenu!, interaction, log, input)
    }

    func centre(_ row: Int, of panel: ContextMenuPanel) -> CGPoint {
        let frame = panel.rowFrames[row]
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func aTitledSubmenuIsOneRowAndAnUntitledOneIsInline() {
        let (menu, interaction, _, _) = present()
        defer { interaction.dismissMenu() }
        #expect(menu.items.map(\.title) == ["Copy", "Share", "", "Rename", "", "Nothing"])
        #expect(menu.items[1].submenu?.map(\.title) == ["Mail", "Messages", "More"])
        #expect(!menu.items[5].isEnabled, "a submenu with nothing enabled in it cannot be opened")
    }

    @Test func keyCommandsShowTheirKeysAsLinuxMenusDo() {
        func shortcut(_ input: String, _ flags: UIKeyModifierFlags) -> String? {
            ContextMenuItem(element: UIKeyCommand(title: "T", input: input, modifierFlags: flags) { _ in }).shortcut
        }
        #expect(shortcut("s", [.shift, .control]) == "Ctrl+Shift+S")
        #expect(shortcut(UIKeyCommand.inputLeftArrow, [.alternate]) == "Alt+Left")
        #expect(shortcut(UIKeyCommand.inputF5, []) == "F5")
        #expect(shortcut(" ", [.command]) == "Ctrl+Space", "⌘ is pressed as Ctrl")
        #expect(shortcut(" ", [.command, .control]) == "Ctrl+Super+Space", "unless the command names both")
        #expect(ContextMenuItem(element: UIAction(title: "A") { _ in }).shortcut == nil)
        let plain = ContextMenuPanel(items: [ContextMenuItem(element: UIAction(title: "Save") { _ in })])
        let withKeys = ContextMenuPanel(items: [ContextMenuItem(element: UIKeyCommand(
            title: "Save", input: "s", modifierFlags: [.control, .shift]) { _ in })])
        #expect(withKeys.contentSize.width >= plain.contentSize.width, "room for the keys beside the title")
        let long = "A long title for a command"
        #expect(ContextMenuPanel(items: [ContextMenuItem(element: UIKeyCommand(title: long, input: "s") { _ in })])
                    .contentSize.width > ContextMenuPanel(items: [ContextMenuItem(element: UIAction(title: long) { _ in })])
                    .contentSize.width)
    }

    @Test func hoveringASubmenuRowOpensItBesideTheRowAndAClickInsideChoosesOnce() {
        let (menu, interaction, log, input) = present()
        input.hover(at: centre(1, of: menu.panels[0]))
        #expect(menu.panels.count == 2)
        let share = menu.panels[1]
        #expect(share.frame.minX == menu.panel.maxX - ContextMenuPanel.overlap)
        #expect(share.rowFrames[0].minY == menu.panels[0].rowFrames[1].minY, "its first row level with the parent row")
        input.hover(at: centre(2, of: share))
        #expect(menu.panels.count == 3 && menu.panels[2].items.map(\.title) == ["Print"])
        // Back on a plain row of the top menu: the submenus close.
        input.hover(at: centre(0, of: menu.panels[0]))
        #expect(menu.panels.count == 1 && menu.highlighted == 0)
        // Clicking the submenu row opens it and chooses nothing; clicking a row in it chooses that row.
        input.click(at: centre(1, of: menu.panels[0]))
        #expect(interaction.presentedMenu === menu && menu.panels.count == 2 && log.chosen.isEmpty)
        input.advance(by: 1)
        input.click(at: centre(1, of: menu.panels[1]))
        #expect(interaction.presentedMenu === menu && log.chosen.isEmpty, "a disabled row in a submenu")
        input.advance(by: 1)
        input.click(at: centre(0, of: menu.panels[1]))
        #expect(log.chosen == ["Mail"] && interaction.presentedMenu == nil && menu.superview == nil)
    }

    @Test func nearTheRightEdgeASubmenuOpensToTheLeft() {
        let (menu, interaction, _, input) = present(at: CGPoint(x: 380, y: 100), windowWidth: 600)
        defer { interaction.dismissMenu() }
        input.hover(at: centre(1, of: menu.panels[0]))
        #expect(menu.panels.count == 2)
        #expect(menu.panels[1].frame.maxX == menu.panel.minX + ContextMenuPanel.overlap)
        #expect(menu.panels[1].frame.minX >= ContextMenuView.margin)
    }

    @Test func rightAndReturnOpenASubmenuLeftAndEscapeCloseItEscapeOnTopDismisses() {
        let (menu, interaction, log, input) = present()
        input.key(.keyboardDownArrow, characters: UIKeyCommand.inputDownArrow)
        input.key(.keyboardDownArrow, characters: UIKeyCommand.inputDownArrow)
        #expect(menu.highlighted == 1)
        input.key(.keyboardRightArrow, characters: UIKeyCommand.inputRightArrow)
        #expect(menu.panels.count == 2 && menu.panels[1].highlighted == 0)
        input.key(.keyboardDownArrow, characters: UIKeyCommand.inputDownArrow)   // skips the disabled Messages
        #expect(menu.panels[1].highlighted == 2)
        input.key(.keyboardReturnOrEnter, characters: "\r")
        #expect(menu.panels.count == 3 && menu.panels[2].highlighted == 0)
        input.key(.keyboardLeftArrow, characters: UIKeyCommand.inputLeftArrow)
        #expect(menu.panels.count == 2)
        input.key(.keyboardEscape, characters: UIKeyCommand.inputEscape)
        #expect(menu.panels.count == 1 && interaction.presentedMenu === menu, "Escape closes only the submenu")
        input.key(.keyboardRightArrow, characters: UIKeyCommand.inputRightArrow)
        input.key(.keyboardReturnOrEnter, characters: "\r")
        #expect(log.chosen == ["Mail"] && interaction.presentedMenu == nil)

        input.advance(by: 1)
        input.click(at: CGPoint(x: 100, y: 100), buttons: .secondary)
        input.key(.keyboardEscape, characters: UIKeyCommand.inputEscape)
        #expect(interaction.presentedMenu == nil && log.chosen == ["Mail"])
    }
}
