import Foundation

/// One page turn of the page-curl style, drawn as a turning page: the turning page's flat part (a mask) shrinks
/// from the outer edge towards the spine (or grows back, turning to the previous page), and its back, a pale sheet
/// with a soft shadow, lies folded over it, mirrored about the moving fold; the other page lies beneath. Stepped
/// by the application's event timers, 60 times a second, along an ease-in-out curve, so tests step it with a
/// manual clock.
@MainActor final class PageCurl {
    static let duration: TimeInterval = 0.5

    private let container: UIView
    private let turning: UIView
    private let beneath: UIView
    private let forward: Bool
    private let horizontal: Bool
    private let flatMask = UIView()
    let pageBack = UIView()
    private let start: TimeInterval
    private var timer: EventTimer?
    private let pages: [UIViewController]
    private let onFinish: () -> Void

    /// `turning` lies over `beneath` while it turns: forward, the shown page turns away; in reverse, the previous
    /// page turns back over the shown one.
    init(container: UIView, turning: UIView, beneath: UIView, forward: Bool, horizontal: Bool,
         pages: [UIViewController], onFinish: @escaping () -> Void) {
        self.container = container
        self.turning = turning
        self.beneath = beneath
        self.forward = forward
        self.horizontal = horizontal
        self.pages = pages
        self.onFinish = onFinish
        start = UIApplication.eventTimerSource.now
        flatMask.backgroundColor = .white
        pageBack.backgroundColor = UIColor(red: 0.94, green: 0.94, blue: 0.92, alpha: 1)
        pageBack.layer.shadowOpacity = 0.35
        pageBack.layer.shadowRadius = 4
        pageBack.layer.shadowOffset = CGSize(width: horizontal ? -2 : 0, height: horizontal ? 0 : -2)
        pageBack.isUserInteractionEnabled = false
        turning.mask = flatMask
        container.insertSubview(beneath, belowSubview: turning)
        container.addSubview(pageBack)
        apply(progress: 0)
        scheduleTick()
    }

    func involves(_ controller: UIViewController) -> Bool { pages.contains { $0 === controller } }

    /// The fold's place along the page, from the spine, at `progress` (0: start, 1: end).
    private func apply(progress: Double) {
        let eased = progress < 0.5 ? 2 * progress * progress : 1 - pow(-2 * progress + 2, 2) / 2
        let length = horizontal ? container.bounds.width : container.bounds.height
        let fold = length * CGFloat(forward ? 1 - eased : eased)
        let backStart = max(0, 2 * fold - length)
        let bounds = container.bounds
        if horizontal {
            flatMask.frame = CGRect(x: 0, y: 0, width: fold, height: bounds.height)
            pageBack.frame = CGRect(x: backStart, y: 0, width: fold - backStart, height: bounds.height)
        } else {
            flatMask.frame = CGRect(x: 0, y: 0, width: bounds.width, height: fold)
            pageBack.frame = CGRect(x: 0, y: backStart, width: bounds.width, height: fold - backStart)
        }
        pageBack.isHidden = fold - backStart < 0.5
    }

    private func scheduleTick() {
        timer = UIApplication.eventTimerSource.schedule(after: 1.0 / 60) { [weak self] in self?.tick() }
    }

    private func tick() {
        let progress = min(1, (UIApplication.eventTimerSource.now - start) / Self.duration)
        apply(progress: progress)
        if progress >= 1 { finishNow() } else { scheduleTick() }
    }

    /// Ends the turn where it is going.
    func finishNow() {
        guard timer != nil else { return }
        timer?.invalidate()
        timer = nil
        turning.mask = nil
        pageBack.removeFromSuperview()
        onFinish()
    }
}

/// The page-curl style's turns and recognizers: a tap near the outer edges (the outer sixth) or a drag across
/// turns a page.
extension UIPageViewController {
    func installCurlRecognizers(on container: UIView) {
        let tap = UITapGestureRecognizer(handler: { [weak self] tap in self?.curlTapped(tap) })
        let pan = UIPanGestureRecognizer(handler: { [weak self] pan in self?.curlDragged(pan) })
        container.addGestureRecognizer(tap)
        container.addGestureRecognizer(pan)
        curlRecognizers = [tap, pan]
    }

    private func curlTapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, let container = viewIfLoaded else { return }
        let point = tap.location(in: container)
        let (position, length) = navigationOrientation == .horizontal ? (point.x, container.bounds.width)
                                                                      : (point.y, container.bounds.height)
        if position > length * 5 / 6 { userTurn(.forward) } else if position < length / 6 { userTurn(.reverse) }
    }

    private func curlDragged(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .ended, let container = viewIfLoaded else { return }
        let moved = pan.translation(in: container)
        let (distance, length) = navigationOrientation == .horizontal ? (moved.x, container.bounds.width)
                                                                      : (moved.y, container.bounds.height)
        if distance < -length / 6 { userTurn(.forward) } else if distance > length / 6 { userTurn(.reverse) }
    }

    /// Turns to `pages` with a curl (a middle spine changes both pages at once, without the curl).
    func curlPage(to pages: [UIViewController], direction: NavigationDirection, byUser: Bool, completion: ((Bool) -> Void)?) {
        guard let container = viewIfLoaded, let current = shownPages.first, pages.count == 1 else {
            replacePages(with: pages)
            let turn = PendingTurn(target: pages, previous: shownPages, byUser: byUser, completion: completion)
            return finishTurn(turn, completed: true)
        }
        let page = pages[0]
        let turn = PendingTurn(target: pages, previous: shownPages, byUser: byUser, completion: completion)
        pending = turn
        let visible = appearanceState == .appeared || appearanceState == .appearing
        if visible {
            current.beginAppearanceTransition(false, animated: true)
            page.beginAppearanceTransition(true, animated: true)
        }
        adopt(page)
        page.view.frame = container.bounds
        let forward = direction == .forward
        curl = PageCurl(container: container, turning: forward ? current.view : page.view,
                        beneath: forward ? page.view : current.view, forward: forward,
                        horizontal: navigationOrientation == .horizontal, pages: [current, page]) { [weak self] in
            guard let self else { return }
            self.curl = nil
            self.shownPages = [page]
            self.release(current)
            self.rebuildPages()
            if visible {
                current.endAppearanceTransition()
                page.endAppearanceTransition()
            }
            self.finishTurn(turn, completed: true)
        }
        if !forward { container.bringSubviewToFront(page.view); if let back = curl?.pageBack { container.bringSubviewToFront(back) } }
    }
}
