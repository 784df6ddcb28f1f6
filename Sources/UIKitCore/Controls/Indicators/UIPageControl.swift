import Foundation

/// A row of dots, one per page, the current one solid (CTL-12). A click on a dot goes to that page; elsewhere, a
/// click left of the current dot goes back one page and right of it forward one; either way Value Changed follows.
/// `currentPage` is kept within the pages; `hidesForSinglePage` hides the control when there is only one. With
/// `defersCurrentPageDisplay` a user's change shows only after `updateCurrentPageDisplay()`. Dots follow light and
/// dark mode (the label colour, translucent for other pages) unless tinted.
@preconcurrency @MainActor open class UIPageControl: UIControl {
    public enum BackgroundStyle: Int, Sendable {
        case automatic = 0
        case prominent = 1
        case minimal = 2
    }

    static let dotDiameter: CGFloat = 8
    static let dotPitch: CGFloat = 16
    static let height: CGFloat = 26
    static let sidePadding: CGFloat = 8

    private var storedPages = 0
    private var storedPage = 0
    /// The page the dots show (differs from `currentPage` while a deferred change is pending).
    var displayedPage = 0
    private var indicatorImages: [Int: UIImage] = [:]
    private var currentIndicatorImages: [Int: UIImage] = [:]

    open var numberOfPages: Int {
        get { storedPages }
        set {
            guard newValue >= 0 else { return UIKitLog.error("UIPageControl.numberOfPages must not be negative, not \(newValue)") }
            storedPages = newValue
            storedPage = ControlValue.clamp(storedPage, 0, max(newValue - 1, 0))
            displayedPage = storedPage
            indicatorImages = indicatorImages.filter { $0.key < newValue }
            currentIndicatorImages = currentIndicatorImages.filter { $0.key < newValue }
            updateVisibility()
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// Kept within 0...numberOfPages - 1.
    open var currentPage: Int {
        get { storedPage }
        set {
            storedPage = ControlValue.clamp(newValue, 0, max(storedPages - 1, 0))
            displayedPage = storedPage
            setNeedsDisplay()
        }
    }

    open var hidesForSinglePage = false { didSet { updateVisibility() } }
    open var defersCurrentPageDisplay = false
    open var pageIndicatorTintColor: UIColor? {
        didSet {
            setNeedsDisplay()
            recordAppearance("pageIndicatorTintColor") { [pageIndicatorTintColor] in $0.pageIndicatorTintColor = pageIndicatorTintColor }
        }
    }
    open var currentPageIndicatorTintColor: UIColor? {
        didSet {
            setNeedsDisplay()
            recordAppearance("currentPageIndicatorTintColor") { [currentPageIndicatorTintColor] in $0.currentPageIndicatorTintColor = currentPageIndicatorTintColor }
        }
    }
    /// `.prominent` puts the dots on a translucent capsule; `.automatic` and `.minimal` leave them bare.
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { setNeedsDisplay() } }
    /// Dragging along the dots scrubs through the pages.
    open var allowsContinuousInteraction = true
    /// The image every dot uses unless its page has its own (drawn as a template in the dot colour).
    open var preferredIndicatorImage: UIImage? { didSet { setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    open var preferredCurrentPageIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }

    private var scrubbed = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] ?? preferredIndicatorImage }

    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        guard (0..<storedPages).contains(page) else {
            return UIKitLog.error("UIPageControl.setIndicatorImage(_:forPage:): page \(page) is out of bounds for \(storedPages) pages")
        }
        indicatorImages[page] = image
        setNeedsDisplay()
    }

    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
        currentIndicatorImages[page] ?? preferredCurrentPageIndicatorImage
    }

    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        guard (0..<storedPages).contains(page) else {
            return UIKitLog.error("UIPageControl.setCurrentPageIndicatorImage(_:forPage:): page \(page) is out of bounds for "
                                  + "\(storedPages) pages")
        }
        currentIndicatorImages[page] = image
        setNeedsDisplay()
    }

    open func updateCurrentPageDisplay() {
        displayedPage = storedPage
        setNeedsDisplay()
    }

    /// The smallest size that shows `pageCount` dots.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(pageCount, 0))
        let pitch = max(Self.dotPitch, (preferredIndicatorImage?.size.width ?? 0) + 8)
        return CGSize(width: count * pitch + 2 * Self.sidePadding, height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: storedPages) }
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: storedPages) }

    private func updateVisibility() {
        isHidden = hidesForSinglePage && storedPages == 1
    }

    // MARK: Geometry

    /// The centre of page `page`'s dot, the row centred in the bounds.
    func dotCenter(_ page: Int) -> CGPoint {
        let pitch = max(Self.dotPitch, (preferredIndicatorImage?.size.width ?? 0) + 8)
        let rowWidth = CGFloat(storedPages) * pitch
        let x = bounds.midX - rowWidth / 2 + pitch * (CGFloat(page) + 0.5)
        return CGPoint(x: x, y: bounds.midY)
    }

    /// The page whose dot (with its share of the gap on either side) is under `point`, if any.
    func page(at point: CGPoint) -> Int? {
        let pitch = max(Self.dotPitch, (preferredIndicatorImage?.size.width ?? 0) + 8)
        return (0..<storedPages).first { abs(dotCenter($0).x - point.x) <= pitch / 2 && abs(point.y - bounds.midY) <= pitch }
    }

    // MARK: Interaction

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        scrubbed = false
        return storedPages > 1
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard allowsContinuousInteraction, let page = page(at: touch.location(in: self)), page != storedPage else { return true }
        // Scrubbing: a drag from dot to dot pages as it goes.
        if touch.location(in: self).x != touch.previousLocation(in: self).x {
            scrubbed = true
            changePageByUser(to: page)
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside, !scrubbed else { return }
        let point = touch.location(in: self)
        if let page = page(at: point) {
            changePageByUser(to: page)
        } else {
            changePageByUser(to: storedPage + (point.x < dotCenter(storedPage).x ? -1 : 1))
        }
    }

    /// Left and Right (Up and Down too) page a focused page control.
    override func performKeyboardOperation(_ key: UIKey, isRepeat: Bool) -> Bool {
        switch KeyboardOperation(key) {
        case .decrease: changePageByUser(to: storedPage - 1)
        case .increase: changePageByUser(to: storedPage + 1)
        case .toStart: changePageByUser(to: 0)
        case .toEnd: changePageByUser(to: storedPages - 1)
        default: return false
        }
        return true
    }

    /// A user's page change: kept within the pages, shown at once unless deferred, then Value Changed.
    func changePageByUser(to page: Int) {
        let target = ControlValue.clamp(page, 0, max(storedPages - 1, 0))
        guard target != storedPage else { return }
        storedPage = target
        if !defersCurrentPageDisplay { displayedPage = target }
        setNeedsDisplay()
        sendActions(for: .valueChanged)
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard storedPages > 0 else { return }
        if backgroundStyle == .prominent {
            let first = dotCenter(0), last = dotCenter(storedPages - 1)
            let capsule = CGRect(x: first.x - Self.dotPitch / 2 - 4, y: bounds.midY - 10, width: last.x - first.x + Self.dotPitch + 8,
                                 height: 20)
            UIColor.tertiarySystemFill.setFill()
            UIBezierPath(roundedRect: capsule, cornerRadius: 10).fill()
        }
        let alpha: CGFloat = isEnabled ? 1 : 0.5
        for page in 0..<storedPages {
            let isCurrent = page == displayedPage
            let color = isCurrent ? (currentPageIndicatorTintColor ?? .label) : (pageIndicatorTintColor ?? .tertiaryLabel)
            let center = dotCenter(page)
            let image = isCurrent ? (currentPageIndicatorImage(forPage: page) ?? indicatorImage(forPage: page))
                                  : indicatorImage(forPage: page)
            if let image {
                let tinted = image.renderingMode == .alwaysOriginal ? image : image.withTintColor(color)
                tinted.draw(in: CGRect(x: center.x - image.size.width / 2, y: center.y - image.size.height / 2,
                                       width: image.size.width, height: image.size.height), blendMode: .normal, alpha: alpha)
                continue
            }
            color.setFill()
            let d = Self.dotDiameter
            UIBezierPath(ovalIn: CGRect(x: center.x - d / 2, y: center.y - d / 2, width: d, height: d)).fill(with: .normal, alpha: alpha)
        }
    }

    override func stateDidChange() { setNeedsDisplay() }
}
