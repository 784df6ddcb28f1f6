import Foundation

/// The `UIMenuBuilder` of a menu system: the menu tree, each change rebuilding the menus on the way to the one
/// changed (menus are immutable). A change that names a menu the tree lacks is logged and ignored.
@MainActor final class MenuTreeBuilder: UIMenuBuilder {
    let system: UIMenuSystem
    private(set) var root: UIMenu

    init(system: UIMenuSystem, root: UIMenu) {
        self.system = system
        self.root = root
    }

    // MARK: Finding

    func menu(for identifier: UIMenu.Identifier) -> UIMenu? {
        elements.lazy.compactMap { $0 as? UIMenu }.first { $0.identifier == identifier }
    }

    func action(for identifier: UIAction.Identifier) -> UIAction? {
        elements.lazy.compactMap { $0 as? UIAction }.first { $0.identifier == identifier }
    }

    func command(for action: Selector, propertyList: Any?) -> UICommand? {
        elements.lazy.compactMap { $0 as? UICommand }.first {
            $0.action == action && Self.samePropertyList($0.propertyList, propertyList)
        }
    }

    /// Every element of the tree, the root first, parents before their children.
    private var elements: [UIMenuElement] {
        var all: [UIMenuElement] = []
        func visit(_ element: UIMenuElement) {
            all.append(element)
            if let menu = element as? UIMenu { menu.children.forEach(visit) }
        }
        visit(root)
        return all
    }

    private static func samePropertyList(_ one: Any?, _ other: Any?) -> Bool {
        switch (one, other) {
        case (nil, nil): true
        case let (one?, other?): (one as? AnyHashable).map { $0 == other as? AnyHashable } ?? false
        default: false
        }
    }

    // MARK: Changing

    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu) {
        change(replacedIdentifier, "replace") { _ in [replacementMenu] }
    }

    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier,
                         from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]) {
        change(parentIdentifier, "replaceChildren") { [$0.replacingChildren(childrenBlock($0.children))] }
    }

    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {
        change(siblingIdentifier, "insertSibling(_:beforeMenu:)", atRoot: false) { [siblingMenu, $0] }
    }

    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {
        change(siblingIdentifier, "insertSibling(_:afterMenu:)", atRoot: false) { [$0, siblingMenu] }
    }

    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {
        change(parentIdentifier, "insertChild(_:atStartOfMenu:)") { [$0.replacingChildren([childMenu] + $0.children)] }
    }

    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
        change(parentIdentifier, "insertChild(_:atEndOfMenu:)") { [$0.replacingChildren($0.children + [childMenu])] }
    }

    func remove(menu removedIdentifier: UIMenu.Identifier) {
        change(removedIdentifier, "remove(menu:)", atRoot: false) { _ in [] }
    }

    /// Puts what `transform` makes of the menu `identifier` in its place (any number of elements; the root must
    /// stay one menu). `atRoot: false` for changes that need the menu to have a parent.
    private func change(_ identifier: UIMenu.Identifier, _ operation: String, atRoot: Bool = true,
                        _ transform: (UIMenu) -> [UIMenuElement]) {
        if root.identifier == identifier {
            let made = atRoot ? transform(root) : []
            guard made.count == 1, let menu = made[0] as? UIMenu else {
                return UIKitLog.error("UIMenuBuilder \(operation): the root menu cannot be changed that way; ignored")
            }
            root = menu
            return
        }
        var found = false
        func rebuilt(_ menu: UIMenu) -> UIMenu {
            var changed = false
            var children: [UIMenuElement] = []
            for child in menu.children {
                guard let submenu = child as? UIMenu else {
                    children.append(child)
                    continue
                }
                if !found, submenu.identifier == identifier {
                    found = true
                    changed = true
                    children += transform(submenu)
                } else {
                    let inner = rebuilt(submenu)
                    changed = changed || inner !== submenu
                    children.append(inner)
                }
            }
            return changed ? menu.replacingChildren(children) : menu
        }
        root = rebuilt(root)
        if !found { UIKitLog.error("UIMenuBuilder \(operation): no menu \(identifier.rawValue) in the menu; ignored") }
    }
}
