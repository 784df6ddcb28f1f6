import Foundation
import Testing
@testable import UIKitCore
@testable import CoreGraphics
import Synchronization

/// Backing stores cost memory in proportion to a view's size: only layers that draw get one, and a class is known
/// not to draw before a large store is made for it.
@MainActor @Suite(.serialized) struct BackingStoreBoundsTests {
    final class PlainSubclass: UIView {}

    final class LargeDrawingView: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.green.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        }
    }

    @Test func aHugeViewThatDrawsNothingGetsNoBackingStore() {
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        CATransaction.flush()   // what this and other tests left to draw is drawn before counting
        let before = CGContext.bitmapBytesMade.load(ordering: .relaxed)
        // A subclass the display pass has not met yet, so nothing is known about it (UIView itself may be).
        let plain = PlainSubclass(frame: CGRect(x: 0, y: 0, width: 11_000, height: 11_000))
        plain.backgroundColor = .blue
        window.addSubview(plain)
        plain.setNeedsDisplay()
        CATransaction.flush()
        let made = CGContext.bitmapBytesMade.load(ordering: .relaxed) - before
        #expect(plain.layer.contents == nil)
        // Before: a 484 MB store, made (and thrown away) before learning the view draws nothing.
        #expect(made < 1 << 20, "bitmaps of \(made >> 20) MiB were made")
    }

    @Test func aLargeViewThatDrawsStillGetsItsStoreAfterTheProbe() throws {
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        let view = LargeDrawingView(frame: CGRect(x: 0, y: 0, width: 2_500, height: 2_500))
        window.addSubview(view)
        CATransaction.flush()
        let contents = view.layer.contents as? CGImage
        #expect(contents?.width == 2_500)
        #expect(view.draws == 2, "one probe on a one-pixel context, then the store")
        view.setNeedsDisplay()
        CATransaction.flush()
        #expect(view.draws == 3, "a class known to draw is not probed again")
    }

    @Test func aBitmapTooLargeToMakeIsRefusedWithALogLine() {
        let saved = UIKitLog.sink
        nonisolated(unsafe) var lines: [String] = []
        UIKitLog.sink = { lines.append($0) }
        defer { UIKitLog.sink = saved }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20_000, height: 20_000), format: format).image { _ in }
        #expect(image.cgImage == nil || image.size == .zero)
        #expect(lines.count == 1, "\(lines)")
    }
}
