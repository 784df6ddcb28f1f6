import Testing
@testable import QuartzCore

/// The particle simulation: determinism by seed, counts from birth rate and lifetime, motion in closed form,
/// emission angles, colour ranges and speeds, sub-emitters, and clamping of bad numbers.
@MainActor struct EmitterSimulationTests {
    typealias F = EmitterFixtures

    @Test func sameSeedAndTimeGiveTheSameParticlesWhateverTheFrameRate() {
        func configured(seed: UInt32) -> CAEmitterLayer {
            let cell = F.cell(birthRate: 40, lifetime: 1.5, velocity: 60)
            cell.lifetimeRange = 0.5; cell.velocityRange = 20; cell.emissionRange = .pi; cell.spinRange = 2
            cell.scaleRange = 0.3; cell.redRange = 0.4
            let child = F.cell(birthRate: 3, lifetime: 0.4, velocity: 10)
            child.emissionRange = .pi
            cell.emitterCells = [child]
            let layer = F.emitter([cell], seed: seed)
            layer.emitterShape = .circle; layer.emitterSize = CGSize(width: 30, height: 0)
            return layer
        }
        let smooth = configured(seed: 11), jumpy = configured(seed: 11), once = configured(seed: 11)
        let other = configured(seed: 12)
        _ = smooth.liveParticles(atMediaTime: F.start)
        for frame in 1...180 { _ = smooth.liveParticles(atMediaTime: F.start + Double(frame) / 60) }
        _ = jumpy.liveParticles(atMediaTime: F.start)
        for frame in 1...21 { _ = jumpy.liveParticles(atMediaTime: F.start + Double(frame) / 7) }
        let a = smooth.liveParticles(atMediaTime: F.start + 3.1)
        let b = jumpy.liveParticles(atMediaTime: F.start + 3.1)
        let c = F.particles(of: once, at: 3.1)
        #expect(a.count > 40)
        #expect(a.map(\.fingerprint) == b.map(\.fingerprint))
        #expect(a.map(\.fingerprint) == c.map(\.fingerprint))
        #expect(a.map(\.fingerprint) != F.particles(of: other, at: 3.1).map(\.fingerprint))
    }

    @Test func liveCountIsBirthRateTimesLifetime() {
        let layer = F.emitter([F.cell(birthRate: 100, lifetime: 2)])
        #expect(F.particles(of: layer, at: 1).count == 100)
        #expect(layer.liveParticles(atMediaTime: F.start + 5).count == 200)
        // The layer's multipliers scale both.
        let halved = F.emitter([F.cell(birthRate: 100, lifetime: 2)])
        halved.birthRate = 0.5
        halved.lifetime = 3
        #expect(F.particles(of: halved, at: 10).count == 300)
        // A birth rate turned to zero through the layer lets the particles die out.
        layer.birthRate = 0
        #expect(layer.liveParticles(atMediaTime: F.start + 6).count == 100)
        #expect(layer.liveParticles(atMediaTime: F.start + 7.01).isEmpty)
    }

    @Test func positionsUnderAccelerationFollowTheClosedForm() {
        let cell = F.cell(birthRate: 1, lifetime: 10, velocity: 50)
        cell.yAcceleration = 10
        cell.xAcceleration = -4
        let layer = F.emitter([cell])
        layer.emitterPosition = CGPoint(x: 10, y: 20)
        _ = layer.liveParticles(atMediaTime: F.start)
        for frame in 1...150 { _ = layer.liveParticles(atMediaTime: F.start + Double(frame) / 60) }
        let states = layer.particleStates(atMediaTime: F.start + 2.5)
        #expect(states.count == 2)
        // Born at 1 s and 2 s: ages 1.5 s and 0.5 s.
        for (state, age) in zip(states, [1.5, 0.5]) {
            #expect(abs(state.x - (10 + 50 * age - 2 * age * age)) < 1e-9)
            #expect(abs(state.y - (20 + 5 * age * age)) < 1e-9)
        }
    }

    @Test func emissionAnglesStayWithinTheRangeAndFillIt() {
        let cell = F.cell(birthRate: 500, lifetime: 5, velocity: 100)
        cell.emissionLongitude = .pi / 2
        cell.emissionRange = .pi / 6
        let particles = F.particles(of: F.emitter([cell]), at: 1)
        let angles = particles.map { atan2($0.vy, $0.vx) }
        #expect(particles.count == 500)
        #expect(angles.allSatisfy { abs($0 - .pi / 2) <= .pi / 6 + 1e-9 })
        #expect(angles.min()! < .pi / 2 - .pi / 6 * 0.9)
        #expect(angles.max()! > .pi / 2 + .pi / 6 * 0.9)
        #expect(particles.allSatisfy { abs(hypot($0.vx, $0.vy) - 100) < 1e-9 })
    }

    @Test func colourRangesAndSpeeds() {
        let cell = F.cell(birthRate: 200, lifetime: 10)
        cell.color = CGColor(red: 0.5, green: 0.25, blue: 1, alpha: 1)
        cell.redRange = 0.2
        cell.redSpeed = -0.1
        cell.alphaSpeed = -0.4
        let layer = F.emitter([cell])
        let particles = F.particles(of: layer, at: 1)
        #expect(particles.allSatisfy { $0.red >= 0.3 - 1e-6 && $0.red <= 0.7 + 1e-6 })
        #expect(particles.map(\.red).max()! - particles.map(\.red).min()! > 0.3)
        #expect(particles.allSatisfy { abs($0.green - 0.25) < 1e-6 && $0.blue == 1 })
        let parameters = layer.simulation.cells[0]
        for particle in particles.prefix(20) {
            let later = particle.state(at: particle.birthTime + 2, cell: parameters)
            #expect(abs(later.red - max(particle.red - 0.2, 0)) < 1e-6)
            #expect(abs(later.alpha - 0.2) < 1e-6)
            #expect(particle.state(at: particle.birthTime + 3, cell: parameters).alpha == 0)
        }
    }

