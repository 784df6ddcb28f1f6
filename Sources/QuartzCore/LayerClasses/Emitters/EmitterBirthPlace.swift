/// Where on the emitter shape a particle is born, for each shape and mode (in the layer's bounds space, z towards
/// the viewer). Points mode uses the shape's corners (a line's ends; a circle's and a sphere's centre), outline its
/// edges (a circle's rim; a sphere's equator), surface its faces (a sphere's surface) and volume its inside. Shapes
/// with fewer dimensions than the mode asks for use their highest: a rectangle's volume is its surface.
struct EmitterBirthPlace {
    let shape: CAEmitterLayerEmitterShape
    let mode: CAEmitterLayerEmitterMode
    let position: (x: Double, y: Double, z: Double)
    /// Width, height and depth (`emitterSize` and `emitterDepth`).
    let size: (width: Double, height: Double, depth: Double)

    func point(using random: inout EmitterRandom) -> (Double, Double, Double) {
        let (x, y, z) = position
        let halfWidth = size.width / 2, halfHeight = size.height / 2
        switch shape {
        case .line:
            if mode == .points { return (x + (random.unit() < 0.5 ? -halfWidth : halfWidth), y, z) }
            return (x + halfWidth * random.signed(), y, z)
        case .rectangle:
            let (dx, dy) = rectanglePoint(halfWidth, halfHeight, using: &random)
            return (x + dx, y + dy, z)
        case .cuboid:
            return cuboidPoint(using: &random)
        case .circle, .sphere:
            let radius = size.width
            if mode == .points { return (x, y, z) }
            if shape == .sphere && mode != .outline {
                // A uniform direction; inside, the radius grows with the cube root so the volume fills evenly.
                let cosine = random.signed(), angle = 2 * Double.pi * random.unit()
                let sine = (1 - cosine * cosine).squareRoot()
                let r = mode == .volume ? radius * cbrt(random.unit()) : radius
                return (x + r * sine * cos(angle), y + r * sine * sin(angle), z + r * cosine)
            }
            let angle = 2 * Double.pi * random.unit()
            let r = mode == .outline ? radius : radius * random.unit().squareRoot()
            return (x + r * cos(angle), y + r * sin(angle), z)
        default:
            return (x, y, z)
        }
    }

    /// Offsets from the centre of a rectangle of half-sizes `a` and `b`, for the mode.
    private func rectanglePoint(_ a: Double, _ b: Double, using random: inout EmitterRandom) -> (Double, Double) {
        switch mode {
        case .points:
            return (random.unit() < 0.5 ? -a : a, random.unit() < 0.5 ? -b : b)
        case .outline:
            // Along the perimeter, evenly by length.
            let perimeter = 4 * (a + b)
            guard perimeter > 0 else { return (0, 0) }
            var d = random.unit() * perimeter
            if d < 2 * a { return (-a + d, -b) }
            d -= 2 * a
            if d < 2 * b { return (a, -b + d) }
            d -= 2 * b
            if d < 2 * a { return (a - d, b) }
            return (-a, b - (d - 2 * a))
        default:
            return (a * random.signed(), b * random.signed())
        }
    }

    private func cuboidPoint(using random: inout EmitterRandom) -> (Double, Double, Double) {
        let (x, y, z) = position
        let a = size.width / 2, b = size.height / 2, c = size.depth / 2
        func side() -> Double { random.unit() < 0.5 ? -1 : 1 }
        switch mode {
        case .points:
            return (x + a * side(), y + b * side(), z + c * side())
        case .outline:
            // One of the twelve edges, chosen by length: along one axis, at the corners of the other two.
            let lengths = [a, b, c].map { $0 * 4 }
            let total = lengths.reduce(0, +)
            guard total > 0 else { return (x, y, z) }
            let pick = random.unit() * total
            let along = random.signed()
            if pick < lengths[0] { return (x + a * along, y + b * side(), z + c * side()) }
            if pick < lengths[0] + lengths[1] { return (x + a * side(), y + b * along, z + c * side()) }
            return (x + a * side(), y + b * side(), z + c * along)
        case .surface:
            // One of the six faces, chosen by area.
            let areas = [b * c, a * c, a * b].map { $0 * 2 }
            let total = areas.reduce(0, +)
            guard total > 0 else { return (x, y, z) }
            let pick = random.unit() * total
            let u = random.signed(), v = random.signed()
            if pick < areas[0] { return (x + a * side(), y + b * u, z + c * v) }
            if pick < areas[0] + areas[1] { return (x + a * u, y + b * side(), z + c * v) }
            return (x + a * u, y + b * v, z + c * side())
        default:
            return (x + a * random.signed(), y + b * random.signed(), z + c * random.signed())
        }
    }
}
