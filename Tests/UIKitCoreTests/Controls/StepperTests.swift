import Testing
import UIKit
import Foundation
@testable import UIKitCore

@MainActor @Suite(.serialized) struct StepperTests {
    @Test func valueStepsWithinTheRangeAndWraps() {
        let (window, input) = EventTestEnvironment.makeWindow()
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        #expect(stepper.bounds.size == CGSize(width: 94, height: 32))
        window.addSubview(stepper)
        stepper.autorepeat = false
        stepper.maximumValue = 3
        stepper.stepValue = 2
        let recorder = ControlEventRecorder(stepper)
        input.tap(at: CGPoint(x: 70, y: 16))
        #expect(stepper.value == 2 && recorder.events == ["down", "value", "upInside", "primary"])
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 70, y: 16))
        #expect(stepper.value == 3)
        // At the maximum the + half is disabled: a tap changes nothing.
        recorder.clear()
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 70, y: 16))
        #expect(stepper.value == 3 && !recorder.events.contains("value"))
        stepper.wraps = true
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 70, y: 16))
        #expect(stepper.value == 0)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 20, y: 16))
        #expect(stepper.value == 3)
    }

    @Test func badBoundsAndStepsAreRefusedWithALogLine() {
        let stepper = UIStepper()
        let (_, lines) = capturingUIKitLog {
            stepper.minimumValue = 100
            stepper.maximumValue = -1
            stepper.stepValue = 0
            stepper.stepValue = -2
            stepper.value = .nan
        }
        #expect(stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1 && stepper.value == 0)
        #expect(lines.count == 5)
        stepper.value = 500
        #expect(stepper.value == 100)
        stepper.maximumValue = 50
        #expect(stepper.value == 50)
    }

    @Test func holdingRepeatsAfterTheDelayThenFasterOnTheManualClock() {
        let (window, input) = EventTestEnvironment.makeWindow()
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
        stepper.maximumValue = 1000
        window.addSubview(stepper)
        let recorder = ControlEventRecorder(stepper)
        let touch = input.touchDown(at: CGPoint(x: 70, y: 16))
        #expect(stepper.value == 1)
        input.advance(by: 0.49)
        #expect(stepper.value == 1)
        input.advance(by: 0.01)
        #expect(stepper.value == 2)
        input.advance(by: 0.15)
        #expect(stepper.value == 3)
        // Held for 2.5 s: one step every 0.05 s from then on.
        input.advance(by: 2.5 - 0.65)
        let beforeFast = stepper.value
        input.advance(by: 0.5)
        #expect(stepper.value - beforeFast >= 8)
        input.touchUp(touch, at: CGPoint(x: 70, y: 16))
        let after = stepper.value
        input.advance(by: 2)
        #expect(stepper.value == after)
        #expect(recorder.events.filter { $0 == "value" }.count == Int(after))
    }

    @Test func notContinuousSendsOneValueChangedAtTheEnd() {
        let (window, input) = EventTestEnvironment.makeWindow()
        let stepper = UIStepper(frame: .zero)
        stepper.isContinuous = false
        window.addSubview(stepper)
        let recorder = ControlEventRecorder(stepper)
        let touch = input.touchDown(at: CGPoint(x: 70, y: 16))
        input.advance(by: 1)
        #expect(stepper.value > 2 && !recorder.events.contains("value"))
        input.touchUp(touch, at: CGPoint(x: 70, y: 16))
        #expect(recorder.events.filter { $0 == "value" }.count == 1)
    }
}
