import UIKit

/// A sign-up form laid out with Auto Layout only: stack views of label/field rows, a segmented row of equal
/// buttons, a note that wraps at the form's width, and a Submit button pinned by anchors to the bottom-right.
/// Resize the window: the fields stretch and the note re-wraps, with no frame set by hand.
final class AutoLayoutPage: GalleryPageContent {
    private let note = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.backgroundColor = GalleryStyle.card
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor(white: 0.88, alpha: 1).cgColor
        addSubview(card)

        let rows = ["Name", "Email", "Company"].map(Self.fieldRow)
        let plan = UIStackView(arrangedSubviews: ["Free", "Team", "Enterprise"].map(Self.planButton))
        plan.axis = .horizontal
        plan.distribution = .fillEqually
        plan.spacing = 8
        note.text = "Every frame on this page comes from constraints: the fields take the width the labels leave, "
            + "the plan buttons share theirs equally, and this note wraps to the form's width. Resize the window."
        note.numberOfLines = 0
        note.font = .systemFont(ofSize: 13)
        note.textColor = GalleryStyle.secondaryInk
        let form = UIStackView(arrangedSubviews: rows + [Self.caption("Plan"), plan, note])
        form.axis = .vertical
        form.spacing = 12
        form.setCustomSpacing(20, after: rows[rows.count - 1])
        form.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(form)

        let submit = UIButton(type: .system)
        submit.setTitle("Submit", for: .normal)
        submit.setTitleColor(.white, for: .normal)
        submit.backgroundColor = GalleryStyle.sidebarSelected
        submit.layer.cornerRadius = 8
        submit.translatesAutoresizingMaskIntoConstraints = false
        submit.addAction(UIAction { _ in appLog("submit") }, for: .touchUpInside)
        card.addSubview(submit)

        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 32),
            card.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -32),
            card.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            card.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -16),
            form.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor, constant: 8),
            form.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor, constant: -8),
            form.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor, constant: 8),
            submit.topAnchor.constraint(equalTo: form.bottomAnchor, constant: 20),
            submit.trailingAnchor.constraint(equalTo: form.trailingAnchor),
            submit.widthAnchor.constraint(equalToConstant: 120),
            submit.heightAnchor.constraint(equalToConstant: 36),
            submit.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        appLog("form \(Int(bounds.width)) note \(Int(note.frame.width))x\(Int(note.frame.height))")
    }

    /// A label of fixed width beside a field that takes the rest of the row.
    private static func fieldRow(_ title: String) -> UIStackView {
        let label = caption(title)
        label.widthAnchor.constraint(equalToConstant: 90).isActive = true
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = title
        field.heightAnchor.constraint(equalToConstant: 32).isActive = true
        let row = UIStackView(arrangedSubviews: [label, field])
        row.axis = .horizontal
        row.spacing = 12
        row.alignment = .center
        return row
    }

    private static func caption(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: 14, weight: .semibold)
        label.textColor = GalleryStyle.ink
        return label
    }

    private static func planButton(_ title: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.layer.cornerRadius = 8
        button.layer.borderWidth = 1
        button.layer.borderColor = GalleryStyle.sidebarSelected.cgColor
        button.heightAnchor.constraint(equalToConstant: 34).isActive = true
        return button
    }
}
