/// How a constraint's two sides compare.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
