import Testing
import UIKit
import Foundation
@testable import UIKitCore

@MainActor @Suite(.serialized) struct ColorWellTests {
    @Test func aClickOpensThePaletteAndASwatchSetsTheColourWithValueChanged() throws {
        let (window, input) = EventTestEnvironment.makeWindow(size: CGSize(width: 400, height: 400))
        let well = UIColorWell(frame: CGRect(x: 20, y: 20, width: 32, height: 32))
        well.title = "Ink"
        window.addSubview(well)
        let recorder = ControlEventRecorder(well)
        input.click(at: CGPoint(x: 36, y: 36))
        let palette = try #require(well.palette)
        #expect(palette.superview === window && palette.card.frame.minY >= 52)
        // Half opacity, then the pure-black swatch (row 0, last column).
        palette.opacity.value = 0.5
        input.advance(by: 1)
        let swatch = palette.card.convert(CGPoint(x: 12 + 11 * 20 + 10, y: 34 + 10), to: window)
        input.click(at: swatch)
        var white: CGFloat = 1, alpha: CGFloat = 0
        _ = try #require(well.selectedColor).getWhite(&white, alpha: &alpha)
        #expect(white < 0.01 && abs(alpha - 0.5) < 0.01)
        #expect(recorder.events.contains("value") && well.palette == nil && palette.superview == nil)
        // Without alpha, colours are made opaque.
        well.supportsAlpha = false
        _ = try #require(well.selectedColor).getWhite(&white, alpha: &alpha)
        #expect(alpha == 1)
        // A click outside closes an open palette without a change.
        recorder.clear()
        input.advance(by: 1)
        input.click(at: CGPoint(x: 36, y: 36))
        #expect(well.palette != nil)
        input.advance(by: 1)
        input.click(at: CGPoint(x: 390, y: 390))
        #expect(well.palette == nil && !recorder.events.contains("value"))
    }
}
