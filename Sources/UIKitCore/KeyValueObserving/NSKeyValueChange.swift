/// The kind of a change: properties observed here are set, never inserted into as to-many relationships.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}
