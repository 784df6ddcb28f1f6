/// The emitter's particles as the render tree carries them, at the layer's current time.
extension CAEmitterLayer {
    /// The live particles at media time `time`, in birth order (for tests and for drawing).
    func liveParticles(atMediaTime time: CFTimeInterval) -> [EmitterParticle] {
        prepareSimulation()
        let simulated = simulatedTime(atMediaTime: time)
        guard simulated >= 0 else { return [] }
        return simulation.liveParticles(at: simulated, layer: self)
    }

    /// The particles' states at media time `time`, in birth order.
    func particleStates(atMediaTime time: CFTimeInterval) -> [EmitterParticleState] {
        let particles = liveParticles(atMediaTime: time)
        let simulated = simulatedTime(atMediaTime: time)
        return particles.map { $0.state(at: simulated, cell: simulation.cells[Int($0.cell)]) }
    }

    /// Seconds of simulation at media time `time` (negative before it starts).
    private func simulatedTime(atMediaTime time: CFTimeInterval) -> Double {
        simulation.simulationTime(forLocalTime: convertTime(time, from: nil),
                                  startsAtLocalZero: beginTime != 0 || timeOffset != 0)
    }

    private func prepareSimulation() {
        simulation.layerSeed = seed
        simulation.birthPlace = EmitterBirthPlace(
            shape: emitterShape, mode: emitterMode,
            position: (Double(emitterPosition.x), Double(emitterPosition.y), Double(emitterZPosition)),
            size: (Double(emitterSize.width), Double(emitterSize.height), Double(emitterDepth)))
    }

    /// What the render node draws: the particles at the current media time.
    var particleDrawing: LayerDrawing? {
        let time = CACurrentMediaTime()
        let particles = liveParticles(atMediaTime: time)
        // Frames keep coming while anything can still appear or move (the engine marks the layer changed).
        if !isPresentationCopy, speed != 0, simulation.isActive { CAAnimationEngine.register(self) }
        guard !particles.isEmpty else { return nil }
        let simulated = simulatedTime(atMediaTime: time)
        var spriteIndex: [Int: Int32] = [:]
        var sprites: [LayerDrawing.Particles.Sprite] = []
        var instances: [(instance: LayerDrawing.Particles.Instance, z: Double)] = []
        instances.reserveCapacity(particles.count)
        for particle in particles {
            let cell = simulation.cells[Int(particle.cell)]
            guard let image = cell.image else { continue }
            let sprite: Int32
            if let known = spriteIndex[Int(particle.cell)] {
                sprite = known
            } else {
                let rect = cell.contentsRect.standardized
                let part = CGRect(x: rect.minX * CGFloat(image.width), y: rect.minY * CGFloat(image.height),
                                  width: rect.width * CGFloat(image.width), height: rect.height * CGFloat(image.height))
                guard part.width > 0, part.height > 0 else { continue }
                sprite = Int32(sprites.count)
                sprites.append(.init(image: image, sourceRect: part,
                                     size: CGSize(width: part.width / cell.contentsScale,
                                                  height: part.height / cell.contentsScale),
                                     magnificationFilter: cell.magnificationFilter,
                                     minificationFilter: cell.minificationFilter,
                                     minificationFilterBias: cell.minificationFilterBias))
                spriteIndex[Int(particle.cell)] = sprite
            }
            let state = particle.state(at: simulated, cell: cell)
            guard state.alpha > 0, state.scale > 0, state.x.isFinite, state.y.isFinite, state.scale.isFinite,
                  state.angle.isFinite else { continue }
            instances.append((.init(sprite: sprite, x: Float(state.x), y: Float(state.y), scale: Float(state.scale),
                                    angle: Float(state.angle), red: Float(state.red), green: Float(state.green),
                                    blue: Float(state.blue), alpha: Float(state.alpha)), state.z))
        }
        guard !instances.isEmpty else { return nil }
        switch renderMode {
        case .oldestLast: instances.reverse()
        case .backToFront:
            instances = instances.enumerated().sorted { ($0.element.z, $0.offset) < ($1.element.z, $1.offset) }
                .map(\.element)
        default: break
        }
        return .particles(.init(sprites: sprites, instances: instances.map(\.instance),
                                isAdditive: renderMode == .additive))
    }
}
