import Testing
import UIKit
import Foundation
@testable import UIKitCore

@MainActor @Suite(.serialized) struct SwitchTests {
    @Test func aTapTogglesAndSendsValueChangedButCodeDoesNot() {
        let (window, input) = EventTestEnvironment.makeWindow()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 300, height: 300))
        #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
        window.addSubview(toggle)
        let recorder = ControlEventRecorder(toggle)
        input.tap(at: CGPoint(x: 120, y: 115))
        #expect(toggle.isOn)
        #expect(recorder.events == ["down", "value", "upInside", "primary"])
        recorder.clear()
        toggle.setOn(false, animated: false)
        toggle.isOn = true
        #expect(recorder.events.isEmpty)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 120, y: 115))
        #expect(!toggle.isOn && recorder.events.contains("value"))
        toggle.isEnabled = false
        recorder.clear()
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 120, y: 115))
        #expect(!toggle.isOn && recorder.events.isEmpty)
    }

    @Test func draggingTheThumbPicksTheSideItEndsOn() {
        let (window, input) = EventTestEnvironment.makeWindow()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        window.addSubview(toggle)
        let recorder = ControlEventRecorder(toggle)
        // Drag the thumb from the off end past the middle: on.
        let a = input.touchDown(at: CGPoint(x: 112, y: 115))
        input.touchMove(a, to: CGPoint(x: 125, y: 115))
        #expect(toggle.dragPosition != nil)
        input.touchMove(a, to: CGPoint(x: 140, y: 115))
        input.touchUp(a, at: CGPoint(x: 140, y: 115))
        #expect(toggle.isOn && recorder.events.filter { $0 == "value" }.count == 1)
        // Drag a little towards off but not past the middle: stays on, no Value Changed.
        recorder.clear()
        input.advance(by: 1)
        let b = input.touchDown(at: CGPoint(x: 140, y: 115))
        input.touchMove(b, to: CGPoint(x: 132, y: 115))
        input.touchUp(b, at: CGPoint(x: 132, y: 115))
        #expect(toggle.isOn && !recorder.events.contains("value"))
        // Drag all the way back: off.
        input.advance(by: 1)
        let c = input.touchDown(at: CGPoint(x: 140, y: 115))
        input.touchMove(c, to: CGPoint(x: 120, y: 115))
        input.touchMove(c, to: CGPoint(x: 100, y: 115))
        input.touchUp(c, at: CGPoint(x: 100, y: 115))
        #expect(!toggle.isOn && recorder.events.contains("value"))
    }

    @Test func onAndOffLookDifferentAndFollowTheOnTint() throws {
        let (window, _) = EventTestEnvironment.makeWindow(size: CGSize(width: 100, height: 60))
        window.backgroundColor = .white
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        toggle.onTintColor = .red
        window.addSubview(toggle)
        func trackPixel() throws -> RGBA8 {
            let image = UIGraphicsImageRenderer(size: window.bounds.size).image { window.layer.render(in: $0.cgContext) }
            return try #require(image.cgImage).pixel(16, 25)
        }
        let off = try trackPixel()
        toggle.isOn = true
        let on = try trackPixel()
        #expect(on.r > 200 && on.g < 80 && on.b < 80)
        #expect(!(off.r > 200 && off.g < 80))
        #expect(toggle.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
        toggle.preferredStyle = .checkbox
        #expect(toggle.style == .checkbox && toggle.sizeThatFits(.zero).height == 22)
    }
}
