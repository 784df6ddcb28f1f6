/// What the tableau made of a new constraint.
struct AddedRow {
    /// The symbol that identifies the constraint's rows: its slack, dummy or first error.
    var marker: Symbol
    /// The second error of a non-required constraint, `Symbol.none` otherwise.
    var other: Symbol
    /// For a required equality that other required equalities already imply: the dummies of those equalities, so
    /// that it is added for real if one of them goes. `nil` for a constraint that got rows.
    var impliedBy: [Symbol]?
}
