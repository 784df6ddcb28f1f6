import Foundation
import Testing
@testable import UIKitCore

/// The display scale trait follows the window to a screen of another scale.
@MainActor @Suite struct DisplayScaleTraitTests {
    @Test func movingTheWindowToASharperScreenTellsDisplayScaleRegistrations() {
        let controller = UIViewController()
        let (window, _) = ContainerTestWindow.show(controller, size: CGSize(width: 800, height: 600))
        defer { window.isHidden = true }
        let sharp = UIScreen(ScreenDescription(id: "sharp", name: "sharp", pixelFrame: CGRect(x: 0, y: 0, width: 1600, height: 1200),
                                               scale: 2))
        var scales: [CGFloat] = []
        controller.view.registerForTraitChanges([UITraitDisplayScale.self]) { (view: UIView, previous: UITraitCollection) in
            scales.append(view.traitCollection.displayScale)
            #expect(previous.displayScale != view.traitCollection.displayScale)
        }
        let original = window.screen
        window.screen = sharp
        #expect(scales == [2])
        window.screen = original
        #expect(scales == [2, original.scale])
    }
}
