import Testing
@testable import UIKitCore

/// The desktop's dark or light appearance, as the window server reports it, is the style of every view that does
/// not override its own: system colours resolve again, and views and controllers hear of the change.
@MainActor @Suite(.serialized) struct DesktopStyleTests {
    final class Listening: UIView {
        var changes = 0
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
    }

    @Test func aDarkDesktopMakesSystemColoursDarkUntilItTurnsLightAgain() throws {
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true; UIApplication.shared.post(.userInterfaceStyleChanged(.light)) }
        let host = try #require(window.host)
        let view = Listening(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.backgroundColor = .systemBackground
        let pinned = UIView(frame: CGRect(x: 60, y: 0, width: 50, height: 50))
        pinned.overrideUserInterfaceStyle = .light
        pinned.backgroundColor = .systemBackground
        window.addSubview(view)
        window.addSubview(pinned)
        let light = view.layer.backgroundColor
        UIApplication.shared.post(.userInterfaceStyleChanged(.dark))
        UIApplication.shared.processPendingEvents()
        _ = host
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(view.layer.backgroundColor != light, "the system background is dark now")
        #expect(pinned.layer.backgroundColor == light, "a view that overrides its style keeps it")
        #expect(view.changes == 1)
        UIApplication.shared.post(.userInterfaceStyleChanged(.light))
        UIApplication.shared.processPendingEvents()
        #expect(view.layer.backgroundColor == light && view.changes == 2)
    }
}
