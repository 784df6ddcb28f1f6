/// A view's content hugging and compression resistance priorities, per axis.
struct ContentPriorities: Equatable {
    var huggingHorizontal = UILayoutPriority.defaultLow
    var huggingVertical = UILayoutPriority.defaultLow
    var compressionHorizontal = UILayoutPriority.defaultHigh
    var compressionVertical = UILayoutPriority.defaultHigh

    func hugging(_ axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? huggingHorizontal : huggingVertical
    }

    func compression(_ axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionHorizontal : compressionVertical
    }
}
