import Foundation
import Testing
@testable import UIKitCore

/// The overlay display modes: a click on the secondary hides the floating column; a swipe from the edge shows it.
@MainActor @Suite(.serialized) struct SplitViewOverlayTests {
    @Test func aClickOnTheSecondaryHidesTheOverlayAndAnEdgeSwipeBringsItBack() {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController(), secondary = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        split.preferredSplitBehavior = .overlay
        let (window, input) = ContainerTestWindow.show(split, size: CGSize(width: 1000, height: 700))
        window.layoutIfNeeded()
        #expect(split.displayMode == .secondaryOnly)
        input.drag(from: CGPoint(x: 1, y: 300), to: CGPoint(x: 200, y: 300), steps: 8, duration: 0.2)
        #expect(split.displayMode == .oneOverSecondary)
        #expect(primary.view.frame == CGRect(x: 0, y: 0, width: 320, height: 700))
        #expect(secondary.view.frame == CGRect(x: 0, y: 0, width: 1000, height: 700))
        #expect(primary.view.layer.shadowOpacity > 0)
        input.tap(at: CGPoint(x: 700, y: 300))
        #expect(split.displayMode == .secondaryOnly)
        #expect(primary.view.superview == nil)
        window.isHidden = true
    }
}
