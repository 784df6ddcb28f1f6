import Foundation

/// A cell's state for its configurations: the view states plus editing, swiping, expansion and drag and drop.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public enum DragState: Hashable, Sendable { case none, lifting, dragging }
    public enum DropState: Hashable, Sendable { case none, notTargeted, targeted }

    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public var cellDragState: DragState = .none
    public var cellDropState: DropState = .none
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
