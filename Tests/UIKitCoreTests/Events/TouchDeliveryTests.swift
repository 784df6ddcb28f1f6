import Testing
import UIKit

@MainActor @Suite(.serialized) struct TouchDeliveryTests {
    /// E-T-2, E-T-4, E-T-5, E-EV-1, T-24: one mutable UITouch per finger through Began, Moved, Ended; previous
    /// location; rising timestamps.
    @Test func t24PhasesKeepOneTouchObjectWithPreviousLocationAndRisingTimestamps() {
        let (window, input) = EventTestEnvironment.makeWindow()
        let v = LoggingView("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        var previousInMove = CGPoint(x: -1, y: -1)
        let id = input.touchDown(at: CGPoint(x: 10, y: 10))
        input.advance(by: 0.05)
        input.touchMove(id, to: CGPoint(x: 20, y: 10))
        previousInMove = v.seenTouches.last!.previousLocation(in: v)
        let timeAtMove = v.seenTouches.last!.timestamp
        input.advance(by: 0.05)
        input.touchUp(id, at: CGPoint(x: 20, y: 10))
        #expect(v.phases == ["began", "moved", "ended"])
        #expect(Set(v.seenTouches.map(ObjectIdentifier.init)).count == 1)
        #expect(previousInMove == CGPoint(x: 10, y: 10))
        #expect(v.seenTouches.last!.timestamp >= timeAtMove)
        #expect(v.seenTouches.last!.phase == .ended)
        #expect(v.lastEvent?.type == .touches)
    }

    /// E-EV-5, E-T-5, T-25: a touch stays with its hit-test view and window outside their bounds; `location(in:
    /// nil)` is window coordinates.
    /// V-CONV-5: touch locations are in window coordinates, and location(in:) converts them to the view's.
    @Test func t25TouchStaysWithItsHitTestViewOutsideItsBounds() {
        let (window, input) = EventTestEnvironment.makeWindow()
        let v = LoggingView("v", frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let w = LoggingView("w", frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        window.addSubview(v)
        window.addSubview(w)
        let id = input.touchDown(at: CGPoint(x: 20, y: 20))
        input.touchMove(id, to: CGPoint(x: 120, y: 120))
        input.touchMove(id, to: CGPoint(x: 900, y: 900))
        #expect(v.seenTouches.last!.location(in: v) == CGPoint(x: 890, y: 890))
        #expect(v.seenTouches.last!.location(in: nil) == CGPoint(x: 900, y: 900))
        input.touchUp(id, at: CGPoint(x: 900, y: 900))
        #expect(v.phases == ["began", "moved", "moved", "ended"])
        #expect(w.log.isEmpty)
        #expect(v.seenTouches.last!.view === v && v.seenTouches.last!.window === window)
    }

    /// E-T-3, E-T-6, T-26: quick taps count as a multiple tap only on the same view; `tapCount` is set in began
    /// and ended.
    @Test func t26TapCountCountsQuickTapsOnTheSameViewOnly() {
        let (window, input) = EventTestEnvironment.makeWindow()
        let v = LoggingView("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let w = LoggingView("w", frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        window.addSubview(v)
        window.addSubview(w)
        input.tap(at: CGPoint(x: 50, y: 50), count: 2, interval: 0.1)
        #expect(v.seenTouches.suffix(2).allSatisfy { $0.tapCount == 2 })
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 50, y: 50))
        input.advance(by: 0.1)
        input.tap(at: CGPoint(x: 250, y: 50))
        #expect(w.seenTouches.last?.tapCount == 1)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 250, y: 50))
        #expect(w.seenTouches.last?.tapCount == 1)
    }

    /// E-T-7, E-T-4, T-27: without multiple touch a view sees only the first finger; the event still holds every touch.
    /// V-CUST-3: a view handles one touch at a time unless isMultipleTouchEnabled.
    @Test func t27WithoutMultipleTouchTheViewSeesOnlyTheFirstFinger() {
        let (window, input) = EventTestEnvironment.makeWindow()
        let v = LoggingView("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(v)
        let a = input.touchDown(at: CGPoint(x: 10, y: 10))
        let b = input.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(v.lastEvent?.touches(for: v)?.count == 1)
        #expect(v.lastEvent?.allTouches?.count == 2)
        input.touchesMove([a, b], to: [CGPoint(x: 12, y: 10), CGPoint(x: 102, y: 100)])
        input.touchUp(b, at: CGPoint(x: 102, y: 100))
        input.touchUp(a, at: CGPoint(x: 12, y: 10))
        #expect(v.log == ["v began 1", "v moved 1", "v ended 1"])
    }

    /// E-T-1, E-T-4, E-T-9, T-27: the sequence ends when the last finger lifts; last-finger detection holds only then.
    /// Book #27: with multiple touch both fingers arrive, allTouches has both, and the last-finger test holds only at the last lift.
    @Test func t27WithMultipleTouchBothFingersArriveAndLastFingerDetectionHoldsOnlyAtTheEnd() {
        let (window, input) = EventTestEnvironment.makeWindow()
        final class LastFingerView: UIView {
            var lastFingerResults: [Bool] = []
            var allTouchCounts: [Int] = []
            var calls: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                calls.append("began \(touches.count)")
                allTouchCounts.append(event?.allTouches?.count ?? 0)
            }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("moved \(touches.count)") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                calls.append("ended \(touches.count)")
                lastFingerResults.append(touches.count == event?.touches(for: self)?.count)
            }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
        }
        let v = LastFingerView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        v.isMultipleTouchEnabled = true
        window.addSubview(v)
        let a = input.touchDown(at: CGPoint(x: 10, y: 10))
        let b = input.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(v.allTouchCounts == [1, 2])
        // Only b moves: a is stationary and not reported in touchesMoved.
        input.touchMove(b, to: CGPoint(x: 110, y: 100))
        input.touchUp(a, at: CGPoint(x: 10, y: 10))
        input.touchUp(b, at: CGPoint(x: 110, y: 100))
        #expect(v.calls == ["began 1", "began 1", "moved 1", "ended 1", "ended 1"])
        #expect(v.lastFingerResults == [false, true])
    }

    /// E-T-4: the `touches` argument holds only new or changed touches; a view whose touches are all stationary
    /// hears nothing.
    @Test func stationaryTouchesAloneSendNothingToTheirView() {
        let (_, input, v, w) = EventTestEnvironment.makeWindowWithSideBySideViews("v", "w")
        let a = input.touchDown(at: CGPoint(x: 10, y: 10))
        let b = input.touchDown(at: CGPoint(x: 210, y: 10))
        input.send([TouchSample(id: a, phase: .stationary, location: CGPoint(x: 10, y: 10), timestamp: 2000),
                    TouchSample(id: b, phase: .moved, location: CGPoint(x: 220, y: 10), timestamp: 2000)])
        #expect(v.log == ["v began 1"])
        #expect(w.log == ["w began 1", "w moved 1"])
        input.touchesUp([a, b], at: [CGPoint(x: 10, y: 10), CGPoint(x: 220, y: 10)])
    }

    /// E-T-7, T-28: the three exclusive-touch rules.
    /// Book #27: an exclusive-touch view gets a touch only when no other view has one, and blocks others while tracking.
    @Test func t28ExclusiveTouchBlocksOtherViewsAndIsBlockedByThem() {
        let (_, input, e, n) = EventTestEnvironment.makeWindowWithSideBySideViews("e", "n")
        e.isExclusiveTouch = true
        let f1 = input.touchDown(at: CGPoint(x: 50, y: 50))
        let f2 = input.touchDown(at: CGPoint(x: 250, y: 50))
        input.touchesUp([f1, f2], at: [CGPoint(x: 50, y: 50), CGPoint(x: 250, y: 50)])
        #expect(e.log == ["e began 1", "e ended 1"])
        #expect(n.log.isEmpty)
        // Reverse order: N first, then E gets nothing.
        let g1 = input.touchDown(at: CGPoint(x: 250, y: 50))
        let g2 = input.touchDown(at: CGPoint(x: 50, y: 50))
        input.touchesUp([g1, g2], at: [CGPoint(x: 250, y: 50), CGPoint(x: 50, y: 50)])
        #expect(n.log == ["n began 1", "n ended 1"])
        #expect(e.log.count == 2)
        // Both non-exclusive: both receive.
        e.isExclusiveTouch = false
        let h1 = input.touchDown(at: CGPoint(x: 50, y: 50))
        let h2 = input.touchDown(at: CGPoint(x: 250, y: 50))
        input.touchesUp([h1, h2], at: [CGPoint(x: 50, y: 50), CGPoint(x: 250, y: 50)])
        #expect(e.log.count == 4 && n.log.count == 4)
    }

    /// E-T-7, T-30: between begin/endIgnoringInteractionEvents the app gets no touches.
    /// V-CUST-5: beginIgnoringInteractionEvents stops touch delivery for the whole application until balanced.
    @Test func t30IgnoringInteractionNestsAndDropsOnlyNewTouches() {
        let (window, input) = EventTestEnvironment.makeWindow()
        let v = LoggingView("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        let app = UIApplication.shared
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        app.endIgnoringInteractionEvents()
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(v.log.isEmpty)
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(v.log == ["v began 1", "v ended 1"])
    }

    /// E-EV-7, E-EV-3, E-T-13: every touch event passes through `UIWindow.sendEvent(_:)`; an override may hand the
    /// touches to its own helper view and then call super, which leaves delivery (and `touch.view`) unchanged.
    @Test func sendEventOverridesSeeEveryTouchEventAndMustCallSuper() {
        final class WatchingWindow: UIWindow {
            var seen = 0
            let helper = LoggingView("helper", frame: .zero)
            override func sendEvent(_ event: UIEvent) {
                seen += 1
                for touch in event.allTouches ?? [] where touch.phase == .began {
                    helper.touchesBegan([touch], with: event)
                }
                super.sendEvent(event)
            }
        }
        _ = EventTestEnvironment.makeWindow()
        let window = WatchingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        let v = LoggingView("v", frame: window.bounds)
        window.addSubview(v)
        EventSynthesizer(window: window).tap(at: CGPoint(x: 5, y: 5))
        #expect(window.seen == 2)
        #expect(window.helper.phases == ["began"])
        #expect(v.phases == ["began", "ended"])
        #expect(v.seenTouches.allSatisfy { $0.view === v })
    }

    @Test func coalescedTouchesListTheMergedSamplesOldestFirst() {
        let (window, input) = EventTestEnvironment.makeWindow()
        let v = LoggingView("v", frame: window.bounds)
        window.addSubview(v)
        let id = input.touchDown(at: CGPoint(x: 0, y: 0))
        input.send([TouchSample(id: id, phase: .moved, location: CGPoint(x: 30, y: 0), timestamp: 3000, force: 0.5,
                                maximumPossibleForce: 1, majorRadius: 12,
                                coalesced: [TouchSample(id: id, phase: .moved, location: CGPoint(x: 10, y: 0), timestamp: 2999),
                                            TouchSample(id: id, phase: .moved, location: CGPoint(x: 20, y: 0), timestamp: 2999.5)])])
        let touch = v.seenTouches.last!
        let coalesced = v.lastEvent?.coalescedTouches(for: touch) ?? []
        #expect(coalesced.map { $0.location(in: nil).x } == [10, 20, 30])
        #expect(coalesced[1].previousLocation(in: nil).x == 10)
        #expect(touch.force == 0.5 && touch.maximumPossibleForce == 1 && touch.majorRadius == 12)
        input.touchUp(id, at: CGPoint(x: 30, y: 0))
    }
}
