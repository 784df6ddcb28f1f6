/// What the solver keeps about a constraint it holds.
struct ConstraintRecord {
    let constraint: Constraint
    var marker: Symbol
    var other: Symbol
    /// A required equality that other required equalities imply: it has no rows until one of those goes.
    var isImplied: Bool
    /// A one-variable inequality held outside the tableau while the solution satisfies it (`Solver+LazyBounds`):
    /// it has no rows and its markers are `Symbol.none`.
    var isLazy = false
    /// The order of additions: when a held bound and a later constraint contradict each other, the later one is
    /// refused, as it would have been had the bound had rows all along.
    var serial: UInt64 = 0
}
