/// An unknown of the tableau: a variable's column, or one the solver made up for a constraint.
///
/// The kind lives in the low two bits and a dense index in the rest, so the kind test in hot loops is a mask
/// rather than a table look-up, and per-symbol data lives in arrays indexed by `index`. Ordering by `raw` is the
/// fixed order Bland's rule needs.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt32 {
        /// A user variable: unrestricted in sign.
        case external = 0
        /// An inequality's slack: restricted to be non-negative.
        case slack = 1
        /// A non-required constraint's error: non-negative, and weighted in the objective.
        case error = 2
        /// A required equality's marker: always zero, it only records which rows came from the constraint.
        case dummy = 3
    }

    let raw: UInt32

    init(raw: UInt32) {
        self.raw = raw
    }

    init(index: Int, kind: Kind) {
        raw = UInt32(truncatingIfNeeded: index) << 2 | kind.rawValue
    }

    /// The sentinel for "no symbol".
    static let none = Symbol(index: Int(UInt32.max >> 2), kind: .dummy)

    var index: Int { Int(raw >> 2) }
    var kind: Kind { Kind(rawValue: raw & 3)! }
    var isExternal: Bool { raw & 3 == 0 }
    var isDummy: Bool { raw & 3 == 3 }
    /// Slack or error: non-negative, and free to move in the simplex (dummies are pinned to zero).
    var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}
