/// One live particle, as the simulation keeps it: its state at birth. Where it is, how large, turned and coloured
/// at any later moment follows in closed form (constant acceleration, spin, scale speed and colour speeds), so
/// positions are exact whatever the frame rate. Particles are values in one array per layer, not objects.
struct EmitterParticle {
    /// Index of its cell in the simulation's flattened cell list.
    var cell: Int32
    /// Seeds the particle's own sub-emissions.
    var identity: UInt64
    /// Seconds from the start of the simulation.
    var birthTime: Double
    var lifetime: Double
    var x: Double, y: Double, z: Double
    var vx: Double, vy: Double, vz: Double
    var scale: Double
    var spin: Double
    var red: Double, green: Double, blue: Double, alpha: Double

    var deathTime: Double { birthTime + lifetime }
}

/// A particle's appearance at one moment (layer bounds space).
struct EmitterParticleState {
    var x: Double, y: Double, z: Double
    var scale: Double
    var angle: Double
    var red: Double, green: Double, blue: Double, alpha: Double
}

extension EmitterParticle {
    /// Its state `time` seconds after the start of the simulation, under its cell's accelerations and speeds.
    func state(at time: Double, cell parameters: EmitterCellParameters) -> EmitterParticleState {
        let age = time - birthTime
        let half = 0.5 * age * age
        func clamped(_ value: Double) -> Double { min(max(value, 0), 1) }
        return EmitterParticleState(
            x: x + vx * age + parameters.acceleration.x * half,
            y: y + vy * age + parameters.acceleration.y * half,
            z: z + vz * age + parameters.acceleration.z * half,
            scale: scale + parameters.scaleSpeed * age,
            angle: spin * age,
            red: clamped(red + parameters.colorSpeed.red * age),
            green: clamped(green + parameters.colorSpeed.green * age),
            blue: clamped(blue + parameters.colorSpeed.blue * age),
            alpha: clamped(alpha + parameters.colorSpeed.alpha * age))
    }
}
