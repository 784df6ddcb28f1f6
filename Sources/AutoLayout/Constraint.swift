/// A linear relation `expression <relation> 0` with a priority.
///
/// Constraints are compared by identity: adding the same object twice is a duplicate, while two objects with equal
/// contents are two constraints. A constraint is immutable; `withPriority(_:)` makes a copy at another priority.
public final class Constraint: Sendable, CustomStringConvertible {
    /// The left side minus the right side.
    public let expression: Expression
    public let relation: Relation
    public let priority: Priority

    /// The constraint `expression <relation> 0`.
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// The constraint `lhs <relation> rhs`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required) {
        self.init(lhs - rhs, relation, priority: priority)
    }

    /// A new constraint with the same relation at `priority`.
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority)
    }

    /// The variables the constraint mentions, each once, in order of first appearance.
    public var variables: [Variable] {
        var seen = Set<ObjectIdentifier>()
        return expression.terms.compactMap { seen.insert(ObjectIdentifier($0.variable)).inserted ? $0.variable : nil }
    }

    public var description: String {
        "\(expression) \(relation) 0" + (priority.isRequired ? "" : " @\(priority)")
    }
}
