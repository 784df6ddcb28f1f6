/// A toolbar's delegate: where the bar sits (UIBarPositioningDelegate).
@preconcurrency @MainActor public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
