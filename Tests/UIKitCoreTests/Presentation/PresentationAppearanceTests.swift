import Testing
@testable import UIKitCore
import QuartzCore

/// present/dismiss on presentation controllers: UIKit's appearance order, the presenter's view leaving the window
/// for full screen and staying for sheets (VC-32), who presents (VC-24, VC-28), animated on the manual clock.
@MainActor @Suite(.serialized) struct PresentationAppearanceTests {
    @Test func fullScreenPresentationAndDismissalCallInUIKitsOrder() {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let b = f.controller("B")
        b.modalPresentationStyle = .fullScreen
        var completed = 0
        f.root.present(b, animated: false) { completed += 1 }
        #expect(f.journal.take() == ["A.willDisappear", "B.willAppear", "B.didAppear", "A.didDisappear"])
        #expect(completed == 1)
        #expect(f.root.presentedViewController === b && b.presentingViewController === f.root)
        #expect(f.root.view.window == nil, "full screen takes the presenter's view out")
        #expect(b.view.window === f.window && b.view.frame == f.window.bounds)
        #expect(b.view.superview is PresentationContainerView && b.view.superview?.superview === f.window,
                "the presented view lives in a container inside the same window")
        b.dismiss(animated: false) { completed += 1 }
        #expect(f.journal.take() == ["B.willDisappear", "A.willAppear", "A.didAppear", "B.didDisappear"])
        #expect(completed == 2)
        #expect(f.root.view.superview === f.window && b.view.window == nil)
        #expect(f.root.presentedViewController == nil && b.presentingViewController == nil)
        #expect(!f.window.subviews.contains { $0 is PresentationContainerView })
    }

    @Test func animatedPresentationCompletesWhenTheClockReachesItsEnd() {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let b = f.controller("B")
        b.modalPresentationStyle = .fullScreen
        var completed = false
        f.root.present(b, animated: true) { completed = true }
        #expect(b.isBeingPresented)
        #expect(b.transitionCoordinator?.isAnimated == true)
        #expect(f.journal.take() == ["A.willDisappear", "B.willAppear"])
        CATransaction.flush()
        let start = b.view.layer.presentation()?.position.y ?? 0
        f.advance(0.25)
        let middle = b.view.layer.presentation()?.position.y ?? 0
        #expect(middle < start && middle > f.window.bounds.midY, "cover vertical: slides up from the bottom")
        #expect(!completed)
        f.advance(0.4)
        #expect(completed && !b.isBeingPresented)
        #expect(b.transitionCoordinator == nil)
        #expect(f.journal.take() == ["B.didAppear", "A.didDisappear"])
        b.dismiss(animated: true)
        #expect(b.isBeingDismissed)
        f.advance(0.7)
        #expect(f.journal.take() == ["B.willDisappear", "A.willAppear", "A.didAppear", "B.didDisappear"])
        #expect(f.root.presentedViewController == nil)
    }

    @Test func aSheetLeavesThePresenterAloneAndDimsTheWindow() throws {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let b = f.controller("B")
        b.modalPresentationStyle = .formSheet
        f.root.present(b, animated: false)
        #expect(f.journal.take() == ["B.willAppear", "B.didAppear"], "VC-32: a covered presenter hears nothing")
        #expect(f.root.view.window === f.window)
        let sheet = try #require(b.sheetPresentationController)
        #expect(sheet.dimmingView.superview === sheet.containerView && sheet.dimmingView.alpha == 1)
        b.dismiss(animated: false)
        #expect(f.journal.take() == ["B.willDisappear", "B.didDisappear"])
    }

    @Test func automaticIsAPageSheet() {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let b = f.controller("B")
        #expect(b.modalPresentationStyle == .automatic)
        #expect(b.sheetPresentationController != nil && b.popoverPresentationController == nil)
        f.root.present(b, animated: false)
        #expect(b.presentationController?.presentationStyle == .pageSheet)
    }

    @Test func aChildPresentsFromTheRootOrTheControllerDefiningTheContext() {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let middle = f.controller("M"), child = f.controller("C")
        f.root.addChild(middle)
        f.root.view.addSubview(middle.view)
        middle.didMove(toParent: f.root)
        middle.addChild(child)
        middle.view.addSubview(child.view)
        child.didMove(toParent: middle)
        let b = f.controller("B")
        child.present(b, animated: false)
        #expect(b.presentingViewController === f.root, "VC-24: the root presents")
        #expect(child.presentedViewController === b, "the presented controller is the original presenter's too")
        child.dismiss(animated: false)
        #expect(f.root.presentedViewController == nil)

        middle.definesPresentationContext = true
        middle.view.frame = CGRect(x: 100, y: 50, width: 400, height: 300)
        let c = f.controller("D")
        c.modalPresentationStyle = .currentContext
        child.present(c, animated: false)
        #expect(c.presentingViewController === middle, "VC-28: the context's definer presents")
        #expect(c.view.superview?.frame == middle.view.frame || c.view.frame.size == CGSize(width: 400, height: 300))
        #expect(middle.view.superview == nil, "current context replaces the definer's view")
        middle.dismiss(animated: false)
        #expect(middle.view.superview === f.root.view)
    }

    @Test func presentationsChainAndDismissingALowerOneDismissesThoseAbove() {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let b = f.controller("B"), c = f.controller("C")
        f.root.present(b, animated: false)
        b.present(c, animated: false)
        #expect(c.presentingViewController === b)
        var done = false
        f.root.dismiss(animated: false) { done = true }
        #expect(done && f.root.presentedViewController == nil && b.presentedViewController == nil)
        #expect(c.view.window == nil && b.view.window == nil)
    }

    @Test func transitionCoordinatorRunsAlongsideAnimationsAndCompletions() {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let b = f.controller("B")
        b.modalPresentationStyle = .overFullScreen
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        f.root.view.addSubview(marker)
        var completed = false
        f.root.present(b, animated: true)
        let coordinator = b.transitionCoordinator
        #expect(coordinator?.viewController(forKey: .to) === b && coordinator?.viewController(forKey: .from) === f.root)
        #expect(coordinator?.presentationStyle == .overFullScreen)
        coordinator?.animate(alongsideTransition: { _ in marker.alpha = 0 }, completion: { _ in completed = true })
        f.advance(0.25)
        let alpha = marker.layer.presentation()?.opacity ?? 0
        #expect(alpha > 0 && alpha < 1, "the alongside animation runs with the transition")
        f.advance(0.4)
        #expect(completed)
    }
}
