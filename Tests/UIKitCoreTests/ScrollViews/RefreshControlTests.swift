import Testing
import Foundation
@testable import UIKitCore

/// Pull to refresh: a drag (finger or touchpad) past 1.5 times the control's height starts refreshing once, the
/// content settles with the control showing until `endRefreshing()`, code begins without an event, wheels never
/// refresh, and a control lives in one scroll view at a time.
@MainActor @Suite(.serialized) struct RefreshControlTests {
    /// A 200 x 400 scroll view over 1,000 points of content, with a refresh control counting its Value Changed.
    @MainActor final class Setup {
        let rig = ScrollViewTestRig(scrollView: UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 400)))
        let control = UIRefreshControl()
        var valueChanged = 0
        var scrollView: UIScrollView { rig.scrollView }
        /// How far the content shows pulled down past its top.
        var pull: CGFloat { -scrollView.contentOffset.y }

        init() {
            scrollView.refreshControl = control
            control.addAction(UIAction { [unowned self] _ in valueChanged += 1 }, for: .valueChanged)
        }
    }

    /// A finger down near the top, moved down a point at a time until the content shows pulled `pull` points or
    /// more (or `limit` moves); returns the finger and where it is.
    private func pullDown(_ setup: Setup, until pull: CGFloat, from start: (id: Int, point: CGPoint)? = nil,
                          limit: Int = 600) -> (id: Int, point: CGPoint) {
        var finger = start ?? (setup.rig.fingerDown(at: CGPoint(x: 100, y: 10)), CGPoint(x: 100, y: 10))
        var moves = 0
        while setup.pull < pull, moves < limit {
            finger.point = setup.rig.move(finger.id, from: finger.point, by: CGVector(dx: 0, dy: 1), times: 1)
            moves += 1
        }
        return finger
    }

    @Test func theControlSitsAboveTheContentAcrossTheViewInTheTopInset() {
        let setup = Setup()
        defer { setup.rig.tearDown() }
        #expect(setup.control.superview === setup.scrollView)
        #expect(setup.scrollView.subviews.first === setup.control, "behind the content")
        #expect(setup.control.frame == CGRect(x: 0, y: -60, width: 200, height: 60))
        setup.scrollView.contentInset.top = 20
        #expect(setup.control.frame == CGRect(x: 0, y: -80, width: 200, height: 60))
    }

    @Test func aPullJustUnderTheThresholdDoesNothingAndSpringsBack() {
        let setup = Setup()
        defer { setup.rig.tearDown() }
        let finger = pullDown(setup, until: 88)
        #expect(setup.pull >= 88 && setup.pull < 90, "pulled \(setup.pull)")
        #expect(setup.valueChanged == 0 && !setup.control.isRefreshing)
        #expect(setup.control.spinner.alpha > 0.9 && setup.control.spinner.alpha < 1, "the spinner fades in")
        setup.rig.input.touchUp(finger.id, at: finger.point)
        setup.rig.framesUntilRest()
        #expect(setup.scrollView.contentOffset == .zero)
        #expect(setup.scrollView.adjustedContentInset == .zero)
        #expect(setup.valueChanged == 0)
        #expect(setup.control.spinner.alpha == 0)
    }

    @Test func aPullPastTheThresholdRefreshesOnceAndSettlesWithTheControlShowing() {
        let setup = Setup()
        defer { setup.rig.tearDown() }
        var finger = pullDown(setup, until: 90)
        #expect(setup.valueChanged == 1 && setup.control.isRefreshing)
        #expect(setup.control.spinner.isAnimating && setup.control.spinner.alpha == 1)
        // Pulling on, and back up a little and down again, sends nothing more.
        finger = pullDown(setup, until: 130, from: finger)
        finger.point = setup.rig.move(finger.id, from: finger.point, by: CGVector(dx: 0, dy: -5), times: 10)
        finger = pullDown(setup, until: 120, from: finger)
        #expect(setup.valueChanged == 1)
        #expect(setup.scrollView.adjustedContentInset.top == 0, "the room waits for the finger to lift")
        setup.rig.input.touchUp(finger.id, at: finger.point)
        #expect(setup.scrollView.adjustedContentInset.top == 60 && setup.scrollView.contentInset.top == 0)
        setup.rig.framesUntilRest()
        #expect(setup.scrollView.contentOffset.y == -60, "the content rests under the control")
        #expect(setup.valueChanged == 1)
    }

    @Test func endRefreshingGivesTheRoomBackAndAnimatesTheContentUp() {
        let setup = Setup()
        defer { setup.rig.tearDown() }
        let finger = pullDown(setup, until: 100)
        setup.rig.input.touchUp(finger.id, at: finger.point)
        setup.rig.framesUntilRest()
        #expect(setup.scrollView.contentOffset.y == -60)
        setup.control.endRefreshing()
        #expect(!setup.control.isRefreshing && !setup.control.spinner.isAnimating)
        #expect(setup.scrollView.contentInset == .zero && setup.scrollView.adjustedContentInset == .zero)
        #expect(setup.rig.ticks.isRunning, "animated")
        setup.rig.frames(3)
        #expect(setup.scrollView.contentOffset.y < 0 && setup.scrollView.contentOffset.y > -60, "on the way up")
        setup.rig.framesUntilRest()
        #expect(setup.scrollView.contentOffset.y == 0)
        #expect(setup.control.spinner.alpha == 0)
        // Not refreshing: nothing happens.
        setup.control.endRefreshing()
        #expect(setup.scrollView.contentOffset.y == 0 && !setup.rig.ticks.isRunning)
        #expect(setup.valueChanged == 1)
        // The next pull refreshes again.
        let again = pullDown(setup, until: 90)
        #expect(setup.valueChanged == 2)
        setup.rig.input.touchUp(again.id, at: again.point)
    }

    @Test func beginRefreshingShowsTheControlWithoutSendingValueChanged() {
        let setup = Setup()
        defer { setup.rig.tearDown() }
        setup.control.endRefreshing()
        #expect(setup.scrollView.adjustedContentInset == .zero, "ending before beginning changes nothing")
        setup.control.beginRefreshing()
        #expect(setup.control.isRefreshing && setup.control.spinner.isAnimating)
        #expect(setup.valueChanged == 0)
        #expect(setup.scrollView.adjustedContentInset.top == 60 && setup.scrollView.contentInset.top == 0)
        setup.rig.framesUntilRest()
        #expect(setup.scrollView.contentOffset.y == -60, "the content at its top moves down to show the control")
        setup.control.beginRefreshing()
        #expect(setup.scrollView.adjustedContentInset.top == 60, "beginning twice takes the room once")
        // Scrolled away from the top, beginning makes room without moving the content.
        setup.control.endRefreshing()
        setup.rig.framesUntilRest()
        setup.scrollView.contentOffset.y = 300
        setup.control.beginRefreshing()
        #expect(setup.scrollView.contentOffset.y == 300 && !setup.rig.ticks.isRunning)
        #expect(setup.valueChanged == 0)
    }

    @Test func aTouchpadScrollPastTheTopPullsLikeADrag() {
        let setup = Setup()
        defer { setup.rig.tearDown() }
        let at = CGPoint(x: 100, y: 100)
        setup.rig.input.scroll(at: at, by: CGVector(dx: 0, dy: 10), phase: .began)
        #expect(setup.scrollView.isDragging && setup.pull > 0, "the content stretches past the top")
        var samples = 0
        while setup.pull < 88, samples < 500 {
            setup.rig.input.advance(by: 0.01)
            setup.rig.input.scroll(at: at, by: CGVector(dx: 0, dy: 1))
            samples += 1
        }
        #expect(setup.pull < 90 && setup.valueChanged == 0)
        while setup.pull < 110, samples < 1000 {
            setup.rig.input.advance(by: 0.01)
            setup.rig.input.scroll(at: at, by: CGVector(dx: 0, dy: 5))
            samples += 1
        }
        #expect(setup.valueChanged == 1 && setup.control.isRefreshing)
        setup.rig.input.advance(by: 0.2)
        setup.rig.input.scroll(at: at, by: .zero, phase: .ended)
        #expect(setup.scrollView.adjustedContentInset.top == 60)
        setup.rig.framesUntilRest()
        #expect(setup.scrollView.contentOffset.y == -60)
        #expect(setup.valueChanged == 1)
    }

    @Test func aMouseWheelNeverPullsPastTheTop() {
        let setup = Setup()
        defer { setup.rig.tearDown() }
        for _ in 0..<50 {
            setup.rig.input.scroll(at: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: 10), kind: .discrete)
        }
        #expect(setup.scrollView.contentOffset == .zero)
        #expect(setup.valueChanged == 0 && !setup.control.isRefreshing)
        #expect(setup.scrollView.adjustedContentInset == .zero)
    }

    @Test func aShortScrollViewCanStillBePulled() {
        let setup = Setup()
        defer { setup.rig.tearDown() }
        setup.scrollView.contentSize = CGSize(width: 200, height: 100)
        let finger = pullDown(setup, until: 90)
        #expect(setup.valueChanged == 1)
        setup.rig.input.touchUp(finger.id, at: finger.point)
    }

    @Test func aDisabledControlIsNotPulledIntoRefreshing() {
        let setup = Setup()
        defer { setup.rig.tearDown() }
        setup.control.isEnabled = false
        let finger = pullDown(setup, until: 120)
        #expect(setup.valueChanged == 0 && !setup.control.isRefreshing)
        setup.rig.input.touchUp(finger.id, at: finger.point)
    }

    @Test func aControlGivenToASecondScrollViewMovesThere() {
        let setup = Setup()
        defer { setup.rig.tearDown() }
        setup.control.beginRefreshing()
        let second = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        second.contentSize = CGSize(width: 300, height: 900)
        setup.rig.window.addSubview(second)
        defer { second.removeFromSuperview() }
        second.refreshControl = setup.control
        #expect(setup.scrollView.refreshControl == nil)
        #expect(!setup.scrollView.subviews.contains { $0 === setup.control })
        #expect(setup.scrollView.adjustedContentInset == .zero, "the first view gives back the room")
        #expect(setup.control.superview === second && second.adjustedContentInset.top == 60)
        #expect(setup.control.frame == CGRect(x: 0, y: -60, width: 300, height: 60))
        second.refreshControl = nil
        #expect(setup.control.superview == nil && second.adjustedContentInset == .zero)
    }

    @Test func addingTheControlAsASubviewMakesItTheRefreshControlAndRemovingItUndoesThat() {
        let setup = Setup()
        defer { setup.rig.tearDown() }
        setup.control.beginRefreshing()
        setup.control.removeFromSuperview()
        #expect(setup.scrollView.refreshControl == nil && setup.scrollView.adjustedContentInset == .zero)
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        other.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 40)))
        other.addSubview(setup.control)
        #expect(other.refreshControl === setup.control && other.subviews.first === setup.control)
        #expect(other.adjustedContentInset.top == 60 && setup.control.frame.minY == -60)
    }

    @Test func tintAndTitleColoursFollowTheTraits() {
        let control = UIRefreshControl()
        let dark = UITraitCollection(userInterfaceStyle: .dark), light = UITraitCollection(userInterfaceStyle: .light)
        #expect(control.tintColor.resolvedColor(with: dark) != control.tintColor.resolvedColor(with: light))
        #expect(control.titleLabel.textColor.resolvedColor(with: dark)
                    != control.titleLabel.textColor.resolvedColor(with: light))
        control.tintColor = .red
        #expect(control.spinner.color == .red && control.tintColor == .red)
        control.tintColor = nil
        #expect(control.spinner.color.resolvedColor(with: dark) != control.spinner.color.resolvedColor(with: light))
        control.attributedTitle = NSAttributedString(string: "Pull to refresh")
        #expect(control.titleLabel.text == "Pull to refresh")
    }
}
