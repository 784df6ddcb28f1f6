/// What a drop does with the dragged items.
public enum UIDropOperation: UInt, Sendable {
    /// No drop: releasing here ends the drag without dropping.
    case cancel = 0
    /// A drop would be possible here in general, but not now (the target shows it refuses).
    case forbidden = 1
    case copy = 2
    /// The items move: the source removes them (inside the application only, or with `allowsMoveOperation`).
    case move = 3
}
