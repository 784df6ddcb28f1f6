import UIKit

/// CATiledLayer as the book shows it: a 4,000-point drawing in a zooming scroll view. Only the tiles on screen are
/// drawn, off the main thread, and sharper ones replace them as you zoom in (pinch, Ctrl+wheel or double-click).
final class TiledPage: GalleryPageContent, UIScrollViewDelegate {
    private let scrollView = UIScrollView()
    private let drawing = TiledDrawingView(frame: CGRect(x: 0, y: 0, width: 4000, height: 4000))

    override init(frame: CGRect) {
        super.init(frame: frame)
        scrollView.frame = bounds.insetBy(dx: 24, dy: 16)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.backgroundColor = .white
        scrollView.layer.cornerRadius = 12
        scrollView.contentSize = drawing.bounds.size
        scrollView.minimumZoomScale = 0.125
        scrollView.maximumZoomScale = 4
        scrollView.delegate = self
        scrollView.addSubview(drawing)
        addSubview(scrollView)
        let zoomIn = UITapGestureRecognizer { [weak self] _ in self?.zoomStep() }
        zoomIn.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(zoomIn)
    }

    required init?(coder: NSCoder) { nil }

    override func didAppear() {
        scrollView.setZoomScale(0.25, animated: false)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { drawing }

    /// A double click zooms in twice as far, and back out from the deepest zoom.
    private func zoomStep() {
        let next = scrollView.zoomScale * 2
        scrollView.setZoomScale(next > scrollView.maximumZoomScale ? scrollView.minimumZoomScale : next, animated: true)
    }
}

/// Rings, a grid and coloured bands over 4,000 points, drawn tile by tile at five levels of detail (1/4x to 4x).
final class TiledDrawingView: UIView {
    override class var layerClass: AnyClass { CATiledLayer.self }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
        let tiled = layer as! CATiledLayer
        tiled.levelsOfDetail = 5
        tiled.levelsOfDetailBias = 2
    }

    required init?(coder: NSCoder) { nil }

    /// Called on a background queue once per tile: uses only its context and constants.
    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let band = 500.0
        for index in Int(rect.minX / band)...Int(rect.maxX / band) {
            let hue = CGFloat(index % 6) / 6
            ctx.setFillColor(UIColor(hue: hue, saturation: 0.18, brightness: 1, alpha: 1).cgColor)
            ctx.fill(CGRect(x: CGFloat(index) * band, y: rect.minY, width: band, height: rect.height))
        }
        ctx.setStrokeColor(UIColor(white: 0.75, alpha: 1).cgColor)
        ctx.setLineWidth(0.5)
        for x in stride(from: (rect.minX / 50).rounded(.down) * 50, through: rect.maxX, by: 50) {
            ctx.move(to: CGPoint(x: x, y: rect.minY))
            ctx.addLine(to: CGPoint(x: x, y: rect.maxY))
        }
        for y in stride(from: (rect.minY / 50).rounded(.down) * 50, through: rect.maxY, by: 50) {
            ctx.move(to: CGPoint(x: rect.minX, y: y))
            ctx.addLine(to: CGPoint(x: rect.maxX, y: y))
        }
        ctx.strokePath()
        ctx.setStrokeColor(UIColor(red: 0.1, green: 0.3, blue: 0.8, alpha: 1).cgColor)
        ctx.setLineWidth(1)
        for radius in stride(from: CGFloat(40), through: 2800, by: 40) {
            let ring = CGRect(x: 2000 - radius, y: 2000 - radius, width: 2 * radius, height: 2 * radius)
            if ring.intersects(rect) && !ring.insetBy(dx: radius * 0.3, dy: radius * 0.3).contains(rect) {
                ctx.strokeEllipse(in: ring)
            }
        }
    }
}
