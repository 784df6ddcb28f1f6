import UIKit

/// Presentations: a form sheet with a Done button, a popover anchored to its button, an alert with a text field
/// and an action sheet. Escape dismisses what is on top; the line under the buttons says what happened.
final class PresentationPage: GalleryPageContent {
    private let result = UILabel("Choose a presentation.", frame: CGRect(x: 32, y: 84, width: 600, height: 22),
                                 color: GalleryStyle.secondaryInk)
    private var presenter: UIViewController? { window?.rootViewController }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let kinds: [(String, (PresentationPage, UIButton) -> Void)] = [
            ("Sheet", { page, _ in page.showSheet() }), ("Popover", { page, button in page.showPopover(from: button) }),
            ("Alert", { page, _ in page.showAlert() }), ("Action sheet", { page, button in page.showActions(from: button) }),
        ]
        for (index, (title, show)) in kinds.enumerated() {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 32 + CGFloat(index) * 150, y: 24, width: 136, height: 40)
            button.setTitle(title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.backgroundColor = GalleryStyle.sidebarSelected
            button.layer.cornerRadius = 8
            button.addAction(UIAction { [weak self, weak button] _ in
                guard let self, let button else { return }
                show(self, button)
            }, for: .touchUpInside)
            addSubview(button)
        }
        addSubview(result)
    }

    required init?(coder: NSCoder) { nil }

    private func report(_ line: String) {
        result.text = line
        appLog("presentation \(line)")
    }

    private func showSheet() {
        let sheet = GallerySheetController { [weak self] in self?.report("sheet done") }
        sheet.modalPresentationStyle = .formSheet
        sheet.presentationController?.delegate = sheet
        presenter?.present(sheet, animated: true) { [weak self] in self?.report("sheet shown") }
    }

    private func showPopover(from button: UIButton) {
        let content = UIViewController()
        content.view.backgroundColor = .clear
        content.view.addSubview(UILabel("A popover, sized by its preferred content size and pointing at its button.",
                                        frame: CGRect(x: 16, y: 16, width: 248, height: 80), lines: 0))
        content.preferredContentSize = CGSize(width: 280, height: 110)
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = button
        content.popoverPresentationController?.delegate = self
        presenter?.present(content, animated: true) { [weak self] in self?.report("popover shown") }
    }

    private func showAlert() {
        let alert = UIAlertController(title: "Rename Drawing", message: "Enter a new name for this drawing.",
                                      preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.report("alert cancelled") })
        let rename = UIAlertAction(title: "Rename", style: .default) { [weak self, weak alert] _ in
            self?.report("renamed to \"\(alert?.textFields?.first?.text ?? "")\"")
        }
        alert.addAction(rename)
        alert.preferredAction = rename
        presenter?.present(alert, animated: true) { [weak self] in self?.report("alert shown") }
    }

    private func showActions(from button: UIButton) {
        let sheet = UIAlertController(title: "Choose New Layout", message: nil, preferredStyle: .actionSheet)
        for layout in ["3 by 3", "4 by 3", "4 by 4"] {
            sheet.addAction(UIAlertAction(title: layout, style: .default) { [weak self] _ in self?.report("layout \(layout)") })
        }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.report("action sheet cancelled") })
        sheet.popoverPresentationController?.sourceView = button
        presenter?.present(sheet, animated: true) { [weak self] in self?.report("action sheet shown") }
    }
}

/// The form sheet's content: a title, some text and a Done button; Escape or Done dismisses it.
final class GallerySheetController: UIViewController, UIAdaptivePresentationControllerDelegate {
    private let onDone: () -> Void

    init(onDone: @escaping () -> Void) {
        self.onDone = onDone
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 540, height: 620))
        root.backgroundColor = GalleryStyle.page
        root.addSubview(UILabel("Form Sheet", frame: CGRect(x: 24, y: 24, width: 400, height: 30), size: 22, bold: true))
        root.addSubview(UILabel("A card over the dimmed window. Clicking outside keeps it; Escape or Done dismisses it.",
                                frame: CGRect(x: 24, y: 64, width: 480, height: 100), color: GalleryStyle.secondaryInk, lines: 0))
        let done = UIButton(type: .system)
        done.frame = CGRect(x: 540 - 24 - 100, y: 20, width: 100, height: 36)
        done.autoresizingMask = [.flexibleLeftMargin]
        done.setTitle("Done", for: .normal)
        done.addAction(UIAction { [weak self] _ in
            self?.dismiss(animated: true) { self?.onDone() }
        }, for: .touchUpInside)
        root.addSubview(done)
        view = root
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { onDone() }
}

/// The popover tells when a click outside has dismissed it (after its fade).
extension PresentationPage: UIPopoverPresentationControllerDelegate {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        report("popover dismissed")
    }
}