    /// Spin and scale in closed form: a particle turns `spin` radians a second (within `spinRange`) and its scale
    /// grows by `scaleSpeed` a second from a start within `scaleRange`.
    @Test func spinAndScaleFollowTheirSpeeds() {
        let cell = F.cell(birthRate: 100, lifetime: 10)
        cell.spin = 2
        cell.spinRange = 0.5
        cell.scale = 0.5
        cell.scaleRange = 0.1
        cell.scaleSpeed = 0.25
        let layer = F.emitter([cell])
        let particles = F.particles(of: layer, at: 1)
        #expect(particles.count > 50)
        #expect(particles.allSatisfy { $0.spin >= 1.5 - 1e-6 && $0.spin <= 2.5 + 1e-6 && $0.scale >= 0.4 - 1e-6 && $0.scale <= 0.6 + 1e-6 })
        #expect(particles.map(\.spin).max()! - particles.map(\.spin).min()! > 0.5, "the spin range is used")
        let parameters = layer.simulation.cells[0]
        for particle in particles.prefix(20) {
            let later = particle.state(at: particle.birthTime + 2, cell: parameters)
            #expect(abs(later.angle - particle.spin * 2) < 1e-6)
            #expect(abs(later.scale - (particle.scale + 0.5)) < 1e-6)
        }
    }

    @Test func subCellsAreEmittedFromTheirParentParticles() {
        let parent = F.cell("rocket", birthRate: 1, lifetime: 10, velocity: 10)
        let spark = F.cell("spark", birthRate: 4, lifetime: 100)
        parent.emitterCells = [spark]
        let layer = F.emitter([parent])
        let particles = F.particles(of: layer, at: 3.05)
        let rockets = particles.filter { $0.cell == 0 }, sparks = particles.filter { $0.cell == 1 }
        // Rockets born at 1, 2 and 3 s; four sparks a second from each: 8 + 4 + 0.
        #expect(rockets.count == 3)
        #expect(sparks.count == 12)
        // Each spark starts where its rocket was: 10 points a second along x from the origin.
        for spark in sparks {
            #expect([1.0, 2.0].contains { spark.birthTime > $0 && abs(spark.x - 10 * (spark.birthTime - $0)) < 1e-9 })
            #expect(spark.y == 0)
        }
        #expect(Set(sparks.map { ($0.x * 1000).rounded() }).count > 3)
    }

    @Test func cellTimingLimitsWhenACellEmits() {
        let cell = F.cell(birthRate: 10, lifetime: 100)
        cell.beginTime = 1
        cell.duration = 2
        let layer = F.emitter([cell])
        #expect(F.particles(of: layer, at: 0.9).isEmpty)
        #expect(layer.liveParticles(atMediaTime: F.start + 5).count == 20)
        let disabled = F.cell(birthRate: 10, lifetime: 100)
        disabled.isEnabled = false
        #expect(F.particles(of: F.emitter([disabled]), at: 2).isEmpty)
    }

    @Test func hugeBirthRatesAreClampedAndLogged() {
        var count = 0
        let lines = F.capturingLog {
            let layer = F.emitter([F.cell(birthRate: 10_000_000, lifetime: 10)])
            for frame in 0...30 { count = layer.liveParticles(atMediaTime: F.start + Double(frame) / 60).count }
        }
        #expect(count == EmitterSimulation.maximumParticles)
        #expect(lines.filter { $0.contains("clamped to 100000") }.count == 1)
        #expect(lines.filter { $0.contains("20000 live particles") }.count == 1)
    }

    @Test func badNumbersEmitNothingAndAreLogged() {
        var counts: [Int] = []
        let lines = F.capturingLog {
            let nan = F.cell("nan", birthRate: .nan, lifetime: 1)
            let negative = F.cell("negative", birthRate: -5, lifetime: 1)
            let deathless = F.cell("deathless", birthRate: 5, lifetime: -.infinity)
            let wild = F.cell("wild", birthRate: 5, lifetime: 1, velocity: .infinity)
            for cell in [nan, negative, deathless] { counts.append(F.particles(of: F.emitter([cell]), at: 2).count) }
            let moving = F.particles(of: F.emitter([wild]), at: 0.5)
            counts.append(moving.count)
            #expect(moving.allSatisfy { $0.vx == 0 && $0.vy == 0 })
        }
        #expect(counts == [0, 0, 0, 2])
        #expect(lines.contains { $0.contains("'nan' has birthRate nan") })
        #expect(lines.contains { $0.contains("'negative' has birthRate -5") })
        #expect(lines.contains { $0.contains("'wild' has velocity inf") })
    }

    @Test func aLongPauseSkipsWorkButNotParticles() {
        let cell = F.cell(birthRate: 50, lifetime: 1, velocity: 20)
        cell.emissionRange = .pi
        let steady = F.emitter([cell]), paused = F.emitter([cell])
        _ = steady.liveParticles(atMediaTime: F.start)
        for frame in 1...600 { _ = steady.liveParticles(atMediaTime: F.start + Double(frame) / 60) }
        let late = F.particles(of: paused, at: 10)
        #expect(late.map(\.fingerprint) == steady.liveParticles(atMediaTime: F.start + 10).map(\.fingerprint))
        #expect(late.count == 50)
    }
}
