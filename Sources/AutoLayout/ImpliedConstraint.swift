/// A constraint recorded as implied by a required equality, with the marker it had then, so that an entry left
/// behind after the constraint was removed or re-added is recognised as stale.
struct ImpliedConstraint {
    let constraint: Constraint
    let marker: Symbol
}
