/// What the solver keeps about a constraint it holds.
struct ConstraintRecord {
    let constraint: Constraint
    var marker: Symbol
    var other: Symbol
    /// A required equality that other required equalities imply: it has no rows until one of those goes.
    var isImplied: Bool
}
