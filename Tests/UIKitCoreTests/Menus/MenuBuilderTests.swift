import Testing
import UIKit
@testable import UIKitCore
import Foundation

/// UIMenuBuilder and UIMenuSystem: the standard menus, changed by identifier; the application's delegate builds
/// the main menu.
@MainActor @Suite(.serialized) struct MenuBuilderTests {
    func builder() -> MenuTreeBuilder { MenuTreeBuilder(system: .main, root: StandardMenus.root()) }

    func titles(_ menu: UIMenu) -> [String] { menu.children.map(\.title) }

    @Test func theStandardMenusHaveTheirIdentifiersAndCommands() throws {
        let builder = builder()
        #expect(builder.root.identifier == .root)
        #expect(builder.root.children.compactMap { ($0 as? UIMenu)?.identifier }
                == [.application, .file, .edit, .format, .view, .window, .help])
        for id: UIMenu.Identifier in [.quit, .newScene, .close, .undoRedo, .standardEdit, .find, .font, .textStyle,
                                      .fullscreen, .minimizeAndZoom] {
            #expect(builder.menu(for: id) != nil, "\(id.rawValue)")
        }
        let copy = try #require(builder.command(for: Selector("copy:"), propertyList: nil) as? UIKeyCommand)
        #expect(copy.title == "Copy" && copy.input == "c" && copy.modifierFlags == .command)
        let redo = try #require(builder.command(for: Selector("redo:"), propertyList: nil) as? UIKeyCommand)
        #expect(redo.modifierFlags == [.command, .shift] && ContextMenuItem(element: redo).shortcut == "Ctrl+Shift+Z")
        #expect(builder.menu(for: .undoRedo)?.options.contains(.displayInline) == true)
        #expect(UIMenu.Identifier.edit.rawValue == "com.apple.menu.edit")
    }

    @Test func menusAreInsertedReplacedAndRemovedByIdentifier() {
        let builder = builder()
        let open = UIKeyCommand(title: "Open…", action: Selector("openDocument:"), input: "o", modifierFlags: .command)
        builder.insertChild(UIMenu(title: "", identifier: UIMenu.Identifier("t.open"), options: .displayInline,
                                   children: [open]), atStartOfMenu: .file)
        let last = UIMenu(title: "Last", identifier: UIMenu.Identifier("t.last"))
        builder.insertChild(last, atEndOfMenu: .file)
        #expect(builder.menu(for: .file)?.children.first.map { ($0 as? UIMenu)?.identifier } == UIMenu.Identifier("t.open"))
        #expect(builder.menu(for: .file)?.children.last === last)
        builder.insertSibling(UIMenu(title: "Before Help", identifier: UIMenu.Identifier("t.before")), beforeMenu: .help)
        builder.insertSibling(UIMenu(title: "After Edit", identifier: UIMenu.Identifier("t.after")), afterMenu: .edit)
        #expect(titles(builder.root).suffix(3) == ["Window", "Before Help", "Help"])
        #expect(Array(titles(builder.root)[2...3]) == ["Edit", "After Edit"])
        builder.replaceChildren(ofMenu: .standardEdit) { children in children.filter { $0.title != "Delete" } }
        #expect(builder.menu(for: .standardEdit).map(titles) == ["Cut", "Copy", "Paste", "Paste and Match Style", "Select All"])
        builder.replace(menu: .view, with: UIMenu(title: "Show", identifier: UIMenu.Identifier("t.show")))
        #expect(builder.menu(for: .view) == nil && builder.menu(for: UIMenu.Identifier("t.show")) != nil)
        builder.remove(menu: .format)
        #expect(builder.menu(for: .format) == nil && builder.menu(for: .font) == nil)
        // Nested menus change too, and their parents are rebuilt around them.
        builder.remove(menu: .find)
        #expect(builder.menu(for: .edit)?.children.count == 2)
        #expect(builder.action(for: UIAction.Identifier("none")) == nil)
    }

    @Test func aMenuThatIsNotThereIsLoggedAndNothingChanges() {
        let builder = builder()
        let before = builder.root
        let lines = captureMenuLog("UIKit: UIMenuBuilder") {
            builder.insertChild(UIMenu(title: "X"), atEndOfMenu: UIMenu.Identifier("no.such.menu"))
            builder.remove(menu: .root)
        }
        #expect(lines.count == 2, "\(lines)")
        #expect(builder.root === before)
    }

    @Test func theMainMenuIsBuiltByTheApplicationsDelegateAndRebuiltOnRequest() throws {
        let delegate = MenuBuildingDelegate()
        MenuTestEnvironment.withDelegate(delegate) {
            let root = UIMenuSystem.main.root
            #expect(delegate.systems == ["main"])
            #expect(titles(root).contains("Tools") && !titles(root).contains("Format"))
            #expect(titles(root).firstIndex(of: "Tools") == titles(root).firstIndex(of: "View")! + 1)
            _ = UIMenuSystem.main.root
            #expect(delegate.systems == ["main"], "built once until a rebuild is asked for")
            UIMenuSystem.main.setNeedsRebuild()
            _ = UIMenuSystem.main.root
            #expect(delegate.systems == ["main", "main"])
            #expect(UIMenuSystem.context !== UIMenuSystem.main)
        }
    }
}
