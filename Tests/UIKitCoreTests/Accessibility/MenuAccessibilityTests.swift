import Testing
import UIKit
import Foundation
@testable import UIKitCore

/// An open menu as a screen reader sees it: a modal overlay whose panels are menus of menu items, check menu items
/// and separators, with names, shortcuts, states and an action that chooses; the highlight moving is heard as focus.
@MainActor @Suite(.serialized) struct MenuAccessibilityTests {
    private func openMenu(in window: UIWindow, chosen: @escaping (String?) -> Void) -> ContextMenuView {
        let save = UIKeyCommand(title: "Save", input: "s", modifierFlags: .command) { _ in }
        let bold = UIAction(title: "Bold", state: .on) { _ in }
        let gone = UIAction(title: "Gone", attributes: .disabled) { _ in }
        let more = UIMenu(title: "More", children: [UIAction(title: "Deeper") { _ in }])
        let items = ContextMenuItem.flatten(UIMenu(children: [save, UIMenu(options: .displayInline, children: [bold, gone]), more]))
        return ContextMenuView.show(items, at: CGPoint(x: 20, y: 20), in: window) { chosen($0?.title) }
    }

    @Test func rowsHaveRolesNamesShortcutsStatesAndAnAction() {
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        let button = UIButton(type: .system)
        button.setTitle("Under", for: .normal)
        window.addSubview(button)
        var chosen: [String?] = []
        let menu = openMenu(in: window) { chosen.append($0) }
        defer { menu.close() }
        AccessibilityTestSupport.withBridge { _ in
            let tree = AccessibilityTree.shared
            // The menu is modal: what is under it is left out while it is open.
            #expect(tree.children(of: tree.id(for: window)) == [tree.id(for: menu)])
            let panels = tree.children(of: tree.id(for: menu))
            #expect(panels.count == 1)
            #expect(tree.node(panels[0])?.role == .menu)
            let rows = tree.children(of: panels[0]).compactMap { tree.node($0) }
            #expect(rows.map(\.role) == [.menuItem, .separator, .checkMenuItem, .menuItem, .separator, .menuItem])
            #expect(rows.map(\.name) == ["Save", "", "Bold", "Gone", "", "More"])
            #expect(rows[0].keyBinding == "Ctrl+S")
            #expect(rows[0].actions == ["press"])
            #expect(rows[2].states.isSuperset(of: [.checkable, .checked, .enabled]))
            #expect(!rows[3].states.contains(.enabled))
            // Choosing through the action: a disabled row refuses, an action row is chosen.
            let rowIDs = tree.children(of: panels[0])
            #expect(!tree.performAction(0, on: rowIDs[3]))
            #expect(tree.performAction(0, on: rowIDs[2]))
            #expect(chosen == ["Bold"])
        }
    }

    @Test func theHighlightIsHeardAsFocusAndASubmenuOpensAsAPanel() {
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        let menu = openMenu(in: window) { _ in }
        defer { menu.close() }
        AccessibilityTestSupport.withBridge { bridge in
            let tree = AccessibilityTree.shared
            let menuID = tree.id(for: menu)
            let panel = tree.children(of: menuID)[0]
            menu.highlightFirstRow()
            let first = tree.children(of: panel)[0]
            #expect(bridge.events == [.stateChanged(first, .selected, true), .focusChanged(first)])
            // The same row highlighted again says nothing more.
            menu.highlightFirstRow()
            #expect(bridge.events.count == 2)
            // Activating the submenu row opens its panel, heard at the end of the turn, its first row focused.
            let more = tree.children(of: panel)[5]
            #expect(tree.performAction(0, on: more))
            tree.flushChildrenChanges()
            let panels = tree.children(of: menuID)
            #expect(panels.count == 2)
            #expect(tree.node(panels[1])?.name == "More")
            let deeper = tree.children(of: panels[1])[0]
            #expect(tree.node(deeper)?.name == "Deeper")
            #expect(bridge.events.contains(.focusChanged(deeper)))
            #expect(bridge.events.contains(.childAdded(menuID, index: 1, child: panels[1])))
        }
    }
}
