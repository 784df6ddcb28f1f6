/// The particles of one emitter layer, simulated in fixed steps of the layer's time from the moment it started.
///
/// Each step adds the particles born in it and drops the ones that died. Births are exact: the n-th particle of a
/// cell is born at the moment its running birth count reaches n, and where every particle then is follows in
/// closed form, so the step only decides when the work is done, never what the particles are. The random numbers
/// of a step are seeded from the layer's `seed`, the step and the cell (see `EmitterRandom`): the same seed and
/// the same time give the same particles whatever the frame rate, and steps whose particles would all be dead by
/// the time asked for are skipped.
@MainActor final class EmitterSimulation {
    /// Seconds per step.
    static let step = 1.0 / 120
    /// Live particles per layer; births beyond it are dropped (logged once).
    static let maximumParticles = 20_000
    /// The most steps one frame catches up on (20 seconds): a layer shown after a long pause starts afresh.
    static let maximumCatchUpSteps = 2_400

    /// The layer's local time at the start of the simulation; nil until it first runs.
    private(set) var origin: Double?
    /// Steps simulated so far: every birth up to `completedSteps * step` is in `particles`.
    private(set) var completedSteps = 0
    private(set) var particles: [EmitterParticle] = []
    private(set) var cells: [EmitterCellParameters] = []
    /// Per top-level cell: the birth count at `rateChangeTime`, and the rate since then.
    private var birthCounts: [ObjectIdentifier: (count: Double, since: Double, rate: Double)] = [:]
    private var reportedMessages: Set<String> = []

    /// Starts again from nothing (new cells); the next frame is the new start.
    func reset() {
        origin = nil
        completedSteps = 0
        particles = []
        birthCounts = [:]
    }

    /// Logs a message once per layer.
    func log(_ message: String) {
        guard reportedMessages.insert(message).inserted else { return }
        CALog.error(message)
    }

    /// Seconds since the start, for the layer's local time `localTime`, starting the simulation if need be: at its
    /// local time 0 when the layer's timing was set (`startsAtLocalZero`: a `beginTime` in the past fills the
    /// emitter ahead, one in the future delays it), else at this moment.
    func simulationTime(forLocalTime localTime: Double, startsAtLocalZero: Bool) -> Double {
        if origin == nil { origin = startsAtLocalZero ? 0 : localTime }
        return localTime - (origin ?? 0)
    }

    // MARK: Advancing

    /// Brings the particles up to `time` (seconds since the start): completes every step that ends by then.
    func advance(to time: Double, layer: CAEmitterLayer) {
        refreshCells(of: layer)
        guard time.isFinite else { return }
        let target = Int((time / Self.step).rounded(.down))
        guard target > completedSteps else { return }
        // Steps whose every particle (and their sub-particles) would be dead by `time` change nothing visible.
        let lineage = cells.indices.filter { cells[$0].parent < 0 }.map { cells[$0].longestLineage(in: cells) }.max() ?? 0
        let firstUseful = target - Int((lineage / Self.step).rounded(.up)) - 1
        let start = max(completedSteps, firstUseful, target - Self.maximumCatchUpSteps)
        if start > completedSteps {
            particles.removeAll { $0.deathTime <= Double(start) * Self.step }
            completedSteps = start
        }
        for stepIndex in completedSteps..<target {
            let end = Double(stepIndex + 1) * Self.step
            appendSubBirths(inStep: stepIndex, upTo: end, into: &particles)
            appendBirths(inStep: stepIndex, upTo: end, into: &particles)
            particles.removeAll { $0.deathTime <= end }
        }
        completedSteps = target
    }

    /// The particles alive at `time`, in birth order: the simulated ones plus those born since the last whole step.
    func liveParticles(at time: Double, layer: CAEmitterLayer) -> [EmitterParticle] {
        advance(to: time, layer: layer)
        var live = particles
        appendSubBirths(inStep: completedSteps, upTo: time, into: &live)
        appendBirths(inStep: completedSteps, upTo: time, into: &live)
        live.removeAll { $0.deathTime <= time || $0.birthTime > time }
        return live
    }

    /// Whether anything can still appear: a particle is alive or a cell may emit later.
    var isActive: Bool {
        !particles.isEmpty || cells.contains { $0.parent < 0 && $0.isEnabled && $0.birthRate > 0 }
    }

    // MARK: Cells

    /// Reads the layer's cells (they may have changed through key paths) and carries the birth counts across rate
    /// changes; particles of cells no longer there are dropped.
    private func refreshCells(of layer: CAEmitterLayer) {
        var flattened: [EmitterCellParameters] = []
        var pending: [(cell: CAEmitterCell, parent: Int)] = (layer.emitterCells ?? []).map { ($0, -1) }
        var index = 0
        var seen = Set<ObjectIdentifier>()
        while index < pending.count {
            let (cell, parent) = pending[index]
            index += 1
            // A cell that contains itself would emit for ever.
            guard seen.insert(ObjectIdentifier(cell)).inserted else {
                log("CAEmitterCell '\(cell.name ?? "")' appears twice in the emitter's cell tree; its second place is ignored")
                continue
            }
            let position = flattened.count
            flattened.append(EmitterCellParameters(cell: cell, parent: parent, layer: layer, log: log))
            if parent >= 0 { flattened[parent].children.append(position) }
            pending.append(contentsOf: (cell.emitterCells ?? []).map { ($0, position) })
        }
        if flattened.map(\.identity) != cells.map(\.identity) {
            let newIndex = Dictionary(flattened.enumerated().map { ($0.element.identity, Int32($0.offset)) },
                                      uniquingKeysWith: { first, _ in first })
            let oldCells = cells
            particles = particles.compactMap { particle in
                guard let index = newIndex[oldCells[Int(particle.cell)].identity] else { return nil }
                var moved = particle
                moved.cell = index
                return moved
            }
        }
        cells = flattened
        let now = Double(completedSteps) * Self.step
        for cell in cells where cell.parent < 0 {
            let rate = cell.birthRate
            if let counted = birthCounts[cell.identity] {
                if counted.rate != rate {
                    birthCounts[cell.identity] = (counted.count + counted.rate * (now - counted.since), now, rate)
                }
            } else {
                birthCounts[cell.identity] = (0, now, rate)
            }
        }
    }

