import Testing
@testable import UIKitCore
import QuartzCore

/// Bad input: a log line with UIKit's wording, never a crash or a stuck transition.
@MainActor @Suite(.serialized) struct PresentationMisuseTests {
    @Test func presentingWhileAlreadyPresentingIsLoggedAndIgnored() {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let b = f.controller("B"), c = f.controller("C")
        f.root.present(b, animated: false)
        var ran = false
        let (_, lines) = capturingUIKitLog { f.root.present(c, animated: false) { ran = true } }
        #expect(lines.contains { $0.contains("Attempt to present <JournalController> on <JournalController>") && $0.contains("which is already presenting") })
        #expect(f.root.presentedViewController === b && c.presentingViewController == nil && !ran)
    }

    @Test func presentingAControllerPresentedElsewhereIsLogged() {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let b = f.controller("B"), c = f.controller("C")
        f.root.present(b, animated: false)
        b.present(c, animated: false)
        let other = f.controller("O")
        c.present(other, animated: false)
        let (_, lines) = capturingUIKitLog { other.present(b, animated: false) }
        #expect(lines.contains { $0.contains("Application tried to present modally a view controller") && $0.contains("already being presented by") })
        #expect(b.presentingViewController === f.root)
    }

    @Test func presentingFromAControllerOutsideAnyWindowIsLogged() {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let loose = f.controller("L"), b = f.controller("B")
        let (_, lines) = capturingUIKitLog { loose.present(b, animated: false) }
        #expect(lines.contains { $0.contains("whose view is not in the window hierarchy") })
        #expect(loose.presentedViewController == nil)
    }

    @Test func aControllerWhoseLoadViewMakesNoViewStillPresents() {
        final class Viewless: UIViewController { override func loadView() {} }
        let f = PresentationFixture()
        defer { f.tearDown() }
        let b = Viewless()
        f.root.present(b, animated: false)
        #expect(b.view != nil && b.view.window === f.window)
    }

    @Test func dismissingTwiceOrWithNothingPresentedStillCompletes() {
        let f = PresentationFixture()
        defer { f.tearDown() }
        var count = 0
        f.root.dismiss(animated: true) { count += 1 }
        #expect(count == 1, "nothing presented: the completion runs")
        let b = f.controller("B")
        f.root.present(b, animated: false)
        f.root.dismiss(animated: false) { count += 1 }
        f.root.dismiss(animated: false) { count += 1 }
        b.dismiss(animated: false) { count += 1 }
        #expect(count == 4)
    }

    @Test func dismissingDuringTransitionsIsLoggedAndNeverStuck() {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let b = f.controller("B")
        b.modalPresentationStyle = .fullScreen
        var presented = false, dismissed = 0
        f.root.present(b, animated: true) { presented = true }
        let (_, lines) = capturingUIKitLog { f.root.dismiss(animated: true) { dismissed += 1 } }
        #expect(lines.contains { $0.contains("while a presentation is in progress") })
        f.advance(0.6)
        #expect(presented)
        #expect(b.isBeingDismissed, "the dismissal asked for during the presentation follows it")
        let (_, more) = capturingUIKitLog { b.dismiss(animated: true) { dismissed += 1 } }
        #expect(more.contains { $0.contains("while a dismiss is in progress") })
        f.advance(0.6)
        #expect(dismissed == 2 && f.root.presentedViewController == nil && f.root.view.window === f.window)
    }

    @Test func presentingDuringAPresentationIsLogged() {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let b = f.controller("B"), c = f.controller("C")
        f.root.present(b, animated: true)
        let (_, lines) = capturingUIKitLog { b.present(c, animated: false) }
        #expect(lines.contains { $0.contains("while a presentation is in progress") })
        f.advance(0.6)
        #expect(b.presentedViewController == nil && !b.isBeingPresented)
    }

    @Test func partialCurlIsLoggedAndCoversVertically() {
        let f = PresentationFixture()
        defer { f.tearDown() }
        let b = f.controller("B")
        b.modalTransitionStyle = .partialCurl
        var done = false
        f.root.present(b, animated: true) { done = true }
        f.advance(0.6)
        #expect(done)
    }
}
