// Arithmetic that builds expressions: `left + width + 8`, `2 * x - y`, `-x`. Every combination of Variable,
// Expression and Double is spelled out, because a protocol-generic operator slows the type checker down on long
// sums and makes `Double + Double` ambiguous.

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

public func + (lhs: Expression, rhs: Variable) -> Expression {
    Expression(lhs.terms + [Term(rhs)], constant: lhs.constant)
}

public func + (lhs: Variable, rhs: Expression) -> Expression {
    Expression([Term(lhs)] + rhs.terms, constant: rhs.constant)
}

public func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression([Term(lhs), Term(rhs)])
}

public func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant + rhs)
}

public func + (lhs: Double, rhs: Expression) -> Expression {
    Expression(rhs.terms, constant: lhs + rhs.constant)
}

public func + (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs)], constant: rhs)
}

public func + (lhs: Double, rhs: Variable) -> Expression {
    Expression([Term(rhs)], constant: lhs)
}

public prefix func - (operand: Expression) -> Expression {
    -1 * operand
}

public prefix func - (operand: Variable) -> Expression {
    Expression([Term(operand, -1)])
}

public func - (lhs: Expression, rhs: Expression) -> Expression {
    lhs + -rhs
}

public func - (lhs: Expression, rhs: Variable) -> Expression {
    Expression(lhs.terms + [Term(rhs, -1)], constant: lhs.constant)
}

public func - (lhs: Variable, rhs: Expression) -> Expression {
    lhs + -rhs
}

public func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression([Term(lhs), Term(rhs, -1)])
}

public func - (lhs: Expression, rhs: Double) -> Expression {
    lhs + -rhs
}

public func - (lhs: Double, rhs: Expression) -> Expression {
    lhs + -rhs
}

public func - (lhs: Variable, rhs: Double) -> Expression {
    lhs + -rhs
}

public func - (lhs: Double, rhs: Variable) -> Expression {
    lhs + -rhs
}

public func * (lhs: Double, rhs: Expression) -> Expression {
    Expression(rhs.terms.map { Term($0.variable, $0.coefficient * lhs) }, constant: rhs.constant * lhs)
}

public func * (lhs: Expression, rhs: Double) -> Expression {
    rhs * lhs
}

public func * (lhs: Double, rhs: Variable) -> Expression {
    Expression([Term(rhs, lhs)])
}

public func * (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs, rhs)])
}

public func / (lhs: Expression, rhs: Double) -> Expression {
    (1 / rhs) * lhs
}

public func / (lhs: Variable, rhs: Double) -> Expression {
    (1 / rhs) * lhs
}
