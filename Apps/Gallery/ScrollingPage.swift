import UIKit

/// UIScrollView: a long list of coloured rows to drag, flick, wheel or touchpad through (it bounces at its ends),
/// a horizontal pager of cards that settles on whole pages, and a mosaic to pinch or double-tap to zoom.
final class ScrollingPage: GalleryPageContent, UIScrollViewDelegate {
    static let rowCount = 40
    static let rowHeight: CGFloat = 56
    static let pageCount = 4

    private let list = UIScrollView()
    private let pager = UIScrollView()
    private let zoomer = UIScrollView()
    private let mosaic = UIView()

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
                           + "on whole pages.", frame: CGRect(x: 364, y: 276, width: 340, height: 60), size: 14,
                           color: GalleryStyle.secondaryInk, lines: 0))

        addSubview(UILabel("Zooming: pinch, or double-tap", frame: CGRect(x: 364, y: 340, width: 340, height: 22),
                           size: 14, bold: true))
        zoomer.frame = CGRect(x: 364, y: 368, width: 340, height: 170)
        zoomer.backgroundColor = GalleryStyle.card
        zoomer.layer.cornerRadius = 12
        zoomer.minimumZoomScale = 1
        zoomer.maximumZoomScale = 4
        zoomer.delegate = self
        mosaic.frame = zoomer.bounds
        for column in 0..<10 {
            for row in 0..<5 {
                let tile = UIView(frame: CGRect(x: 4 + CGFloat(column) * 33.6, y: 4 + CGFloat(row) * 32.4, width: 30, height: 29))
                tile.backgroundColor = accents[(column + row) % accents.count].withAlphaComponent(0.35 + CGFloat(row) * 0.13)
                tile.layer.cornerRadius = 6
                mosaic.addSubview(tile)
            }
        }
        zoomer.addSubview(mosaic)
        zoomer.contentSize = mosaic.frame.size
        let doubleTap = UITapGestureRecognizer { [weak self] tap in self?.toggleZoom(at: tap.location(in: self?.mosaic)) }
        doubleTap.numberOfTapsRequired = 2
        zoomer.addGestureRecognizer(doubleTap)
        addSubview(zoomer)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { scrollView === zoomer ? mosaic : nil }

    /// Zoomed out: zooms in three times about `point` (in the mosaic); zoomed in: back out.
    private func toggleZoom(at point: CGPoint) {
        guard zoomer.zoomScale < 1.5 else { return zoomer.setZoomScale(1, animated: true) }
        let size = CGSize(width: zoomer.bounds.width / 3, height: zoomer.bounds.height / 3)
        zoomer.zoom(to: CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width,
                               height: size.height), animated: true)
    }

    required init?(coder: NSCoder) { nil }

    override func didAppear() {
        list.flashScrollIndicators()
        pager.flashScrollIndicators()
    }
}
