import Testing
import UIKit

/// The idioms of TemplateIdioms.swift, compiled in Swift 5 mode, also run: what compiles must behave.
@MainActor struct Swift5ClientTests {
    @Test func nonisolatedHelpersBuildViewsAsOnIOS() {
        let card = makeCard(title: "Card")
        #expect(card.subviews.count == 2)
        #expect(card.layer.animation(forKey: "spin") != nil)
        // Suites share the animation engine: leave nothing running for the next one.
        card.layer.removeAllAnimations()
    }

    @Test func theTemplateViewControllerLoadsItsView() {
        let controller = ViewController()
        #expect(controller.view.subviews.count == 3)
        #expect(controller.view.backgroundColor == .white)
    }

    @Test func theAppDelegateShapeIsTheTemplates() {
        let delegate: UIApplicationDelegate = AppDelegate()
        #expect(delegate.window == nil)
        // The protocol's `window` reaches the class's own stored property, both ways.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        delegate.window = window
        #expect((delegate as? AppDelegate)?.window === window)
    }
}
