import Foundation

/// The main menu an app starts with, as Mac Catalyst's: the application menu (named after the app), File, Edit,
/// Format, View, Window and Help, each command's action a standard selector performed along the responder chain,
/// with the usual keys (⌘ is pressed as Ctrl on Linux: Ctrl+Z undoes, Ctrl+Shift+Z redoes; F11 is full screen, as
/// in Linux desktop apps, where macOS has Ctrl+⌘F). Menus whose commands
/// need something the platform lacks (services, hiding, minimising) are there, empty, so that builders find them.
/// New Window opens another scene when the app supports multiple scenes; Close Window closes as the window
/// manager's close button does.
@MainActor enum StandardMenus {
    static func root() -> UIMenu {
        UIMenu(title: "", identifier: .root, children: [application, file, edit, format, view, window, help])
    }

    /// The app's name as the desktop shows it.
    static var applicationName: String {
        let info = Bundle.main.infoDictionary
        return info?["CFBundleDisplayName"] as? String ?? info?["CFBundleName"] as? String
            ?? ProcessInfo.processInfo.processName
    }

    private static func group(_ identifier: UIMenu.Identifier, _ children: [UIMenuElement] = []) -> UIMenu {
        UIMenu(title: "", identifier: identifier, options: .displayInline, children: children)
    }

    private static func key(_ title: String, _ action: String, _ input: String,
                            _ modifiers: UIKeyModifierFlags = .command) -> UIKeyCommand {
        UIKeyCommand(title: title, action: Selector(action), input: input, modifierFlags: modifiers)
    }

    private static func command(_ title: String, _ action: String) -> UICommand {
        UICommand(title: title, action: Selector(action))
    }

    static var application: UIMenu {
        UIMenu(title: applicationName, identifier: .application, children: [
            group(.about), group(.preferences), group(.services), group(.hide),
            group(.quit, [key("Quit \(applicationName)", "terminate:", "q")]),
        ])
    }

    static var file: UIMenu {
        UIMenu(title: "File", identifier: .file, children: [
            group(.newScene, [key("New Window", "requestNewScene:", "n")]), group(.openRecent),
            group(.close, [key("Close Window", "performClose:", "w")]), group(.document), group(.print),
        ])
    }

    static var edit: UIMenu {
        UIMenu(title: "Edit", identifier: .edit, children: [
            group(.undoRedo, [key("Undo", "undo:", "z"), key("Redo", "redo:", "z", [.command, .shift])]),
            group(.standardEdit, [
                key("Cut", "cut:", "x"), key("Copy", "copy:", "c"), key("Paste", "paste:", "v"),
                key("Paste and Match Style", "pasteAndMatchStyle:", "v", [.command, .alternate, .shift]),
                command("Delete", "delete:"), key("Select All", "selectAll:", "a"),
            ]),
            UIMenu(title: "Find", identifier: .find, children: [
                key("Find…", "find:", "f"), key("Find and Replace…", "findAndReplace:", "f", [.command, .alternate]),
                key("Find Next", "findNext:", "g"), key("Find Previous", "findPrevious:", "g", [.command, .shift]),
                key("Use Selection for Find", "useSelectionForFind:", "e"),
            ]),
        ])
    }

    static var format: UIMenu {
        UIMenu(title: "Format", identifier: .format, children: [
            UIMenu(title: "Font", identifier: .font, children: [
                group(.textStyle, [key("Bold", "toggleBoldface:", "b"), key("Italic", "toggleItalics:", "i"),
                                   key("Underline", "toggleUnderline:", "u")]),
                group(.textSize, [key("Bigger", "increaseSize:", "+"), key("Smaller", "decreaseSize:", "-")]),
            ]),
            UIMenu(title: "Text", identifier: .text, children: [
                UIMenu(title: "Writing Direction", identifier: .writingDirection, children: [
                    command("Left to Right", "makeTextWritingDirectionLeftToRight:"),
                    command("Right to Left", "makeTextWritingDirectionRightToLeft:"),
                ]),
            ]),
        ])
    }

    static var view: UIMenu {
        UIMenu(title: "View", identifier: .view, children: [
            group(.toolbar), group(.sidebar),
            group(.fullscreen, [key("Enter Full Screen", "toggleFullScreen:", UIKeyCommand.inputF11, [])]),
        ])
    }

    static var window: UIMenu {
        UIMenu(title: "Window", identifier: .window, children: [group(.minimizeAndZoom), group(.bringAllToFront)])
    }

    static var help: UIMenu { UIMenu(title: "Help", identifier: .help) }
}
