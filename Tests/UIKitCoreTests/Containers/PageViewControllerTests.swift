import Foundation
import Testing
@testable import QuartzCore
@testable import UIKitCore

/// UIPageViewController: pages set and replaced, the scroll style paged by a drag (time stepped by hand), the arrow
/// keys, the page curl turning page by page on a manual clock, the data source's count for the indicator, and bad
/// input logged.
@MainActor @Suite(.serialized) struct PageViewControllerTests {
    final class Pages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages: [LoggingController]
        var events: [String] = []
        init(count: Int, log: EventLog) { pages = (0..<count).map { LoggingController("p\($0)", log: log) } }
        func index(of controller: UIViewController) -> Int? { pages.firstIndex { $0 === controller } }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            guard let index = index(of: viewController), index > 0 else { return nil }
            return pages[index - 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            guard let index = index(of: viewController), index + 1 < pages.count else { return nil }
            return pages[index + 1]
        }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int {
            pageViewController.viewControllers?.first.flatMap { index(of: $0) } ?? 0
        }
        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
            events.append("will \(pendingViewControllers.map { ($0 as? LoggingController)?.name ?? "?" })")
        }
        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            events.append("did \(completed)")
        }
    }

    /// The screen's refreshes and the media clock by hand, as the scroll view tests drive them.
    @MainActor final class Clocks {
        let ticks = ManualDisplayTicks()
        let clock = AnimationTestClock.shared
        let window: UIWindow
        let input: EventSynthesizer
        private let savedTicks: any CADisplayTickSource
        init(window: UIWindow, input: EventSynthesizer) {
            self.window = window
            self.input = input
            savedTicks = window.screen.displayTickSource
            window.screen.displayTickSource = ticks
        }
        func frames(_ count: Int) {
            for _ in 0..<count {
                clock.advance(by: ticks.refreshInterval)
                input.advance(by: ticks.refreshInterval)
                ticks.fire(at: clock.now)
            }
        }
        func tearDown() {
            clock.advance(by: 5)
            CATransaction.flush()
            window.screen.displayTickSource = savedTicks
            window.isHidden = true
        }
    }

    func makeScrolling(size: CGSize = CGSize(width: 400, height: 300)) -> (UIPageViewController, Pages, EventLog, UIWindow, EventSynthesizer) {
        let log = EventLog()
        let source = Pages(count: 3, log: log)
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.delegate = source
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let (window, input) = ContainerTestWindow.show(pager, size: size)
        window.layoutIfNeeded()
        return (pager, source, log, window, input)
    }

    @Test func theShownPageIsAChildThatAppearsAndItsNeighboursWait() {
        let (pager, source, log, window, _) = makeScrolling()
        #expect(pager.viewControllers?.first === source.pages[0])
        #expect(source.pages[0].parent === pager)
        #expect(log.take() == ["p0.willAppear", "p0.isAppearing", "p0.didAppear"])
        #expect(source.pages[1].view.superview === pager.scrollView) // waiting to be dragged in
        #expect(pager.scrollView.contentSize.width == 800)
        #expect(pager.gestureRecognizers.isEmpty)
        #expect(!pager.pageIndicator.isHidden)
        #expect(pager.pageIndicator.numberOfPages == 3)
        pager.setViewControllers([source.pages[2]], direction: .forward, animated: false)
        #expect(log.take() == ["p0.willDisappear", "p2.willAppear", "p0.didDisappear", "p2.isAppearing", "p2.didAppear"])
        #expect(pager.pageIndicator.currentPage == 2)
        #expect(source.events.isEmpty) // setViewControllers is not the user's turn
        window.isHidden = true
    }

    @Test func draggingPagesToTheNextPage() {
        let (pager, source, log, window, input) = makeScrolling()
        let clocks = Clocks(window: window, input: input)
        defer { clocks.tearDown() }
        log.entries = []
        let finger = input.touchDown(at: CGPoint(x: 350, y: 150))
        for step in 1...10 {
            input.advance(by: 1.0 / 60)
            input.touchMove(finger, to: CGPoint(x: 350 - CGFloat(step) * 30, y: 150))
        }
        input.touchUp(finger, at: CGPoint(x: 50, y: 150))
        #expect(source.events == ["will [\"p1\"]"])
        clocks.frames(120)
        #expect(pager.viewControllers?.first === source.pages[1])
        #expect(source.events == ["will [\"p1\"]", "did true"])
        #expect(log.take() == ["p0.willDisappear", "p1.willAppear", "p0.didDisappear", "p1.isAppearing", "p1.didAppear"])
        #expect(pager.scrollView.contentOffset.x == 400)
        #expect(pager.scrollView.contentSize.width == 1200)
    }

    @Test func aShortDragSpringsBackAndCancelsTheTurn() {
        let (pager, source, log, window, input) = makeScrolling()
        let clocks = Clocks(window: window, input: input)
        defer { clocks.tearDown() }
        log.entries = []
        let finger = input.touchDown(at: CGPoint(x: 300, y: 150))
        for step in 1...4 {
            input.advance(by: 0.1)
            input.touchMove(finger, to: CGPoint(x: 300 - CGFloat(step) * 10, y: 150))
        }
        input.advance(by: 0.2)
        input.touchUp(finger, at: CGPoint(x: 260, y: 150))
        clocks.frames(120)
        #expect(pager.viewControllers?.first === source.pages[0])
        #expect(source.events == ["will [\"p1\"]", "did false"])
        #expect(log.entries == ["p0.willDisappear", "p1.willAppear", "p1.willDisappear", "p1.didDisappear", "p0.willAppear", "p0.isAppearing",
                               "p0.didAppear"])
    }

    @Test func arrowKeysTurnPages() {
        let (pager, source, log, window, input) = makeScrolling()
        let clocks = Clocks(window: window, input: input)
        defer { clocks.tearDown() }
        _ = UIResponder.currentFirstResponder?.resignFirstResponder()
        log.entries = []
        input.key(UIKeyboardHIDUsage(rawValue: 0x4F), characters: UIKeyCommand.inputRightArrow)
        clocks.frames(60)
        #expect(pager.viewControllers?.first === source.pages[1])
        #expect(log.take() == ["p0.willDisappear", "p1.willAppear", "p0.didDisappear", "p1.isAppearing", "p1.didAppear"])
        input.key(UIKeyboardHIDUsage(rawValue: 0x50), characters: UIKeyCommand.inputLeftArrow)
        clocks.frames(60)
        #expect(pager.viewControllers?.first === source.pages[0])
        input.key(UIKeyboardHIDUsage(rawValue: 0x50), characters: UIKeyCommand.inputLeftArrow)
        clocks.frames(60)
        #expect(pager.viewControllers?.first === source.pages[0]) // nothing before the first page
        #expect(source.events == ["will [\"p1\"]", "did true", "will [\"p0\"]", "did true"])
    }

    @Test func thePageCurlTurnsOverHalfASecond() {
        let log = EventLog()
        let source = Pages(count: 3, log: log)
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.delegate = source
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let (window, input) = ContainerTestWindow.show(pager, size: CGSize(width: 600, height: 400))
        window.layoutIfNeeded()
        #expect(pager.spineLocation == .min)
        #expect(pager.gestureRecognizers.count == 2)
        var finished: Bool?
        pager.setViewControllers([source.pages[1]], direction: .forward, animated: true) { finished = $0 }
        #expect(pager.curl != nil)
        // Half a frame past halfway: the curl ticks every 1/60 s from its start, and a tick due exactly at 0.25 s can
        // land an ulp after it when the clock has run long (other suites before this one), leaving the fold a frame
        // short.
        input.advance(by: 0.25 + 0.5 / 60)
        // Halfway: the fold is at the middle and the page's back covers the left half.
        let back = pager.curl!.pageBack
        #expect(abs(back.frame.maxX - 300) < 20)
        #expect(back.superview === pager.view)
        #expect(source.pages[1].view.superview === pager.view)
        input.advance(by: 0.3)
        #expect(pager.curl == nil)
        #expect(finished == true)
        #expect(pager.viewControllers?.first === source.pages[1])
        #expect(source.pages[0].parent == nil)
        #expect(source.pages[0].view.superview == nil)
        #expect(back.superview == nil)
        // A tap near the right edge turns forward, as the user's turn.
        input.tap(at: CGPoint(x: 580, y: 200))
        input.advance(by: 0.6)
        #expect(pager.viewControllers?.first === source.pages[2])
        #expect(source.events == ["will [\"p2\"]", "did true"])
        window.isHidden = true
    }

    @Test func badInputIsLoggedAndNeverCrashes() {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
        var result: Bool?
        #expect(!capturingLog { pager.setViewControllers(nil, direction: .forward, animated: false) { result = $0 } }.isEmpty)
        #expect(result == false)
        #expect(!capturingLog { pager.setViewControllers([UIViewController(), UIViewController()], direction: .forward, animated: true) }.isEmpty)
        #expect(pager.viewControllers == nil)
        let (window, _) = ContainerTestWindow.show(pager)
        #expect(pager.children.isEmpty) // no initial page: an empty page view controller
        #expect(!capturingLog { pager.setViewControllers([pager], direction: .forward, animated: false) }.isEmpty)
        let mid = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        #expect(mid.isDoubleSided)
        #expect(!capturingLog { mid.setViewControllers([UIViewController()], direction: .forward, animated: false) }.isEmpty)
        mid.setViewControllers([UIViewController(), UIViewController()], direction: .forward, animated: false)
        #expect(mid.viewControllers?.count == 2)
        window.isHidden = true
    }
}
