/// A linear combination of variables plus a constant: `c₁·x₁ + … + cₙ·xₙ + constant`.
///
/// Expressions are built with the arithmetic operators on `Variable`, `Expression` and `Double`. A variable may
/// occur in several terms; the solver adds them up.
public struct Expression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1·variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The constant expression `constant`.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    public var description: String {
        var parts = terms.map { term in
            term.coefficient == 1 ? term.variable.description : "\(term.coefficient)·\(term.variable)"
        }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
