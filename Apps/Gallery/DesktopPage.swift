import UIKit

/// The desktop's own protocols: drag and drop inside the gallery and with other applications (XDND), the pointer's
/// shapes and effects, and tooltips.
final class DesktopPage: GalleryPageContent {
    private let well = DropWell()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let source = addTile("Drag the card anywhere", column: 0, row: 0)
        let card = UILabel("Hello from UIKit", frame: CGRect(x: 35, y: 50, width: 160, height: 70), size: 16, bold: true)
        card.textAlignment = .center
        card.textColor = .white
        card.backgroundColor = GalleryStyle.accents[0]
        card.layer.cornerRadius = 12
        card.clipsToBounds = true
        card.isUserInteractionEnabled = true
        card.addInteraction(UIDragInteraction(delegate: CardDragSource.shared))
        source.addSubview(card)

        let target = addTile("Drop text or files here", column: 1, row: 0)
        well.frame = CGRect(x: 20, y: 20, width: 190, height: 130)
        target.addSubview(well)

        let text = addTile("Text fields take text", column: 2, row: 0)
        let field = UITextField(frame: CGRect(x: 20, y: 65, width: 190, height: 36))
        field.borderStyle = .roundedRect
        field.placeholder = "Drop text here"
        text.addSubview(field)

        addPointerTile(column: 0, row: 1)
        addToolTipTile(column: 1, row: 1)
    }

    /// The pointer's shapes from UIKit's intent: a hand over a link, the text beam over text, and a lift effect.
    private func addPointerTile(column: Int, row: Int) {
        let tile = addTile("Pointer shapes", column: column, row: row)
        let text = UITextView(frame: CGRect(x: 14, y: 14, width: 202, height: 60))
        text.isEditable = false
        text.isScrollEnabled = false
        text.backgroundColor = .clear
        let words = NSMutableAttributedString(string: "Read more at swift.org", attributes: [.font: UIFont.systemFont(ofSize: 16)])
        words.addAttribute(.link, value: URL(string: "https://swift.org")!, range: NSRange(location: 13, length: 9))
        text.attributedText = words
        tile.addSubview(text)
        let lift = UILabel("Lifts on hover", frame: CGRect(x: 35, y: 95, width: 160, height: 50), size: 14, bold: true)
        lift.textAlignment = .center
        lift.textColor = .white
        lift.backgroundColor = GalleryStyle.accents[1]
        lift.layer.cornerRadius = 10
        lift.clipsToBounds = true
        lift.isUserInteractionEnabled = true
        lift.addInteraction(UIPointerInteraction(delegate: LiftPointerStyle.shared))
        tile.addSubview(lift)
    }

    /// Tooltips after the desktop's delay: a button's `toolTip`, and a view's own tooltip interaction.
    private func addToolTipTile(column: Int, row: Int) {
        let tile = addTile("Tooltips", column: column, row: row)
        let button = UIButton(type: .system)
        button.setTitle("Rest the pointer here", for: .normal)
        button.frame = CGRect(x: 15, y: 30, width: 200, height: 36)
        button.toolTip = "Buttons have tooltips"
        tile.addSubview(button)
        let swatch = UIView(frame: CGRect(x: 65, y: 95, width: 100, height: 50))
        swatch.backgroundColor = GalleryStyle.accents[3]
        swatch.layer.cornerRadius = 10
        swatch.addInteraction(UIToolTipInteraction(defaultToolTip: "Any view can have one"))
        tile.addSubview(swatch)
    }

    required init?(coder: NSCoder) { nil }
}

/// Lifts its view while the pointer is over it, as iPadOS lifts buttons.
@MainActor private final class LiftPointerStyle: UIPointerInteractionDelegate {
    static let shared = LiftPointerStyle()

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        interaction.view.map { UIPointerStyle(effect: .lift(UITargetedPreview(view: $0))) }
    }
}

/// The card's drag: its text, for this application and any other (dragged out of the window, it goes to the
/// application under the pointer through XDND).
@MainActor private final class CardDragSource: UIDragInteractionDelegate {
    static let shared = CardDragSource()

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        let text = (interaction.view as? UILabel)?.text ?? ""
        return [UIDragItem(itemProvider: NSItemProvider(object: text as NSString))]
    }

    /// Copies only: the card stays.
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        false
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                         didEndWith operation: UIDropOperation) {
        appLog("card drag ended: \(operation == .copy ? "copied" : "not taken")")
    }
}

/// A well that shows what was dropped on it: the text, or how many files (and the first one's name).
@MainActor private final class DropWell: UIView, UIDropInteractionDelegate {
    private let label = UILabel("Nothing dropped yet", frame: .zero, size: 14)

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 12
        layer.borderWidth = 2
        layer.borderColor = UIColor(white: 0.75, alpha: 1).cgColor
        label.numberOfLines = 0
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
        addInteraction(UIDropInteraction(delegate: self))
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 10, dy: 10)
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: String.self) || session.canLoadObjects(ofClass: URL.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        backgroundColor = GalleryStyle.accents[2].withAlphaComponent(0.25)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        backgroundColor = nil
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        backgroundColor = nil
        if session.canLoadObjects(ofClass: URL.self) {
            session.loadObjects(ofClass: URL.self) { [label] urls in
                label.text = urls.count == 1 ? urls[0].lastPathComponent : "\(urls.count) files, first \(urls.first?.lastPathComponent ?? "")"
                appLog("dropped \(urls.count) URLs")
            }
        } else {
            session.loadObjects(ofClass: String.self) { [label] strings in
                label.text = strings.joined(separator: "\n")
                appLog("dropped \(label.text ?? "")")
            }
        }
    }
}
