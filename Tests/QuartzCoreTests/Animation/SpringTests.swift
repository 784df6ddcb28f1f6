import Testing
@testable import QuartzCore

/// Damped springs: overshoot when under-damped, none when critically damped, settling time where it settles.
struct SpringTests {
    @Test func underDampedSpringOvershootsThenSettles() {
        let spring = DampedSpring(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0)
        let samples = stride(from: 0.0, through: 3, by: 0.005).map(spring.position(at:))
        #expect(samples.max()! > 1.2, "overshoot")
        #expect(abs(spring.position(at: 0)) < 1e-12)
        let settle = spring.settlingTime()
        for t in stride(from: settle, through: settle + 2, by: 0.01) {
            #expect(abs(spring.position(at: t) - 1) <= 0.001 + 1e-9)
        }
        #expect(abs(spring.position(at: settle - 0.05) - 1) > 0.0005 || settle < 0.1,
                "it was still moving shortly before the settling time")
    }

    @Test func criticallyDampedSpringDoesNotOvershoot() {
        let spring = DampedSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)
        let samples = stride(from: 0.0, through: 3, by: 0.005).map(spring.position(at:))
        #expect(samples.max()! <= 1 + 1e-9)
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 }, "monotonic")
    }

    @Test func initialVelocityPushesAheadEarly() {
        let still = DampedSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)
        let pushed = DampedSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 10)
        #expect(pushed.position(at: 0.05) > still.position(at: 0.05))
    }

    @Test func stifferSpringsSettleSooner() {
        let soft = DampedSpring(mass: 1, stiffness: 50, damping: 10, initialVelocity: 0)
        let stiff = DampedSpring(mass: 1, stiffness: 400, damping: 40, initialVelocity: 0)
        #expect(stiff.settlingTime() < soft.settlingTime())
    }

    @Test func nonsenseParametersFallBackToDefaults() {
        let spring = DampedSpring(mass: .nan, stiffness: -1, damping: .infinity, initialVelocity: .nan)
        #expect(spring.position(at: 0.5).isFinite)
        #expect(spring.settlingTime().isFinite)
    }
}
