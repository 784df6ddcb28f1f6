import Foundation
import Testing
@testable import UIKitCore
import UIKitTestSupport

/// Extreme geometry (UIKitTestSupport's ExtremeGeometry catalogue) through layout, display and the reference
/// renderer: nothing may trap (an Int conversion of 1e30 traps in Swift), allocate without bound or hang. The X11
/// compositor gets the same values in ExtremeGeometryXvfbTests.
@MainActor @Suite(.serialized) struct ExtremeGeometryTests {
    @Test func extremeValuesThroughLayoutDisplayAndRenderingNeverTrap() throws {
        var tried = 0
        for mutation in ExtremeGeometry.mutations {
            for value in ExtremeGeometry.values {
                let (window, _) = EventTestEnvironment.makeWindow(size: CGSize(width: 120, height: 90))
                let scene = ExtremeGeometry.makeScene(in: window)
                mutation.apply(scene, value)
                window.layoutIfNeeded()
                CATransaction.flush()
                // The reference renderer draws what a window of the scene's size would show.
                let context = try CGContext(pixelWidth: 120, pixelHeight: 90, flipped: true)
                window.layer.render(in: context)
                #expect(context.makeImage()?.width == 120, "\(mutation.name) = \(value)")
                window.isHidden = true
                tried += 1
            }
        }
        print("ExtremeGeometryTests: \(tried) values tried (\(ExtremeGeometry.mutations.count) properties x "
            + "\(ExtremeGeometry.values.count))")
    }
}
