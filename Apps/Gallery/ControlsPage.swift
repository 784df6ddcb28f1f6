import UIKit

/// Controls that take the keyboard and the secondary button: text fields (click to edit, Shift-arrows select,
/// Control-C/X/V copy and paste), a card with a context menu (right-click or long-press it) and a multi-line text
/// view (Return for new lines, Control+arrows by word, double-click a word, triple-click a paragraph); below them,
/// scrolled to with the wheel, the standard controls (see ControlsPage+Standard.swift). Tab and Shift+Tab move the
/// focus ring through all of them.
final class ControlsPage: GalleryPageContent, UITextFieldDelegate, UITextViewDelegate, UIContextMenuInteractionDelegate {
    private let card = UIView(frame: CGRect(x: 40, y: 30, width: 150, height: 110))
    private let echo = UILabel("", frame: CGRect(x: 20, y: 120, width: 190, height: 22), size: 13)

    /// Everything on the page, scrolled by the wheel: the standard controls are below the first row.
    let scroller = UIScrollView()
    let pickerModel = FruitPickerModel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        scroller.frame = bounds
        scroller.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(scroller)
        let fields = addTile("Text fields", column: 0, row: 0, in: scroller)
        let name = UITextField(frame: CGRect(x: 20, y: 24, width: 190, height: 36))
        name.borderStyle = .roundedRect
        name.placeholder = "Your name"
        name.delegate = self
        name.addAction(UIAction { [weak self, weak name] _ in
            self?.echo.text = "Hello, \(name?.text ?? "")"
            appLog("text \(name?.text ?? "")")
        }, for: .editingChanged)
        let secret = UITextField(frame: CGRect(x: 20, y: 72, width: 190, height: 36))
        secret.borderStyle = .roundedRect
        secret.placeholder = "Password"
        secret.isSecureTextEntry = true
        secret.delegate = self
        fields.addSubview(name)
        fields.addSubview(secret)
        fields.addSubview(echo)

        let menu = addTile("Context menu", column: 1, row: 0, in: scroller)
        card.backgroundColor = GalleryStyle.accents[1]
        card.layer.cornerRadius = 12
        card.addSubview(UILabel("Right-click me", frame: CGRect(x: 14, y: 44, width: 130, height: 22), size: 14,
                                bold: true, color: .white))
        card.addInteraction(UIContextMenuInteraction(delegate: self))
        menu.addSubview(card)

        let notes = addTile("Text view", column: 2, row: 0, in: scroller)
        let textView = UITextView(frame: CGRect(x: 14, y: 14, width: 202, height: 142))
        textView.font = UIFont.systemFont(ofSize: 14)
        textView.text = "Notes wrap at the view's width and scroll when they grow.\n\nDouble-click a word, "
            + "triple-click a paragraph; Control+Left/Right move by word."
        textView.layer.cornerRadius = 8
        textView.layer.borderWidth = 1
        textView.layer.borderColor = UIColor.systemGray3.cgColor
        textView.delegate = self
        notes.addSubview(textView)
        addStandardControls()
    }

    /// Where Tab took the focus ring on this page (for the app tests).
    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        guard let view = context.nextFocusedView, view.isDescendant(of: self) else { return }
        appLog("focus \(type(of: view))")
    }

    func textViewDidChange(_ textView: UITextView) {
        appLog("notes \(textView.text.utf16.count)")
    }

    required init?(coder: NSCoder) { nil }

    /// Return ends editing.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(actionProvider: { [weak self] _ in
            let colours = GalleryStyle.accents.prefix(4).enumerated().map { index, colour in
                UIAction(title: ["Red", "Orange", "Green", "Blue"][index],
                         state: self?.card.backgroundColor == colour ? .on : .off) { _ in
                    self?.card.backgroundColor = colour
                    appLog("menu colour \(index)")
                }
            }
            return UIMenu(children: [UIMenu(options: .displayInline, children: colours),
                                     UIAction(title: "Reset", attributes: .destructive) { _ in
                                         self?.card.backgroundColor = GalleryStyle.accents[1]
                                     }])
        })
    }
}
