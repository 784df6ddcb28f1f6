// Relations that build required constraints: `left == previous + 8`, `width >= 20`. `Variable` and `Expression`
// are not Equatable, so `==` between them means a constraint and nothing else. Lower the priority with
// `Constraint.withPriority(_:)`.

public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
public func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .equal, Expression(rhs)) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .equal, rhs) }
public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
public func == (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs, .equal, Expression(constant: rhs)) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(Expression(lhs), .equal, Expression(constant: rhs)) }

public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .lessThanOrEqual, Expression(rhs)) }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, rhs) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}
public func <= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, Expression(constant: rhs))
}
public func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, Expression(constant: rhs))
}

public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .greaterThanOrEqual, Expression(rhs)) }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .greaterThanOrEqual, rhs) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
public func >= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, Expression(constant: rhs))
}
public func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(constant: rhs))
}
