import Testing
@testable import UIKitCore
import QuartzCore

/// Presentations follow their window and content: a sheet crosses the compact limit when the window is resized, a
/// popover takes a new preferred content size and asks its delegate before repositioning, and Escape goes to an
/// alert in front of a sheet before the sheet.
@MainActor @Suite(.serialized) struct PresentationLayoutChangeTests {
    final class Repositioner: UIPopoverPresentationControllerDelegate {
        var moves = 0
        var newRect: CGRect?
        func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                           willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                           in view: UnsafeMutablePointer<UIView>) {
            moves += 1
            if let newRect { rect.pointee = newRect }
        }
    }

    @Test func aSheetBecomesBottomAttachedWhenTheWindowNarrowsAndACardAgainWhenItWidens() throws {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let b = f.controller("B")
        b.modalPresentationStyle = .formSheet
        f.root.present(b, animated: false)
        let sheet = try #require(b.sheetPresentationController)
        f.window.layoutIfNeeded()
        #expect(sheet.card.frame == CGRect(x: 330, y: 90, width: 540, height: 620) && sheet.card.roundsBottomCorners)
        f.window.frame = CGRect(x: 0, y: 0, width: 500, height: 700)
        f.window.layoutIfNeeded()
        #expect(sheet.card.frame == CGRect(x: 0, y: 10, width: 500, height: 690) && !sheet.card.roundsBottomCorners)
        f.window.frame = CGRect(x: 0, y: 0, width: 1000, height: 800)
        f.window.layoutIfNeeded()
        #expect(sheet.card.frame == CGRect(x: 230, y: 90, width: 540, height: 620) && sheet.card.roundsBottomCorners)
    }

    @Test func aPopoverFollowsItsPreferredContentSizeAndAsksBeforeRepositioning() throws {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let source = UIView(frame: CGRect(x: 500, y: 100, width: 40, height: 30))
        f.root.view.addSubview(source)
        let b = f.controller("B")
        b.modalPresentationStyle = .popover
        b.preferredContentSize = CGSize(width: 300, height: 200)
        let popover = try #require(b.popoverPresentationController)
        let delegate = Repositioner()
        popover.delegate = delegate
        popover.sourceView = source
        f.root.present(b, animated: false)
        b.preferredContentSize = CGSize(width: 200, height: 100)
        f.advance(0.3)
        #expect(popover.background.frame == CGRect(x: 420, y: 130, width: 200, height: 113))
        delegate.newRect = CGRect(x: 0, y: 200, width: 40, height: 30)
        f.window.frame = CGRect(x: 0, y: 0, width: 1100, height: 800)
        f.window.layoutIfNeeded()
        #expect(delegate.moves > 0)
        #expect(popover.sourceRect == CGRect(x: 0, y: 200, width: 40, height: 30))
        #expect(popover.background.frame.minY == 330, "pointing at the rect the delegate gave")
    }

    @Test func escapeCancelsAnAlertInFrontOfASheetFirst() {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let sheet = f.controller("S")
        f.root.present(sheet, animated: false)
        var chosen: [String] = []
        let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Keep", style: .cancel) { chosen.append($0.title ?? "") })
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
        sheet.present(alert, animated: false)
        f.press(.keyboardEscape, "\u{1B}")
        f.advance(0.5)
        #expect(chosen == ["Keep"] && sheet.presentedViewController == nil && f.root.presentedViewController === sheet)
        f.press(.keyboardEscape, "\u{1B}")
        f.advance(0.7)
        #expect(f.root.presentedViewController == nil)
    }
}

/// VC-30: in a compact window the adaptive delegate may present another controller in the adapted style.
@MainActor @Suite(.serialized) struct AdaptiveSubstituteTests {
    final class Wrapping: UIPopoverPresentationControllerDelegate {
        var wrapper: UIViewController?
        var styles: [UIModalPresentationStyle] = []
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .fullScreen }
        func presentationController(_ controller: UIPresentationController,
                                    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
            styles.append(style)
            let wrapper = UIViewController()
            let content = controller.presentedViewController
            wrapper.addChild(content)
            wrapper.view.addSubview(content.view)
            content.didMove(toParent: wrapper)
            self.wrapper = wrapper
            return wrapper
        }
    }

    @Test func theSubstituteIsPresentedAndDismissingTheOriginalDismissesIt() throws {
        let f = PresentationFixture(size: CGSize(width: 500, height: 700))
        defer { f.tearDown() }
        let b = f.controller("B")
        b.modalPresentationStyle = .popover
        let delegate = Wrapping()
        b.popoverPresentationController?.delegate = delegate
        f.root.present(b, animated: false)
        let wrapper = try #require(delegate.wrapper)
        #expect(delegate.styles == [.fullScreen])
        #expect(f.root.presentedViewController === wrapper && wrapper.presentingViewController === f.root)
        #expect(b.view.window === f.window && wrapper.view.frame == f.window.bounds)
        #expect(f.journal.take() == ["A.willDisappear", "B.willAppear", "B.didAppear", "A.didDisappear"],
                "the full-screen substitute covers the presenter, and forwards appearance to its child")
        b.dismiss(animated: false)
        #expect(f.root.presentedViewController == nil && b.view.window == nil)
    }
}
