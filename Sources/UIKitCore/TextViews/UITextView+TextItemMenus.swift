import Foundation

/// The menu of a link or tag in a read-only, selectable text view (iOS 17's text item menus): a secondary click on
/// it asks the delegate (`textView(_:menuConfigurationFor:defaultMenu:)`) with UIKit's default menu, and shows what it
/// returns (nil, or an empty menu: no menu). A link's default menu is Open Link (`UIApplication.shared.open`, which
/// hands it to the desktop's handler), Copy Link (the URL and its text on the pasteboard) and Share… (a new e-mail
/// with the link, through the desktop's `mailto:` handler: Linux has no share sheet; disabled without a handler).
extension UITextView {
    /// The link or tag under `point` (the view's bounds) that has a menu: only in a selectable view that is not
    /// editable, as on iOS (an editable view's secondary click is the editing menu).
    func menuTextItem(at point: CGPoint) -> UITextItem? {
        guard isSelectable, !isEditable else { return nil }
        return textItem(at: point)
    }

    /// The context menu for `item`: the delegate's choice over the default menu.
    func contextMenuConfiguration(for item: UITextItem) -> UIContextMenuConfiguration? {
        let defaultMenu = Self.defaultMenu(for: item)
        let chosen = textViewDelegate.map { $0.textView(self, menuConfigurationFor: item, defaultMenu: defaultMenu) }
            ?? UITextItem.MenuConfiguration(menu: defaultMenu)
        guard let menu = chosen?.menu, !menu.children.isEmpty else { return nil }
        return UIContextMenuConfiguration(actionProvider: { _ in menu })
    }

    /// UIKit's menu for a link (a tag has none of its own).
    static func defaultMenu(for item: UITextItem) -> UIMenu {
        guard case .link(let url) = item.content else { return UIMenu(children: []) }
        let open = UIAction(title: "Open Link", image: UIImage(systemName: "safari")) { _ in
            UIApplication.shared.open(url)
        }
        let copy = UIAction(title: "Copy Link", image: UIImage(systemName: "doc.on.doc")) { _ in
            UIPasteboard.general.url = url
        }
        let mail = shareMailURL(for: url)
        let share = UIAction(title: "Share…", image: UIImage(systemName: "square.and.arrow.up"),
                             attributes: mail.map { UIApplication.shared.canOpenURL($0) } == true ? [] : .disabled) { _ in
            if let mail { UIApplication.shared.open(mail) }
        }
        return UIMenu(children: [open, copy, share])
    }

    /// A `mailto:` URL whose body is the link.
    static func shareMailURL(for url: URL) -> URL? {
        var components = URLComponents()
        components.scheme = "mailto"
        components.path = ""
        components.queryItems = [URLQueryItem(name: "body", value: url.absoluteString)]
        return components.url
    }
}
