import UIKit

/// TextKit: a column of text flowing around an exclusion path (a circle with an image in it), drawn by
/// NSLayoutManager, and one text flowing through two editable text views (a layout manager with two containers,
/// each given to `UITextView(frame:textContainer:)`): typing in the first pushes text into the second.
final class TextPage: GalleryPageContent {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let around = TextKitCanvas(frame: CGRect(x: 32, y: 16, width: 330, height: 400), columns: 1, hole: true)
        let columns = TextColumnsCard(frame: CGRect(x: 382, y: 16, width: 386, height: 400))
        for canvas in [around, columns] {
            canvas.backgroundColor = GalleryStyle.card
            canvas.layer.cornerRadius = 12
            canvas.layer.borderWidth = 1
            canvas.layer.borderColor = UIColor(white: 0.88, alpha: 1).cgColor
            addSubview(canvas)
        }
        addSubview(UILabel("Exclusion path", frame: CGRect(x: 46, y: 424, width: 300, height: 24), size: 14, bold: true))
        addSubview(UILabel("Two containers, one text", frame: CGRect(x: 396, y: 424, width: 372, height: 24), size: 14, bold: true))
    }

    required init?(coder: NSCoder) { nil }
}

/// One text in two text views side by side inside a 16-point margin: the book's stack of one storage, one layout
/// manager and two containers, each container shown by a text view.
final class TextColumnsCard: UIView {
    let storage = NSTextStorage(attributedString: TextKitCanvas.sampleText(columns: 2))
    let layoutManager = NSLayoutManager()

    override init(frame: CGRect) {
        super.init(frame: frame)
        storage.addLayoutManager(layoutManager)
        let margin: CGFloat = 16, gap: CGFloat = 20
        let width = (frame.width - 2 * margin - gap) / 2, height = frame.height - 2 * margin
        for column in 0..<2 {
            let container = NSTextContainer(size: CGSize(width: width, height: height))
            container.lineFragmentPadding = 0
            layoutManager.addTextContainer(container)
            let textView = UITextView(frame: CGRect(x: margin + CGFloat(column) * (width + gap), y: margin, width: width, height: height),
                                      textContainer: container)
            textView.textContainerInset = .zero
            textView.isScrollEnabled = false
            textView.backgroundColor = .clear
            addSubview(textView)
        }
    }

    required init?(coder: NSCoder) { nil }
}

/// A TextKit stack drawn in `draw(_:)`: its containers side by side inside a 16-point margin.
final class TextKitCanvas: UIView {
    let storage: NSTextStorage
    let layoutManager = NSLayoutManager()
    let containerOrigins: [CGPoint]
    let hole: CGRect?

    init(frame: CGRect, columns: Int, hole: Bool) {
        storage = NSTextStorage(attributedString: TextKitCanvas.sampleText(columns: columns))
        let margin: CGFloat = 16, gap: CGFloat = 20
        let width = (frame.width - 2 * margin - CGFloat(columns - 1) * gap) / CGFloat(columns)
        containerOrigins = (0..<columns).map { CGPoint(x: margin + CGFloat($0) * (width + gap), y: margin) }
        self.hole = hole ? CGRect(x: width - 130, y: 70, width: 120, height: 120) : nil
        super.init(frame: frame)
        storage.addLayoutManager(layoutManager)
        for _ in 0..<columns {
            let container = NSTextContainer(size: CGSize(width: width, height: frame.height - 2 * margin))
            if let circle = self.hole { container.exclusionPaths = [UIBezierPath(ovalIn: circle.insetBy(dx: -6, dy: -6))] }
            layoutManager.addTextContainer(container)
        }
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        if let hole {
            let circle = hole.offsetBy(dx: containerOrigins[0].x, dy: containerOrigins[0].y)
            GalleryStyle.accents[0].setFill()
            UIBezierPath(ovalIn: circle).fill()
            ("TextKit" as NSString).draw(at: CGPoint(x: circle.midX - 30, y: circle.midY - 10), withAttributes: [
                .font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.white,
            ])
        }
        for (container, origin) in zip(layoutManager.textContainers, containerOrigins) {
            let glyphs = layoutManager.glyphRange(for: container)
            layoutManager.drawBackground(forGlyphRange: glyphs, at: origin)
            layoutManager.drawGlyphs(forGlyphRange: glyphs, at: origin)
        }
    }

    static func sampleText(columns: Int) -> NSAttributedString {
        let body = UIFont.systemFont(ofSize: 13)
        let style = NSMutableParagraphStyle()
        style.paragraphSpacing = 8
        style.alignment = .justified
        style.hyphenationFactor = 1
        let text = NSMutableAttributedString(string: "Text Kit\n", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: GalleryStyle.accents[3],
        ])
        let paragraphs = [
            "A text storage holds the characters and their attributes. A layout manager breaks them into lines, "
                + "and text containers say where the lines may go.",
            "Lines flow around exclusion paths: each line fragment takes the free stretch of its container at its "
                + "height, so the text hugs a circle, and a hole in the middle splits a line in two.",
            "When one container is full the text goes on in the next: columns, pages, or a text that continues in "
                + "another view. Underlines, strikethroughs, kerning, tab stops and paragraph spacing all take part.",
        ]
        for (index, paragraph) in (paragraphs + (columns > 1 ? paragraphs : [])).enumerated() {
            let run = NSMutableAttributedString(string: paragraph + "\n", attributes: [
                .font: body, .paragraphStyle: style, .foregroundColor: UIColor(white: 0.13, alpha: 1),
            ])
            let word = (paragraph as NSString).range(of: ["storage", "exclusion paths", "columns"][index % 3])
            run.addAttributes([.underlineStyle: NSUnderlineStyle.single.rawValue | NSUnderlineStyle.patternDash.rawValue,
                               .foregroundColor: GalleryStyle.accents[1], .backgroundColor: UIColor(white: 0.94, alpha: 1)],
                              range: word)
            text.append(run)
        }
        return text
    }
}
