/// A one-variable inequality `coefficient·variable + constant <relation> 0` that the solver holds without rows
/// (`Solver+LazyBounds`), in the form that checking it at every read of values needs.
struct HeldBound {
    let constraint: Constraint
    let symbol: Symbol
    let coefficient: Double
    let constant: Double
    let isUpperBound: Bool

    init(_ constraint: Constraint, symbol: Symbol) {
        self.constraint = constraint
        self.symbol = symbol
        coefficient = constraint.expression.terms[0].coefficient
        constant = constraint.expression.constant
        isUpperBound = constraint.relation == .lessThanOrEqual
    }

    @inline(__always)
    func isSatisfied(by value: Double) -> Bool {
        let side = coefficient * value + constant
        return isUpperBound ? side <= Tableau.epsilon : side >= -Tableau.epsilon
    }
}
