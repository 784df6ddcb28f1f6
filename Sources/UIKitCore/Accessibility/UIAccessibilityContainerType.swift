/// What kind of container an element's children make: the bridge reports a data table or list role for them.
public enum UIAccessibilityContainerType: Int, @unchecked Sendable {
    case none = 0
    case dataTable = 1
    case list = 2
    case landmark = 3
    case semanticGroup = 4
}
