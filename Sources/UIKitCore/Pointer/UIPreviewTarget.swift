import Foundation

/// Where a preview is shown: a point in a container view (which must be in a window), and a transform for the
/// preview there. The default target of a preview is its view's own place.
@preconcurrency @MainActor open class UIPreviewTarget {
    public let container: UIView
    /// The preview's centre, in the container's coordinates.
    public let center: CGPoint
    public let transform: CGAffineTransform

    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
    }

    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}
