import Foundation

/// Pages of content, one controller at a time (two side by side with a page curl's middle spine), navigated by
/// replacing the page (VC-52). The scroll style is a paging scroll view holding the current page and the data
/// source's neighbours (asked after each page settles, so a drag can reveal them), dragged or swiped with the
/// pointer or a touchpad, or turned with the arrow keys; a page indicator shows when the data source gives a
/// count. The page-curl style turns the page from the outer edge: while it turns, the page's flat part shrinks
/// towards the spine and its pale back, with a shadow, folds over (the fold mirrored about the moving edge), the
/// next page lying beneath; a tap near an edge or a drag turns it.
@preconcurrency @MainActor open class UIPageViewController: UIViewController {
    open weak var delegate: (any UIPageViewControllerDelegate)?
    open weak var dataSource: (any UIPageViewControllerDataSource)?

    private let transitionStyleStorage: TransitionStyle
    private let orientationStorage: NavigationOrientation
    var spineLocationStorage: SpineLocation
    let interPageSpacing: CGFloat

    open var transitionStyle: TransitionStyle { transitionStyleStorage }
    open var navigationOrientation: NavigationOrientation { orientationStorage }
    open var spineLocation: SpineLocation { spineLocationStorage }
    /// Whether the back of a curled page is a page of its own; true (and fixed) with a middle spine.
    open var isDoubleSided: Bool {
        get { spineLocationStorage == .mid || doubleSidedStorage }
        set { doubleSidedStorage = newValue }
    }

    private var doubleSidedStorage = false

    /// The pages shown (one; two with a middle spine); nil before `setViewControllers`.
    open var viewControllers: [UIViewController]? { shownPages.isEmpty ? nil : shownPages }

    var shownPages: [UIViewController] = []
    /// Set while `replacePages` moves views, whose appearance it tells itself.
    var isRearranging = false

    /// The scroll style's scroll view, and the pages it holds (the neighbours around the shown page).
    let scrollView = UIScrollView()
    var slots: [UIViewController] = []
    var pending: PendingTurn?
    var isRecentering = false
    let pageIndicator = PageIndicatorView()

    /// A turn under way: where it goes, what it leaves, whether the user started it, and who hears its end.
    struct PendingTurn {
        let target: [UIViewController]
        let previous: [UIViewController]
        let byUser: Bool
        let completion: ((Bool) -> Void)?
    }

    /// The recognizers the page curl turns pages with (a tap near an edge, a pan); none for the scroll style,
    /// whose scroll view has its own.
    open var gestureRecognizers: [UIGestureRecognizer] { curlRecognizers }
    var curlRecognizers: [UIGestureRecognizer] = []
    var curl: PageCurl?

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyleStorage = style
        orientationStorage = navigationOrientation
        let spine = (options?[.spineLocation] as? SpineLocation)
            ?? (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
        spineLocationStorage = style == .scroll ? .none : (spine ?? .min)
        let spacing = (options?[.interPageSpacing] as? CGFloat) ?? (options?[.interPageSpacing] as? Double).map { CGFloat($0) }
            ?? (options?[.interPageSpacing] as? Int).map { CGFloat($0) } ?? 0
        interPageSpacing = style == .scroll && spacing.isFinite ? max(0, spacing) : 0
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        transitionStyleStorage = .scroll
        orientationStorage = .horizontal
        spineLocationStorage = .none
        interPageSpacing = 0
        super.init(coder: coder)
    }

