import Testing
@testable import QuartzCore

/// CAMediaTiming arithmetic: local time, repeats, autoreverse, fill modes.
struct MediaTimingTests {
    func timing(duration: Double = 1, begin: Double = 0, speed: Double = 1, offset: Double = 0, repeatCount: Double = 0,
                repeatDuration: Double = 0, autoreverses: Bool = false,
                fill: CAMediaTimingFillMode = .removed) -> MediaTimingState {
        MediaTimingState(beginTime: begin, duration: duration, speed: speed, timeOffset: offset, repeatCount: repeatCount,
                         repeatDuration: repeatDuration, autoreverses: autoreverses, fillMode: fill)
    }

    func fraction(_ phase: MediaTimingState.Phase) -> Double? {
        if case .at(let f) = phase { return f }
        return nil
    }

    @Test func fractionGrowsLinearlyThroughTheDuration() {
        let t = timing(duration: 2, begin: 10)
        #expect(fraction(t.phase(atParentTime: 11)) == 0.5)
        #expect(t.phase(atParentTime: 9) == .before)
        #expect(t.phase(atParentTime: 12) == .after)
    }

    @Test func fillModesKeepTheEndsOutsideTheActiveTime() {
        #expect(fraction(timing(begin: 5, fill: .backwards).phase(atParentTime: 4)) == 0)
        #expect(fraction(timing(fill: .forwards).phase(atParentTime: 3)) == 1)
        #expect(timing(fill: .forwards).phase(atParentTime: -1) == .before)
        #expect(fraction(timing(begin: 5, fill: .both).phase(atParentTime: 0)) == 0)
    }

    @Test func speedAndTimeOffsetMapParentTime() {
        #expect(abs(fraction(timing(duration: 4, speed: 2).phase(atParentTime: 1))! - 0.5) < 1e-12)
        #expect(fraction(timing(duration: 4, offset: 1).phase(atParentTime: 1)) == 0.5)
    }

    @Test func speedZeroWithTimeOffsetFreezesAFrame() {
        let frozen = timing(duration: 2, speed: 0, offset: 0.5)
        #expect(fraction(frozen.phase(atParentTime: 0)) == 0.25)
        #expect(fraction(frozen.phase(atParentTime: 100)) == 0.25)
    }

    @Test func repeatCountRepeatsAndEndsAtTheIterationEnd() {
        let t = timing(duration: 1, repeatCount: 2.5, fill: .forwards)
        #expect(abs(fraction(t.phase(atParentTime: 1.25))! - 0.25) < 1e-12)
        #expect(abs(fraction(t.phase(atParentTime: 2.75))! - 0.5) < 1e-9, "ends halfway through the third pass")
        #expect(abs(fraction(timing(duration: 1, repeatCount: 2, fill: .forwards).phase(atParentTime: 5))! - 1) < 1e-12)
    }

    @Test func repeatDurationLimitsTheActiveTime() {
        let t = timing(duration: 1, repeatDuration: 1.5)
        #expect(abs(t.activeDuration - 1.5) < 1e-12)
        #expect(t.phase(atParentTime: 1.6) == .after)
    }

    @Test func autoreverseGoesBackAndEndsWhereItStarted() {
        let t = timing(duration: 1, autoreverses: true, fill: .forwards)
        #expect(abs(fraction(t.phase(atParentTime: 0.5))! - 0.5) < 1e-12)
        #expect(abs(fraction(t.phase(atParentTime: 1.5))! - 0.5) < 1e-12)
        #expect(abs(fraction(t.phase(atParentTime: 1.75))! - 0.25) < 1e-12)
        #expect(abs(fraction(t.phase(atParentTime: 3))!) < 1e-12, "an autoreversed animation ends at its start")
    }

    @Test func infiniteRepeatNeverEnds() {
        let t = timing(duration: 1, repeatCount: .infinity)
        #expect(t.activeDuration == .infinity)
        #expect(abs(fraction(t.phase(atParentTime: 1e6 + 0.25))! - 0.25) < 1e-6)
    }
}
