extension CAMediaTimingFunction {
    /// The curve's progress at `x` (0...1 of the time): solves the Bézier's x(s) = x for s, then returns y(s).
    public func evaluate(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let (x1, y1, x2, y2) = (Double(controlPoints[0]), Double(controlPoints[1]),
                                Double(controlPoints[2]), Double(controlPoints[3]))
        if x1 == y1 && x2 == y2 { return x }
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        // Newton's method from a good start, falling back to bisection where the slope is flat.
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, x1, x2) - x
            if abs(error) < 1e-9 { return bezier(s, y1, y2) }
            let slope = derivative(s, x1, x2)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        var (low, high) = (0.0, 1.0)
        s = x
        for _ in 0..<60 {
            let value = bezier(s, x1, x2)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return bezier(s, y1, y2)
    }
}
