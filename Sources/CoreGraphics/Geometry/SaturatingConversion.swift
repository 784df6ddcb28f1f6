/// Converting geometry to whole numbers without trapping. An app may set any finite CGFloat (1e30 and
/// `greatestFiniteMagnitude` are legal and iOS takes them), and Swift's `Int(_:)` traps above 2^63: every place
/// where geometry becomes a pixel count, a radius or an index goes through these instead, then applies its own
/// limit.
extension Int {
    /// `value` rounded by `rule` and clamped to Int's range; NaN gives 0.
    package init(saturating value: CGFloat, rounding rule: FloatingPointRoundingRule = .towardZero) {
        guard !value.isNaN else { self = 0; return }
        let rounded = value.rounded(rule)
        // Int.max is not exactly representable as a Double: compare against 2^63, the first value above it.
        if rounded >= 9_223_372_036_854_775_808.0 {
            self = .max
        } else if rounded < -9_223_372_036_854_775_808.0 {
            self = .min
        } else {
            self = Int(rounded)
        }
    }
}
