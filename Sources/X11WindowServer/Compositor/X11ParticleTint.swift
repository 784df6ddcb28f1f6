/// A particle cell's picture tinted by one colour (8 bits a channel), made on the server and kept: a tinted
/// particle is then one "over" composite of it, as a white one is, instead of two (see X11Compositor+Particles.swift).
struct X11ParticleTint: Hashable {
    let sprite: X11SpriteKey
    /// Red, green and blue, 8 bits each, in the top three bytes; the low byte is 255.
    let color: UInt32
}
