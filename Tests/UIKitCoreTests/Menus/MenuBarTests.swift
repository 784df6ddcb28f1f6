import Testing
import UIKit
@testable import UIKitCore
import Foundation

/// The menu bar: revealed by F10, Alt alone or Alt+mnemonic, its menus opened and switched with the pointer and
/// the arrow keys, commands validated before they show and chosen with Return or a click, Escape closing it all.
@MainActor @Suite(.serialized) struct MenuBarTests {
    func makeWindow() -> (UIWindow, EventSynthesizer, CopyingView) {
        let (window, input) = EventTestEnvironment.makeWindow(size: CGSize(width: 640, height: 400))
        window.makeKeyAndVisible()
        let view = CopyingView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        window.addSubview(view)
        input.advance(by: 1)
        return (window, input, view)
    }

    func rowCentre(_ title: String, in bar: MenuBarView) throws -> CGPoint {
        let menu = try #require(bar.openMenu)
        let index = try #require(menu.items.firstIndex { $0.title == title })
        let frame = menu.panels[0].rowFrames[index]
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func f10OpensTheFirstMenuAndTheArrowKeysMoveBetweenMenus() throws {
        try MenuTestEnvironment.withDelegate(nil) {
            let (window, input, view) = makeWindow()
            #expect(MenuBarView.bar(in: window) == nil, "the bar shows only while its menus are open")
            input.key(.keyboardF10, characters: "UIKeyInputF10")
            let bar = try #require(MenuBarView.bar(in: window))
            #expect(bar.frame == CGRect(x: 0, y: 0, width: 640, height: MenuBarView.height))
            #expect(bar.menus.map(\.title) == [StandardMenus.applicationName, "File", "Edit", "Format", "View"],
                    "menus with nothing in them (Window and Help here) are left out")
            #expect(bar.openIndex == 0 && bar.openMenu?.highlighted == 0)
            input.key(.keyboardRightArrow, characters: "UIKeyInputRightArrow")
            let file = try #require(bar.openMenu?.items)
            #expect(file.map(\.title) == ["New Window", "", "Close Window"])
            #expect(file.map(\.isEnabled) == [false, false, true], "one window, no scene manifest: only Close")
            input.key(.keyboardRightArrow, characters: "UIKeyInputRightArrow")
            #expect(bar.openIndex == 2)
            let items = try #require(bar.openMenu?.items)
            #expect(items.map(\.title).prefix(3) == ["Undo", "Redo", ""])
            #expect(items.first { $0.title == "Copy" }?.shortcut == "Ctrl+C")
            #expect(items.first { $0.title == "Copy" }?.isEnabled == false, "nothing on the chain copies")
            input.key(.keyboardLeftArrow, characters: "UIKeyInputLeftArrow")
            input.key(.keyboardLeftArrow, characters: "UIKeyInputLeftArrow")
            input.key(.keyboardLeftArrow, characters: "UIKeyInputLeftArrow")
            #expect(bar.openIndex == 4, "Left from the first menu wraps to the last")
            input.key(.keyboardEscape, characters: "UIKeyInputEscape")
            #expect(MenuBarView.bar(in: window) == nil && bar.openMenu == nil)
            #expect(view.log.isEmpty)
        }
    }

    @Test func altAloneAndAltMnemonicsOpenMenusAndReturnRunsAValidatedCommand() throws {
        try MenuTestEnvironment.withDelegate(nil) {
            let (window, input, view) = makeWindow()
            #expect(view.becomeFirstResponder())
            defer { view.resignFirstResponder() }
            input.keyDown(.keyboardLeftAlt, characters: "", modifiers: .alternate)
            input.keyUp(.keyboardLeftAlt, characters: "")
            let bar = try #require(MenuBarView.bar(in: window))
            #expect(bar.openIndex == 0)
            input.key(.keyboardEscape, characters: "UIKeyInputEscape")
            #expect(MenuBarView.bar(in: window) == nil)
            #expect(view.isFirstResponder, "the first responder gets the keys back")
            // Alt with a key between is a shortcut, not a tap.
            input.keyDown(.keyboardLeftAlt, characters: "", modifiers: .alternate)
            input.key(.keyboardE, characters: "e", modifiers: .alternate)
            let edit = try #require(MenuBarView.bar(in: window))
            #expect(edit.openIndex == 2, "Alt+E opens Edit")
            input.keyUp(.keyboardLeftAlt, characters: "")
            #expect(edit.openIndex == 2)
            let copy = try #require(edit.openMenu?.items.first { $0.title == "Copy Drawing" })
            #expect(copy.isEnabled, "validated from the first responder, which copies and retitles it")
            for _ in 0..<8 where edit.openMenu?.panels[0].highlighted.map({ edit.openMenu?.items[$0].title }) != "Copy Drawing" {
                input.key(.keyboardDownArrow, characters: "UIKeyInputDownArrow")
            }
            input.key(.keyboardReturnOrEnter, characters: "\r")
            #expect(view.log == ["copy by key command"])
            #expect(MenuBarView.bar(in: window) == nil)
        }
    }

    @Test func thePointerSwitchesMenusAndAClickChoosesACommand() throws {
        try MenuTestEnvironment.withDelegate(nil) {
            let (window, input, view) = makeWindow()
            #expect(view.becomeFirstResponder())
            defer { view.resignFirstResponder() }
            input.key(.keyboardF10, characters: "UIKeyInputF10")
            let bar = try #require(MenuBarView.bar(in: window))
            input.hover(at: CGPoint(x: bar.titleFrames[3].midX, y: 10))
            #expect(bar.openIndex == 3, "hovering another title while a menu is open opens that one")
            input.click(at: CGPoint(x: bar.titleFrames[2].midX, y: 10))
            #expect(bar.openIndex == 2)
            input.advance(by: 1)
            input.click(at: try rowCentre("Copy Drawing", in: bar))
            #expect(view.log == ["copy"] || view.log == ["copy by key command"])
            #expect(MenuBarView.bar(in: window) == nil)
            // A click on the open title closes the menu; one outside closes it too.
            input.advance(by: 1)
            input.key(.keyboardF10, characters: "UIKeyInputF10")
            let again = try #require(MenuBarView.bar(in: window))
            input.click(at: CGPoint(x: again.titleFrames[0].midX, y: 10))
            #expect(MenuBarView.bar(in: window) == nil)
        }
    }
}
