import Testing
import UIKit
@testable import UIKitCore
import X11WindowServer
import UIKitTestSupport

/// Offers a one-item-per-colour menu and counts what is chosen.
final class ColourMenuDelegate: UIContextMenuInteractionDelegate {
    var chosen: [String] = []
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(actionProvider: { [unowned self] _ in
            let colours = ["Red", "Green", "Blue"].map { name in UIAction(title: name) { _ in self.chosen.append(name) } }
            let more = ["Teal", "Indigo"].map { name in UIAction(title: name) { _ in self.chosen.append(name) } }
            let copy = UIKeyCommand(title: "Copy Colour", input: "c", modifierFlags: [.control, .shift]) { _ in
                self.chosen.append("Copy Colour")
            }
            return UIMenu(children: colours + [UIMenu(title: "More Colours", children: more), copy])
        })
    }
}

/// A context menu through the real X11 path: an XTest right click shows it (pixels), the pointer over a row
/// highlights it, a click on the row runs its handler once and the menu goes.
@MainActor @Suite(.serialized) struct ContextMenuXvfbTests {
    func capture(_ app: InputTestApp, _ name: String) throws -> Screenshot {
        try app.screenshot("context-menu-\(name)")
    }

    @Test func aRightClickShowsTheMenuHoverHighlightsAndAClickChoosesOnce() throws {
        let app = try InputTestApp()
        defer { app.close() }
        app.window.backgroundColor = UIColor(red: 0.2, green: 0.6, blue: 0.2, alpha: 1)
        let view = UIView(frame: app.window.bounds)
        app.window.addSubview(view)
        let delegate = ColourMenuDelegate()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        app.pump()

        app.input.click(at: 60, 50, button: 3)
        app.pump()
        let menu = try #require(interaction.presentedMenu)
        #expect(menu.panel.origin == CGPoint(x: 61, y: 51))
        let rowY = Int(menu.panel.minY + ContextMenuPanel.verticalPadding + ContextMenuPanel.rowHeight / 2)
        let shown = try capture(app, "shown")
        #expect(shown.matches(Int(menu.panel.maxX) - 12, rowY, (250, 250, 250), tolerance: 3),
                "the menu's light panel over the green window (/tmp/context-menu-shown.png)")
        #expect(shown.matches(Int(menu.panel.maxX) + 12, rowY, (51, 153, 51), tolerance: 3))

        app.input.move(to: Int(menu.panel.midX), rowY)
        let hovered = try capture(app, "hovered")
        #expect(hovered.matches(Int(menu.panel.maxX) - 12, rowY, (0, 122, 255), tolerance: 3),
                "the row under the pointer is highlighted in the tint colour (/tmp/context-menu-hovered.png)")

        app.input.click(at: Int(menu.panel.midX), rowY)
        let chosen = try capture(app, "chosen")
        #expect(delegate.chosen == ["Red"] && interaction.presentedMenu == nil)
        #expect(chosen.matches(Int(menu.panel.maxX) - 12, rowY, (51, 153, 51), tolerance: 3), "the menu is gone")
    }

    @Test func hoveringASubmenuRowCascadesItsPanelAndAClickInItChooses() throws {
        let app = try InputTestApp()
        defer { app.close() }
        app.window.backgroundColor = UIColor(red: 0.2, green: 0.6, blue: 0.2, alpha: 1)
        let delegate = ColourMenuDelegate()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        app.window.addInteraction(interaction)
        app.pump()

        app.input.click(at: 30, 30, button: 3)
        app.pump()
        let menu = try #require(interaction.presentedMenu)
        let moreRow = menu.panels[0].rowFrames[3], copyRow = menu.panels[0].rowFrames[4]
        let keys = try capture(app, "keys")
        #expect((Int(copyRow.maxX) - 80..<Int(copyRow.maxX) - 16).contains { x in keys.rgb(x, Int(copyRow.midY)).r < 160 },
                "the key command's keys at the right of its row (/tmp/context-menu-keys.png)")
        app.input.move(to: Int(moreRow.midX), Int(moreRow.midY))
        app.pump()
        let submenu = try #require(menu.panels.count == 2 ? menu.panels[1] : nil)
        let teal = submenu.rowFrames[0]
        let shown = try capture(app, "submenu")
        #expect(shown.matches(Int(moreRow.minX) + 8, Int(moreRow.midY), (0, 122, 255), tolerance: 3),
                "the row that opened the submenu stays highlighted (/tmp/context-menu-submenu.png)")
        #expect(shown.matches(Int(submenu.frame.maxX) - 12, Int(teal.midY), (250, 250, 250), tolerance: 3),
                "the submenu's panel to the right of the menu")
        app.input.move(to: Int(teal.midX), Int(teal.midY))
        app.input.click(at: Int(teal.midX), Int(teal.midY))
        app.pump()
        #expect(delegate.chosen == ["Teal"] && interaction.presentedMenu == nil)
    }
}