    // MARK: Births

    /// The layer's cells' particles born in step `stepIndex` up to `end`.
    private func appendBirths(inStep stepIndex: Int, upTo end: Double, into list: inout [EmitterParticle]) {
        let start = Double(stepIndex) * Self.step
        guard end > start else { return }
        for index in cells.indices where cells[index].parent < 0 {
            let cell = cells[index]
            guard cell.birthRate > 0, cell.lifetime + cell.lifetimeRange > 0,
                  let counted = birthCounts[cell.identity] else { continue }
            func count(at time: Double) -> Double { counted.count + counted.rate * (time - counted.since) }
            let first = count(at: start).rounded(.down) + 1, last = count(at: end).rounded(.down)
            guard last >= first else { continue }
            var random = EmitterRandom(UInt64(truncatingIfNeeded: layerSeed), UInt64(stepIndex), UInt64(index))
            var n = first
            while n <= last {
                let birth = counted.since + (n - counted.count) / counted.rate
                n += 1
                guard cell.emits(at: birth) else { continue }
                let identity = random.next()
                guard roomForOneMore(list) else { break }
                list.append(makeParticle(cell: index, identity: identity, birth: birth,
                                         place: birthPlace.point(using: &random), random: &random))
            }
        }
    }

    /// Particles of sub-cells born in step `stepIndex` up to `end` from the particles in `list` at its start.
    private func appendSubBirths(inStep stepIndex: Int, upTo end: Double, into list: inout [EmitterParticle]) {
        let start = Double(stepIndex) * Self.step
        guard end > start, cells.contains(where: { !$0.children.isEmpty }) else { return }
        let parents = list.count
        for parentIndex in 0..<parents {
            let parent = list[parentIndex]
            let children = cells[Int(parent.cell)].children
            // A particle born in the previous step was not asked then: its births count from its birth.
            guard !children.isEmpty, parent.birthTime <= start else { continue }
            let fromAge = parent.birthTime > start - Self.step ? 0 : start - parent.birthTime
            let toAge = min(end - parent.birthTime, parent.lifetime)
            guard toAge > fromAge else { continue }
            for child in children {
                let cell = cells[child]
                guard cell.birthRate > 0, cell.lifetime + cell.lifetimeRange > 0 else { continue }
                let first = (cell.birthRate * fromAge).rounded(.down) + 1, last = (cell.birthRate * toAge).rounded(.down)
                guard last >= first else { continue }
                var random = EmitterRandom(UInt64(truncatingIfNeeded: layerSeed), parent.identity, UInt64(child),
                                           UInt64(first))
                let parameters = cells[Int(parent.cell)]
                var n = first
                while n <= last {
                    let age = n / cell.birthRate
                    n += 1
                    guard cell.emits(at: age) else { continue }
                    let identity = random.next()
                    guard roomForOneMore(list) else { return }
                    let at = parent.state(at: parent.birthTime + age, cell: parameters)
                    list.append(makeParticle(cell: child, identity: identity, birth: parent.birthTime + age,
                                             place: (at.x, at.y, at.z), random: &random))
                }
            }
        }
    }

    private func roomForOneMore(_ list: [EmitterParticle]) -> Bool {
        guard list.count >= Self.maximumParticles else { return true }
        log("CAEmitterLayer reached \(Self.maximumParticles) live particles, the most one layer keeps; "
            + "further births are dropped until some die")
        return false
    }

    /// A particle of `cells[cell]` born at `birth` at `place`, its ranges drawn from `random`.
    private func makeParticle(cell index: Int, identity: UInt64, birth: Double, place: (Double, Double, Double),
                              random: inout EmitterRandom) -> EmitterParticle {
        let cell = cells[index]
        let lifetime = max(random.vary(cell.lifetime, by: cell.lifetimeRange), 0)
        let speed = random.vary(cell.velocity, by: cell.velocityRange)
        let longitude = random.vary(cell.longitude, by: cell.emissionRange)
        let latitude = cell.latitude
        let direction = (x: cos(latitude) * cos(longitude), y: cos(latitude) * sin(longitude), z: sin(latitude))
        func channel(_ base: Double, _ range: Double) -> Double { min(max(random.vary(base, by: range), 0), 1) }
        let red = channel(cell.color.red, cell.colorRange.red)
        let green = channel(cell.color.green, cell.colorRange.green)
        let blue = channel(cell.color.blue, cell.colorRange.blue)
        let alpha = channel(cell.color.alpha, cell.colorRange.alpha)
        return EmitterParticle(
            cell: Int32(index), identity: identity, birthTime: birth, lifetime: lifetime,
            x: place.0, y: place.1, z: place.2,
            vx: speed * direction.x, vy: speed * direction.y, vz: speed * direction.z,
            scale: random.vary(cell.scale, by: cell.scaleRange), spin: random.vary(cell.spin, by: cell.spinRange),
            red: red, green: green, blue: blue, alpha: alpha)
    }

    // MARK: The layer's emitter, as read at the last advance

    /// Set by the layer before each advance.
    var layerSeed: UInt32 = 0
    var birthPlace = EmitterBirthPlace(shape: .point, mode: .volume, position: (0, 0, 0), size: (0, 0, 0))
}
