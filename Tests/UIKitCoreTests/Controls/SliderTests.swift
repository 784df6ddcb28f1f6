import Testing
import UIKit
import Foundation
@testable import UIKitCore

@MainActor @Suite(.serialized) struct SliderTests {
    @Test func valueIsPinnedToTheRangeAndTheBoundsPushEachOther() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        slider.value = 5
        #expect(slider.value == 1)
        slider.value = -3
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 8
        slider.maximumValue = 6
        #expect(slider.value == 6)
        slider.minimumValue = 7
        #expect(slider.maximumValue == 7 && slider.value == 7)
        slider.maximumValue = 2
        #expect(slider.minimumValue == 2 && slider.value == 2)
        let (_, lines) = capturingUIKitLog {
            slider.value = .nan
            slider.minimumValue = .infinity
            slider.setValue(-.infinity, animated: true)
        }
        #expect(slider.value == 2 && slider.minimumValue == 2)
        #expect(lines.count == 3 && lines.allSatisfy { $0.contains("finite") })
    }

    @Test func thumbAndTrackRectsFollowTheValueAndValueImages() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track.minX == 0 && track.width == 228)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).minX == 0)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).maxX == 228)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5).midX == 114)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        slider.minimumValueImage = image
        slider.maximumValueImage = image
        let shrunk = slider.trackRect(forBounds: slider.bounds)
        #expect(shrunk.minX == 28 && shrunk.maxX == 200)
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == CGRect(x: 0, y: 5.5, width: 20, height: 20))
    }

    @Test func draggingTheThumbSendsValueChangedContinuouslyOrOnRelease() {
        let (window, input) = EventTestEnvironment.makeWindow()
        let slider = UISlider(frame: CGRect(x: 0, y: 100, width: 228, height: 31))
        window.addSubview(slider)
        let recorder = ControlEventRecorder(slider)
        // A touch on the track away from the thumb does nothing.
        input.tap(at: CGPoint(x: 150, y: 115))
        #expect(slider.value == 0 && !recorder.events.contains("value"))
        recorder.clear()
        input.advance(by: 1)
        let a = input.touchDown(at: CGPoint(x: 14, y: 115))
        #expect(slider.isHighlighted)
        input.touchMove(a, to: CGPoint(x: 64, y: 115))
        input.touchMove(a, to: CGPoint(x: 114, y: 115))
        #expect(abs(slider.value - 0.5) < 0.001)
        input.touchUp(a, at: CGPoint(x: 114, y: 115))
        #expect(recorder.events.filter { $0 == "value" }.count == 2)
        #expect(!slider.isHighlighted)
        slider.isContinuous = false
        recorder.clear()
        input.advance(by: 1)
        let b = input.touchDown(at: CGPoint(x: 114, y: 115))
        input.touchMove(b, to: CGPoint(x: 150, y: 115))
        input.touchMove(b, to: CGPoint(x: 400, y: 115))
        #expect(slider.value == 1 && !recorder.events.contains("value"))
        input.touchUp(b, at: CGPoint(x: 400, y: 115))
        #expect(recorder.events.filter { $0 == "value" }.count == 1)
    }
}
