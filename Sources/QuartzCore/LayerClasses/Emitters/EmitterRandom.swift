/// The emitter's random numbers: SplitMix64, seeded afresh for each thing that draws from it (a cell's births in
/// one simulation step, a particle's births of one sub-cell) from the layer's `seed` and that thing's identity. The
/// same seed therefore gives the same particles whatever order, and however often, frames ask for them.
struct EmitterRandom {
    private var state: UInt64

    init(_ parts: UInt64...) {
        var state: UInt64 = 0x243F_6A88_85A3_08D3
        for part in parts { state = Self.mix(state ^ part) }
        self.state = state
    }

    /// Mixes `value` into a well-spread 64-bit number (the SplitMix64 finaliser).
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// Uniform in 0..<1.
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// Uniform in -1...1.
    mutating func signed() -> Double { unit() * 2 - 1 }

    /// `value` plus a uniform amount within plus or minus `range`.
    mutating func vary(_ value: Double, by range: Double) -> Double {
        range == 0 ? value : value + range * signed()
    }
}
