import Foundation

/// A region text is laid out in: a size (no limit down by default in a text view), holes its `exclusionPaths`
/// cut where no text goes, `lineFragmentPadding` left empty at both ends of every line (5 points), and at most
/// `maximumNumberOfLines` lines (0: no limit). A layout manager fills its containers in order: text that does not
/// fit one flows on into the next (columns, pages).
///
/// A text view's container follows the view's width inside its `textContainerInset` (`widthTracksTextView`).
open class NSTextContainer: NSObject, @unchecked Sendable {
    // @unchecked: as on iOS, a container is used by one thread at a time (the main thread for a text view's).
    public init(size: CGSize) {
        self.size = Self.validated(size, fallback: .zero)
        super.init()
    }

    public convenience override init() { self.init(size: .zero) }

    /// The container's size; a NaN or negative side is logged and taken as 0, an infinite one as no limit.
    open var size: CGSize {
        didSet {
            let valid = Self.validated(size, fallback: oldValue)
            // Assigning inside didSet does not call it again.
            if valid != size { size = valid }
            if size != oldValue { geometryDidChange() }
        }
    }

    /// Regions no text goes into, in the container's coordinates: lines run around them (on the left of a hole
    /// first, then on its right).
    open var exclusionPaths: [UIBezierPath] = [] { didSet { geometryDidChange() } }

    /// How the last line that fits is ended when `maximumNumberOfLines` cuts the text (lines wrap by word).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { geometryDidChange() } }

    /// Space left empty at each end of every line, inside the container.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet {
            guard lineFragmentPadding.isFinite, lineFragmentPadding >= 0 else {
                UIKitLog.error("NSTextContainer: line fragment padding \(lineFragmentPadding) is not a finite size; 0 used")
                lineFragmentPadding = 0
                return
            }
            geometryDidChange()
        }
    }

    /// The most lines the container holds; 0: as many as fit.
    open var maximumNumberOfLines = 0 {
        didSet {
            if maximumNumberOfLines < 0 {
                UIKitLog.error("NSTextContainer: maximumNumberOfLines \(maximumNumberOfLines) is negative; 0 used")
                maximumNumberOfLines = 0
                return
            }
            geometryDidChange()
        }
    }

    /// Whether a text view sets the container's width (and height) from its own bounds less its insets.
    open var widthTracksTextView = false
    open var heightTracksTextView = false

    /// The layout manager laying text out in this container.
    open internal(set) weak var layoutManager: NSLayoutManager?
    /// The text view showing the container, which its layout manager tells of edits and changes.
    var textViewLink: TextViewLink?

    /// Moves the container (and every other container of its layout manager) to `newLayoutManager`.
    open func replaceLayoutManager(_ newLayoutManager: NSLayoutManager) {
        guard let old = layoutManager, old !== newLayoutManager else { return }
        let containers = old.textContainers
        for _ in containers { old.removeTextContainer(at: 0) }
        for container in containers { newLayoutManager.addTextContainer(container) }
    }

    /// Whether lines are plain rectangles across the container (no exclusion paths), so a paragraph can be laid
    /// out in one pass.
    open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }

    /// The widest stretch of `proposedRect` (one line's band across the container) that no exclusion path
    /// touches and the container holds, from its left; what is right of it goes to `remainingRect` (zero when
    /// nothing remains). A band outside the container, or covered across, gives an empty rectangle.
    open func lineFragmentRect(forProposedRect proposedRect: CGRect, at characterIndex: Int,
                               writingDirection baseWritingDirection: NSWritingDirection,
                               remaining remainingRect: UnsafeMutablePointer<CGRect>?) -> CGRect {
        remainingRect?.pointee = .zero
        guard [proposedRect.minX, proposedRect.minY, proposedRect.width, proposedRect.height].allSatisfy(\.isFinite) else {
            return .zero
        }
        let bounds = CGRect(origin: .zero, size: CGSize(width: size.width, height: size.height))
        let band = proposedRect.intersection(bounds)
        guard !band.isNull, band.width > 0, band.height > 0 || proposedRect.height == 0 else { return .zero }
        let free = ExclusionGeometry.freeIntervals(in: band.minX..<band.maxX, band: band.minY...band.maxY,
                                                   excluding: exclusionPaths.map(\.cgPath))
        guard let first = free.first else { return .zero }
        let fragment = CGRect(x: first.lowerBound, y: band.minY, width: first.upperBound - first.lowerBound, height: band.height)
        if let rest = free.dropFirst().first {
            remainingRect?.pointee = CGRect(x: rest.lowerBound, y: band.minY, width: band.maxX - rest.lowerBound, height: band.height)
        }
        return fragment
    }

    /// Lays the text out again after the region changed.
    private func geometryDidChange() { layoutManager?.textContainerChangedGeometry(self) }

    private static func validated(_ size: CGSize, fallback: CGSize) -> CGSize {
        func side(_ value: CGFloat) -> CGFloat {
            if value.isNaN || value < 0 { return 0 }
            return value.isInfinite ? .greatestFiniteMagnitude : value
        }
        let valid = CGSize(width: side(size.width), height: side(size.height))
        if size.width.isNaN || size.height.isNaN || size.width < 0 || size.height < 0 {
            UIKitLog.error("NSTextContainer: size \(size) is not a valid size; \(valid) used")
        }
        return valid
    }
}
