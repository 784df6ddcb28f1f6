/// Why the solver refused a request. After any of these but `iterationLimitExceeded` the solver is unchanged and
/// keeps working.
public enum SolverError: Error, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The required constraint cannot hold together with the required constraints in `conflicting` (which lists
    /// those whose combination contradicts it; UIKit logs them and breaks one).
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// The constraint's priority lies outside 1...1000 or is not a number.
    case invalidPriority(Constraint)
    /// A coefficient or the constant of the constraint is NaN or infinite.
    case nonFiniteConstraint(Constraint)
    /// The variable already has an edit.
    case duplicateEditVariable(Variable)
    /// The variable has no edit.
    case unknownEditVariable(Variable)
    /// An edit's priority must lie in 1..<1000: a required edit could never yield to the layout.
    case invalidEditPriority(Variable, Priority)
    /// A suggested value is NaN or infinite.
    case nonFiniteSuggestion(Variable, Double)
    /// The simplex did not converge within its iteration cap, which only numerically degenerate input can cause.
    /// The request was abandoned part way, so the solver may no longer match its constraints: start a new one.
    case iterationLimitExceeded

    public var description: String {
        switch self {
        case .duplicateConstraint(let constraint): "duplicate constraint: \(constraint)"
        case .unknownConstraint(let constraint): "unknown constraint: \(constraint)"
        case .unsatisfiableConstraint(let constraint, let conflicting):
            "unable to satisfy \(constraint) together with: "
                + conflicting.map(\.description).joined(separator: "; ")
        case .invalidPriority(let constraint): "priority outside 1...1000: \(constraint)"
        case .nonFiniteConstraint(let constraint): "non-finite coefficient or constant: \(constraint)"
        case .duplicateEditVariable(let variable): "duplicate edit variable: \(variable)"
        case .unknownEditVariable(let variable): "unknown edit variable: \(variable)"
        case .invalidEditPriority(let variable, let priority): "edit priority \(priority) for \(variable) not in 1..<1000"
        case .nonFiniteSuggestion(let variable, let value): "non-finite value \(value) suggested for \(variable)"
        case .iterationLimitExceeded: "simplex iteration limit exceeded"
        }
    }
}