    /// Shows `viewControllers` (one; two with a middle spine): at once, or turning the page in `direction`, then
    /// calls `completion`. A wrong count or nil is logged and ignored, as UIKit refuses it.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        let expected = spineLocationStorage == .mid ? 2 : 1
        guard let pages = viewControllers, pages.count == expected else {
            UIKitLog.error("UIPageViewController: the number of view controllers provided (\(viewControllers?.count ?? 0)) "
                + "doesn't match the number required (\(expected)) for the requested transition; ignored")
            completion?(false)
            return
        }
        if pages.contains(where: { $0 === self || isDescendant(of: $0) }) {
            UIKitLog.error("UIPageViewController: a page is the page view controller or one of its ancestors; ignored")
            completion?(false)
            return
        }
        if pending != nil { finishPendingTurnAtOnce() }
        guard animated, isViewLoaded, !shownPages.isEmpty, pages.map(ObjectIdentifier.init) != shownPages.map(ObjectIdentifier.init) else {
            replacePages(with: pages)
            completion?(true)
            return
        }
        turn(to: pages, direction: direction, byUser: false, completion: completion)
    }

    /// Replaces the shown pages at once, with appearance callbacks when the page view controller is visible.
    func replacePages(with pages: [UIViewController]) {
        let old = shownPages
        let visible = appearanceState == .appeared || appearanceState == .appearing
        let leaving = old.filter { page in !pages.contains { $0 === page } }
        let arriving = pages.filter { page in !old.contains { $0 === page } }
        if visible {
            for page in leaving { page.beginAppearanceTransition(false, animated: false) }
            for page in arriving { page.beginAppearanceTransition(true, animated: false) }
        }
        shownPages = pages
        // The callbacks above and below are the whole transition: moving the views in between tells nobody.
        isRearranging = true
        if isViewLoaded { rebuildPages() }
        for page in leaving where page.parentStorage === self && !slots.contains(where: { $0 === page }) { release(page) }
        isRearranging = false
        if visible {
            for page in leaving { page.endAppearanceTransition() }
            for page in arriving { page.endAppearanceTransition() }
        }
    }

    func adopt(_ page: UIViewController) {
        guard page.parentStorage !== self else { return }
        addChild(page)
        page.didMove(toParent: self)
    }

    func release(_ page: UIViewController) {
        guard page.parentStorage === self else { return }
        page.willMove(toParent: nil)
        if let view = page.viewIfLoaded, view.isDescendant(of: self.view) { view.removeFromSuperview() }
        page.removeFromParent()
    }

    /// Only the shown pages hear this controller's appearance: neighbours waiting in the scroll view do not, nor
    /// pages whose views move while the pages are replaced.
    override func forwardsAppearance(to child: UIViewController) -> Bool {
        !isRearranging && shownPages.contains { $0 === child }
    }


    open override func loadView() {
        let container = ContainerView(frame: UIScreen.main.bounds)
        container.backgroundColor = nil
        container.clipsToBounds = true
        container.onLayout = { [weak self] in self?.layoutPages() }
        view = container
        if transitionStyleStorage == .scroll {
            scrollView.isPagingEnabled = true
            scrollView.showsHorizontalScrollIndicator = false
            scrollView.showsVerticalScrollIndicator = false
            scrollView.delegate = scrollDelegate
            container.addSubview(scrollView)
            pageIndicator.isHidden = true
            container.addSubview(pageIndicator)
        } else {
            installCurlRecognizers(on: container)
            if let delegate {
                let spine = delegate.pageViewController(self, spineLocationFor: .landscapeRight)
                if spine != .none { spineLocationStorage = spine }
            }
        }
    }

    lazy var scrollDelegate = PageScrollDelegate(owner: self)

    open override func viewDidLoad() {
        super.viewDidLoad()
        rebuildPages()
    }

    /// The pages' views in place: the scroll style's slots side by side (the shown one in view), the curl style's
    /// page filling the view (two halves with a middle spine).
    func rebuildPages() {
        guard let container = viewIfLoaded else { return }
        if transitionStyleStorage == .scroll {
            rebuildSlots()
        } else {
            for page in shownPages {
                adopt(page)
                if page.view.superview !== container { container.addSubview(page.view) }
            }
            for child in children where !shownPages.contains(where: { $0 === child }) && curl?.involves(child) != true {
                release(child)
            }
        }
        layoutPages()
    }

    func layoutPages() {
        guard let container = viewIfLoaded else { return }
        let bounds = container.bounds
        if transitionStyleStorage == .scroll {
            layoutSlots(in: bounds)
            layoutIndicator(in: bounds)
        } else if curl == nil {
            let halves = spineLocationStorage == .mid && shownPages.count == 2
            for (index, page) in shownPages.enumerated() {
                guard let view = page.viewIfLoaded else { continue }
                if halves {
                    view.frame = navigationOrientation == .horizontal
                        ? CGRect(x: CGFloat(index) * bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)
                        : CGRect(x: 0, y: CGFloat(index) * bounds.height / 2, width: bounds.width, height: bounds.height / 2)
                } else {
                    view.frame = bounds
                }
            }
        }
    }

    /// Arrow keys turn the page: left/right for horizontal pages, up/down for vertical ones.
    open override var keyCommands: [UIKeyCommand]? {
        guard !shownPages.isEmpty else { return nil }
        let (back, forward) = navigationOrientation == .horizontal
            ? (UIKeyCommand.inputLeftArrow, UIKeyCommand.inputRightArrow)
            : (UIKeyCommand.inputUpArrow, UIKeyCommand.inputDownArrow)
        return [
            UIKeyCommand(input: back, discoverabilityTitle: "Previous Page") { [weak self] _ in self?.userTurn(.reverse) },
            UIKeyCommand(input: forward, discoverabilityTitle: "Next Page") { [weak self] _ in self?.userTurn(.forward) },
        ]
    }

    override var childForKeyboardFallback: UIViewController? { shownPages.last }

    /// The user turns a page (keys, a tap on an edge, a curl drag): the data source's neighbour, if any, with the
    /// delegate told before and after.
    func userTurn(_ direction: NavigationDirection) {
        guard pending == nil, let dataSource else { return }
        let edge = direction == .forward ? shownPages.last : shownPages.first
        guard let edge else { return }
        var pages: [UIViewController] = []
        let count = spineLocationStorage == .mid ? 2 : 1
        var from = edge
        for _ in 0..<count {
            let next = direction == .forward ? dataSource.pageViewController(self, viewControllerAfter: from)
                                             : dataSource.pageViewController(self, viewControllerBefore: from)
            guard let next else { break }
            pages.append(next)
            from = next
        }
        guard pages.count == count else { return }
        if direction == .reverse { pages.reverse() }
        delegate?.pageViewController(self, willTransitionTo: pages)
        turn(to: pages, direction: direction, byUser: true, completion: nil)
    }

    /// Turns to `pages` with the style's animation.
    private func turn(to pages: [UIViewController], direction: NavigationDirection, byUser: Bool, completion: ((Bool) -> Void)?) {
        if transitionStyleStorage == .scroll {
            scroll(to: pages[0], direction: direction, byUser: byUser, completion: completion)
        } else {
            curlPage(to: pages, direction: direction, byUser: byUser, completion: completion)
        }
    }

    /// A turn ended (`completed`: the pages changed): callbacks in UIKit's order.
    func finishTurn(_ turn: PendingTurn, completed: Bool) {
        pending = nil
        if turn.byUser {
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: turn.previous,
                                         transitionCompleted: completed)
        }
        turn.completion?(completed)
        updateIndicator()
    }

    /// A new `setViewControllers` during a turn: the turn completes at once.
    private func finishPendingTurnAtOnce() {
        if transitionStyleStorage == .scroll { settleScroll(forcing: true) } else { curl?.finishNow() }
    }
}
