import UIKit

/// UIScrollView: a long list of coloured rows to drag, flick, wheel or touchpad through (it bounces at its ends),
/// and a horizontal pager of cards that settles on whole pages.
final class ScrollingPage: GalleryPageContent {
    static let rowCount = 40
    static let rowHeight: CGFloat = 56
    static let pageCount = 4

    private let list = UIScrollView()
    private let pager = UIScrollView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let accents = GalleryStyle.accents

        addSubview(UILabel("A list of \(Self.rowCount) rows", frame: CGRect(x: 32, y: 16, width: 300, height: 22),
                           size: 14, bold: true))
        list.frame = CGRect(x: 32, y: 44, width: 300, height: bounds.height - 60)
        list.autoresizingMask = [.flexibleHeight]
        list.backgroundColor = GalleryStyle.card
        list.layer.cornerRadius = 12
        list.contentSize = CGSize(width: 300, height: CGFloat(Self.rowCount) * Self.rowHeight)
        for index in 0..<Self.rowCount {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: 300, height: Self.rowHeight))
            row.backgroundColor = accents[index % accents.count].withAlphaComponent(index % 2 == 0 ? 1 : 0.75)
            row.addSubview(UILabel("Row \(index + 1)", frame: CGRect(x: 18, y: 16, width: 200, height: 24), size: 16,
                                   bold: true, color: .white))
            list.addSubview(row)
        }
        addSubview(list)

        addSubview(UILabel("Paging", frame: CGRect(x: 364, y: 16, width: 340, height: 22), size: 14, bold: true))
        pager.frame = CGRect(x: 364, y: 44, width: 340, height: 220)
        pager.isPagingEnabled = true
        pager.layer.cornerRadius = 12
        pager.contentSize = CGSize(width: 340 * CGFloat(Self.pageCount), height: 220)
        for index in 0..<Self.pageCount {
            let card = UIView(frame: CGRect(x: 340 * CGFloat(index), y: 0, width: 340, height: 220))
            card.backgroundColor = accents[(index + 2) % accents.count]
            card.addSubview(UILabel("Page \(index + 1) of \(Self.pageCount)", frame: CGRect(x: 24, y: 90, width: 292, height: 36),
                                    size: 24, bold: true, color: .white))
            pager.addSubview(card)
        }
        addSubview(pager)
        addSubview(UILabel("Drag, flick, or use the wheel or touchpad. The list bounces at its ends; the pager settles "
                           + "on whole pages.", frame: CGRect(x: 364, y: 280, width: 340, height: 80), size: 14,
                           color: GalleryStyle.secondaryInk, lines: 0))
    }

    required init?(coder: NSCoder) { nil }

    override func didAppear() {
        list.flashScrollIndicators()
        pager.flashScrollIndicators()
    }
}
