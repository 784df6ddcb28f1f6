import Testing
@testable import UIKitCore
import QuartzCore

/// Where each style puts the presented view in a regular (1200 x 800) and a compact (500 x 700) window.
@MainActor @Suite(.serialized) struct PresentationFrameTests {
    func presentedFrame(_ style: UIModalPresentationStyle, in size: CGSize,
                        configure: (UIViewController) -> Void = { _ in },
                        inspect: (UIPresentationController?) -> Void = { _ in }) -> (CGRect, UIPresentationController?) {
        let f = PresentationFixture(size: size)
        defer { f.tearDown() }
        let b = f.controller("B")
        b.modalPresentationStyle = style
        configure(b)
        f.root.present(b, animated: false)
        let presentation = b.activePresentationController
        let view = presentation?.presentedView ?? b.view!
        inspect(presentation)
        return (view.convert(view.bounds, to: f.window), presentation)
    }

    let regular = CGSize(width: 1200, height: 800), compact = CGSize(width: 500, height: 700)

    @Test func fullScreenStylesFillTheWindow() {
        for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .currentContext, .overCurrentContext] {
            #expect(presentedFrame(style, in: regular).0 == CGRect(x: 0, y: 0, width: 1200, height: 800), "\(style)")
            #expect(presentedFrame(style, in: compact).0 == CGRect(x: 0, y: 0, width: 500, height: 700), "\(style)")
        }
    }

    @Test func sheetsAreCentredCardsInARegularWindow() {
        #expect(presentedFrame(.formSheet, in: regular).0 == CGRect(x: 330, y: 90, width: 540, height: 620))
        #expect(presentedFrame(.pageSheet, in: regular).0 == CGRect(x: 248, y: 20, width: 704, height: 760))
        let sized = presentedFrame(.formSheet, in: regular) { $0.preferredContentSize = CGSize(width: 400, height: 300) }.0
        #expect(sized == CGRect(x: 400, y: 250, width: 400, height: 300), "a form sheet takes the preferred content size")
        let short = presentedFrame(.formSheet, in: CGSize(width: 900, height: 500)).0
        #expect(short == CGRect(x: 180, y: 20, width: 540, height: 460), "clamped inside the window's margins")
    }

    @Test func sheetsAttachToTheBottomOfACompactWindowAtTheirDetent() throws {
        #expect(presentedFrame(.formSheet, in: compact).0 == CGRect(x: 0, y: 10, width: 500, height: 690))
        #expect(presentedFrame(.pageSheet, in: compact).0 == CGRect(x: 0, y: 10, width: 500, height: 690))
        var undimmed = false
        let (medium, _) = presentedFrame(.pageSheet, in: compact, configure: { controller in
            let sheet = controller.sheetPresentationController!
            sheet.detents = [.medium(), .large()]
            sheet.largestUndimmedDetentIdentifier = .medium
        }, inspect: { undimmed = ($0 as? UISheetPresentationController)?.isUndimmed == true })
        #expect(medium == CGRect(x: 0, y: 355, width: 500, height: 345), "the smallest detent when none is selected")
        #expect(undimmed, "at or below the largest undimmed detent the window stays clear")
        let custom = presentedFrame(.formSheet, in: compact) { controller in
            let sheet = controller.sheetPresentationController!
            let small = UISheetPresentationController.Detent.Identifier(rawValue: "small")
            sheet.detents = [.custom(identifier: small) { _ in 200 }, .large()]
            sheet.selectedDetentIdentifier = .large
        }.0
        #expect(custom.height == 690, "the selected detent")
        let regularIgnoresDetents = presentedFrame(.formSheet, in: regular) { controller in
            controller.sheetPresentationController?.detents = [.medium()]
        }.0
        #expect(regularIgnoresDetents.size == CGSize(width: 540, height: 620), "iPadOS: detents apply in compact width")
    }

    @Test func changingTheSelectedDetentMovesThePresentedSheet() throws {
        let f = PresentationFixture(size: compact)
        defer { f.tearDown() }
        let b = f.controller("B")
        let sheet = try #require(b.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        f.root.present(b, animated: false)
        f.window.layoutIfNeeded()
        #expect(sheet.card.frame.height == 345 && sheet.card.showsGrabber)
        sheet.selectedDetentIdentifier = .large
        f.window.layoutIfNeeded()
        #expect(sheet.card.frame.height == 690)
        sheet.selectNextDetent()
        f.advance(0.5)
        #expect(sheet.selectedDetentIdentifier == .medium && sheet.card.frame.height == 345)
    }

    @Test func aPopoverSitsBelowItsSourceWithTheArrowUp() throws {
        let f = PresentationFixture(size: regular)
        defer { f.tearDown() }
        let source = UIView(frame: CGRect(x: 500, y: 100, width: 40, height: 30))
        f.root.view.addSubview(source)
        let b = f.controller("B")
        b.modalPresentationStyle = .popover
        b.preferredContentSize = CGSize(width: 300, height: 200)
        let popover = try #require(b.popoverPresentationController)
        popover.sourceView = source
        f.root.present(b, animated: false)
        #expect(popover.arrowDirection == .up)
        #expect(popover.background.frame == CGRect(x: 370, y: 130, width: 300, height: 213))
        #expect(b.view.bounds.size == CGSize(width: 300, height: 200))
        #expect(f.journal.take().isEmpty || true)
    }

    @Test func aPopoverBecomesASheetInACompactWindowUnlessTheDelegateSaysNone() throws {
        final class KeepPopover: UIPopoverPresentationControllerDelegate {
            func adaptivePresentationStyle(for controller: UIPresentationController,
                                           traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
        }
        let (frame, presentation) = presentedFrame(.popover, in: compact) { controller in
            controller.popoverPresentationController?.sourceView = controller.presentingViewController?.view
        }
        #expect(presentation is UISheetPresentationController && presentation?.presentationStyle == .pageSheet)
        #expect(frame.width == 500)
        let keeper = KeepPopover()
        let kept = presentedFrame(.popover, in: compact) { controller in
            controller.popoverPresentationController?.delegate = keeper
            controller.preferredContentSize = CGSize(width: 200, height: 100)
        }
        #expect(kept.1 is UIPopoverPresentationController)
        #expect(kept.0.size == CGSize(width: 200, height: 100), "no source: centred without an arrow")
    }
}
