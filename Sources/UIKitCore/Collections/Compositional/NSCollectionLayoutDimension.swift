import Foundation

/// (Final here, where UIKit's is open: its class methods return `Self`, which Swift builds only for final
/// classes or with a required initializer; nothing is gained by subclassing it.)
/// One side of a compositional layout size: a fraction of the container's width or height, an absolute length,
/// or an estimate the element's view may replace with the size it prefers (self-sizing).
@preconcurrency @MainActor public final class NSCollectionLayoutDimension: NSObject {
    enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated }

    let kind: Kind
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        if dimension.isFinite, dimension >= 0 {
            self.dimension = dimension
        } else {
            UIKitLog.error("NSCollectionLayoutDimension: \(dimension) is not a finite, non-negative value; using 0")
            self.dimension = 0
        }
        super.init()
    }

    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(kind: .fractionalWidth, dimension: fractionalWidth) }
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(kind: .fractionalHeight, dimension: fractionalHeight) }
    public class func absolute(_ absoluteDimension: CGFloat) -> Self { Self(kind: .absolute, dimension: absoluteDimension) }
    public class func estimated(_ estimatedDimension: CGFloat) -> Self { Self(kind: .estimated, dimension: estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `container` size.
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * dimension
        case .fractionalHeight: container.height * dimension
        case .absolute, .estimated: dimension
        }
    }
}

