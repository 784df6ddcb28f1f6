import Testing
@testable import UIKitCore
import QuartzCore

/// Escape dismisses the top-most presentation a user expects it to: a popover, then a sheet (not one that is modal
/// in presentation, whose delegate hears the attempt); a full-screen presentation keeps the key; the delegate hears
/// will/did dismiss; a click outside a popover dismisses it, a click outside a sheet does not.
@MainActor @Suite(.serialized) struct EscapeDismissalTests {
    final class Listener: UIPopoverPresentationControllerDelegate {
        var heard: [String] = []
        var allow = true
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            heard.append("should"); return allow
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { heard.append("will") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { heard.append("did") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            heard.append("attempt")
        }
        func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
            heard.append("didDismissPopover")
        }
    }

    func escape(_ f: PresentationFixture) {
        f.press(.keyboardEscape, "\u{1B}")
        f.advance(0.7)
    }

    @Test func escapeTakesThePopoverFirstThenTheSheet() throws {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let sheet = f.controller("S")
        sheet.modalPresentationStyle = .formSheet
        let listener = Listener()
        sheet.presentationController?.delegate = listener
        f.root.present(sheet, animated: false)
        let source = UIView(frame: CGRect(x: 20, y: 20, width: 30, height: 30))
        sheet.view.addSubview(source)
        let popover = f.controller("P")
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.sourceView = source
        let popoverListener = Listener()
        popover.popoverPresentationController?.delegate = popoverListener
        sheet.present(popover, animated: false)
        escape(f)
        #expect(sheet.presentedViewController == nil && f.root.presentedViewController === sheet)
        #expect(popoverListener.heard == ["should", "will", "did", "didDismissPopover"])
        escape(f)
        #expect(f.root.presentedViewController == nil)
        #expect(listener.heard == ["should", "will", "did"])
    }

    @Test func aSheetModalInPresentationStaysAndTellsTheDelegate() {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let sheet = f.controller("S")
        sheet.isModalInPresentation = true
        let listener = Listener()
        sheet.presentationController?.delegate = listener
        f.root.present(sheet, animated: false)
        escape(f)
        #expect(f.root.presentedViewController === sheet && listener.heard == ["attempt"])
        sheet.isModalInPresentation = false
        listener.allow = false
        escape(f)
        #expect(f.root.presentedViewController === sheet && listener.heard == ["attempt", "should", "attempt"])
    }

    @Test func fullScreenKeepsEscapeForTheApp() {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let b = f.controller("B")
        b.modalPresentationStyle = .fullScreen
        f.root.present(b, animated: false)
        escape(f)
        #expect(f.root.presentedViewController === b)
    }

    @Test func aClickOutsideDismissesAPopoverButNotASheet() {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let sheet = f.controller("S")
        sheet.modalPresentationStyle = .formSheet
        f.root.present(sheet, animated: false)
        f.input.click(at: CGPoint(x: 10, y: 10))
        f.advance(0.7)
        #expect(f.root.presentedViewController === sheet, "iPadOS: the dimming takes the click, the sheet stays")
        sheet.dismiss(animated: false)

        let source = UIView(frame: CGRect(x: 500, y: 100, width: 40, height: 30))
        f.root.view.addSubview(source)
        let passthrough = JournalTapView(frame: CGRect(x: 0, y: 700, width: 100, height: 100))
        f.root.view.addSubview(passthrough)
        let popover = f.controller("P")
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.sourceView = source
        popover.popoverPresentationController?.passthroughViews = [passthrough]
        f.root.present(popover, animated: false)
        f.input.click(at: CGPoint(x: 50, y: 750))
        f.advance(0.7)
        #expect(passthrough.taps == 1 && f.root.presentedViewController === popover, "passthrough views get their clicks")
        f.input.click(at: CGPoint(x: 520, y: 200))
        f.advance(0.7)
        #expect(f.root.presentedViewController === popover, "a click inside the popover keeps it")
        f.input.click(at: CGPoint(x: 1000, y: 600))
        f.advance(0.7)
        #expect(f.root.presentedViewController == nil)
    }
}

final class JournalTapView: UIView {
    var taps = 0
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { taps += 1 }
}
