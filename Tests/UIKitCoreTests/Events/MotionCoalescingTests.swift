import Foundation
import Testing
@testable import UIKitCore

/// Moves that arrive faster than the app handles them are delivered once per run-loop turn, with every merged
/// sample kept for `coalescedTouches(for:)`, as UIKit delivers touches once per frame: however fast input comes, the
/// app is never more than one delivery behind it.
@MainActor @Suite(.serialized) struct MotionCoalescingTests {
    /// A finger down on a logging view, with the synthesizer left to queue (as the run loop would between turns).
    func fingerDown() -> (UIWindow, EventSynthesizer, LoggingView, Int) {
        let (window, input, v) = EventTestEnvironment.makeWindowWithLoggingView()
        let id = input.touchDown(at: CGPoint(x: 1, y: 1))
        input.deliversImmediately = false
        return (window, input, v, id)
    }

    func move(_ id: Int, to x: Double, at time: TimeInterval) -> TouchSample {
        TouchSample(id: id, phase: .moved, location: CGPoint(x: x, y: 1), timestamp: time)
    }

    @Test func twentyThousandMovesQueuedInOneTurnAreOneDeliveryKeepingEverySample() throws {
        let (_, input, v, id) = fingerDown()
        let start = EventTestEnvironment.clock.now
        for step in 1...20_000 { input.send([move(id, to: Double(step % 300), at: start + Double(step) * 1e-5)]) }
        #expect(UIApplication.shared.pendingEventCount == 1, "merged while queued")
        UIApplication.shared.processPendingEvents()
        // Before: 20,000 deliveries (and the queue's removeFirst made even queuing them quadratic).
        #expect(v.log.filter { $0.hasPrefix("v moved") }.count == 1)
        let touch = try #require(v.seenTouches.last)
        let coalesced = try #require(v.lastEvent?.coalescedTouches(for: touch))
        #expect(coalesced.count == 20_000)
        #expect(coalesced.map(\.timestamp) == coalesced.map(\.timestamp).sorted(), "oldest first")
        #expect(coalesced.last?.location(in: v).x == CGFloat(20_000 % 300))
        input.deliversImmediately = true
        input.touchUp(id, at: CGPoint(x: 1, y: 1))
    }

    @Test func fingersMovingInOneTurnMoveInOneEventAndOtherEventsKeepTheirOrder() throws {
        let (window, input, v) = EventTestEnvironment.makeWindowWithLoggingView()
        v.isMultipleTouchEnabled = true
        let a = input.touchDown(at: CGPoint(x: 10, y: 10))
        let b = input.touchDown(at: CGPoint(x: 20, y: 20))
        input.deliversImmediately = false
        let now = EventTestEnvironment.clock.now
        input.send([move(a, to: 11, at: now)])
        input.send([move(b, to: 21, at: now)])
        input.send([move(a, to: 12, at: now + 0.001)])
        // A lift is not a move: it is delivered on its own, after the moves.
        input.send([TouchSample(id: b, phase: .ended, location: CGPoint(x: 21, y: 1), timestamp: now + 0.002)])
        input.send([move(a, to: 13, at: now + 0.003)])
        #expect(UIApplication.shared.pendingEventCount == 3)
        UIApplication.shared.processPendingEvents()
        #expect(v.log.suffix(3) == ["v moved 2", "v ended 1", "v moved 1"], "\(v.log)")
        input.deliversImmediately = true
        input.touchUp(a, at: CGPoint(x: 13, y: 1))
        _ = window
    }

    @Test func aMoveOfADifferentButtonOrAPlatformTapCountIsNotMerged() {
        let (_, input, _, id) = fingerDown()
        let now = EventTestEnvironment.clock.now
        input.send([move(id, to: 5, at: now)])
        var other = move(id, to: 6, at: now + 0.001)
        other.buttonMask = .secondary
        input.send([other])
        var counted = move(id, to: 7, at: now + 0.002)
        counted.tapCount = 2
        input.send([counted])
        #expect(UIApplication.shared.pendingEventCount == 3)
        UIApplication.shared.processPendingEvents()
        input.deliversImmediately = true
        input.touchUp(id, at: CGPoint(x: 7, y: 1))
    }
}
