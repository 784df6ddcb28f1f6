import UIKit

/// What the list's bar button items present over the window: a page sheet to compose a message (medium and large
/// detents, which apply where the window is compact), a filter popover pointing at its bar button item, and an
/// alert that asks before deleting every row. Each reports when it shows and when it goes, however it went
/// (its buttons, Escape, a click outside the popover).
extension NavigationListController: UISheetPresentationControllerDelegate, UIPopoverPresentationControllerDelegate {
    func compose() {
        let message = UINavigationController(rootViewController: NavigationComposeController { [weak self] sent in
            self?.dismiss(animated: true)
            appLog("navigation sheet \(sent ? "sent" : "cancelled")")
        })
        message.modalPresentationStyle = .pageSheet
        if let sheet = message.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.delegate = self
        }
        present(message, animated: true) { appLog("navigation sheet shown") }
    }

    func showFilter() {
        let filter = NavigationFilterController()
        filter.modalPresentationStyle = .popover
        if let popover = filter.popoverPresentationController {
            popover.barButtonItem = filterItem
            popover.delegate = self
        }
        present(filter, animated: true) { appLog("navigation popover shown") }
    }

    func confirmDeleteAll() {
        let alert = UIAlertController(title: "Delete All in \(title ?? "")?",
                                      message: "The \(rows.count) rows of this list will be removed.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in appLog("navigation alert cancelled") })
        alert.addAction(UIAlertAction(title: "Delete All", style: .destructive) { [weak self] _ in
            self?.rows.removeAll()
            self?.rebuildRows()
            appLog("navigation alert deleted")
        })
        present(alert, animated: true) { appLog("navigation alert shown") }
    }

    /// Escape, the sheet pulled down, or a click outside the popover.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        let kind = presentationController is UIPopoverPresentationController ? "popover" : "sheet"
        appLog("navigation \(kind) dismissed")
    }
}
