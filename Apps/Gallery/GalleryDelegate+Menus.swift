import UIKit

/// The gallery's main menu: a Gallery menu after View with page commands and their keys, and a Help item. The
/// actions are the delegate's, registered by name as the port tool does for `@objc` methods, so they are
/// performed at the end of every responder chain.
extension GalleryDelegate {
    static func registerMenuActions() {
        UINibConnections.registerAction("showNextPage:", on: GalleryDelegate.self) { delegate, _ in delegate.step(1) }
        UINibConnections.registerAction("showPreviousPage:", on: GalleryDelegate.self) { delegate, _ in delegate.step(-1) }
        UINibConnections.registerAction("showPage:", on: GalleryDelegate.self) { delegate, sender in
            guard let raw = (sender as? UICommand)?.propertyList as? Int, let page = GalleryPage(rawValue: raw) else { return }
            delegate.gallery?.show(page)
        }
        UINibConnections.registerAction("showGalleryHelp:", on: GalleryDelegate.self) { delegate, _ in
            let alert = UIAlertController(title: "UIKit Gallery",
                                          message: "Pick a page in the sidebar, or with Ctrl+] and Ctrl+[.",
                                          preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            delegate.gallery?.present(alert, animated: true)
        }
    }

    func buildGalleryMenus(with builder: any UIMenuBuilder) {
        guard builder.system == .main else { return }
        let pages = GalleryPage.allCases.map { page in
            UICommand(title: page.title, action: Selector("showPage:"), propertyList: page.rawValue)
        }
        let gallery = UIMenu(title: "Gallery", identifier: UIMenu.Identifier("gallery.pages"), children: [
            UIKeyCommand(title: "Next Page", action: Selector("showNextPage:"), input: "]", modifierFlags: .command),
            UIKeyCommand(title: "Previous Page", action: Selector("showPreviousPage:"), input: "[", modifierFlags: .command),
            UIMenu(title: "Go To", children: pages),
        ])
        builder.insertSibling(gallery, afterMenu: .view)
        builder.insertChild(UIMenu(options: .displayInline, children: [
            UICommand(title: "Gallery Help", action: Selector("showGalleryHelp:")),
        ]), atStartOfMenu: .help)
    }

    private var gallery: GalleryViewController? { window?.rootViewController as? GalleryViewController }

    private func step(_ offset: Int) {
        guard let gallery else { return }
        let count = GalleryPage.allCases.count
        let next = GalleryPage(rawValue: (gallery.page.rawValue + offset + count) % count) ?? .views
        gallery.show(next)
    }
}
