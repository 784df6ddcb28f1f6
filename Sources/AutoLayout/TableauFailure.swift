/// Why the tableau refused a change; the solver turns these into `SolverError`s that name constraints.
enum TableauFailure: Error {
    /// A required row cannot be satisfied; `markers` are the markers of the required rows whose combination
    /// contradicts it.
    case conflict(markers: [Symbol])
    /// The simplex ran past its iteration cap.
    case iterationLimit
}
