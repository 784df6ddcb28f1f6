import Foundation

/// An area of the plane, centred on the origin, that a field acts in: a circle, a rectangle, everything, or
/// combinations of those. Immutable. Apple's SDK declares the combinators to return `Self`; here they return
/// `UIRegion` (the same type at every call on the class itself).
open class UIRegion: NSObject, NSCopying, @unchecked Sendable {
    private indirect enum Shape {
        case infinite
        case circle(radius: CGFloat)
        case rectangle(size: CGSize)
        case inverse(Shape)
        case union(Shape, Shape)
        case difference(Shape, Shape)
        case intersection(Shape, Shape)

        func contains(_ p: CGPoint) -> Bool {
            switch self {
            case .infinite: true
            case .circle(let r): p.x * p.x + p.y * p.y <= r * r
            case .rectangle(let size): abs(p.x) <= size.width / 2 && abs(p.y) <= size.height / 2
            case .inverse(let s): !s.contains(p)
            case .union(let a, let b): a.contains(p) || b.contains(p)
            case .difference(let a, let b): a.contains(p) && !b.contains(p)
            case .intersection(let a, let b): a.contains(p) && b.contains(p)
            }
        }
    }

    private let shape: Shape

    private init(shape: Shape) {
        self.shape = shape
        super.init()
    }

    /// The whole plane.
    open class var infinite: UIRegion { UIRegion(shape: .infinite) }

    /// A circle of `radius` about the origin.
    public init(radius: CGFloat) {
        if radius.isFinite, radius >= 0 {
            shape = .circle(radius: radius)
        } else {
            UIKitLog.error("UIRegion: radius \(radius) must be finite and not negative; an empty region is used")
            shape = .circle(radius: 0)
        }
        super.init()
    }

    /// A rectangle of `size` centred on the origin.
    public init(size: CGSize) {
        if size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 {
            shape = .rectangle(size: size)
        } else {
            UIKitLog.error("UIRegion: size \(size) must be finite and not negative; an empty region is used")
            shape = .rectangle(size: .zero)
        }
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open func inverse() -> UIRegion { UIRegion(shape: .inverse(shape)) }
    open func union(with region: UIRegion) -> UIRegion { UIRegion(shape: .union(shape, region.shape)) }
    /// The points of this region that are not in `region`.
    open func difference(from region: UIRegion) -> UIRegion { UIRegion(shape: .difference(shape, region.shape)) }
    open func intersection(with region: UIRegion) -> UIRegion { UIRegion(shape: .intersection(shape, region.shape)) }

    open func contains(_ point: CGPoint) -> Bool { point.x.isFinite && point.y.isFinite && shape.contains(point) }
}
