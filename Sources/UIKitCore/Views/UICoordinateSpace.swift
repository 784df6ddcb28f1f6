/// A space points and rectangles can be converted to and from: views, and the screen's coordinate spaces.
@preconcurrency @MainActor public protocol UICoordinateSpace: AnyObject {
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

/// Conversions between spaces of different kinds pass through the screen's coordinates.
@MainActor enum CoordinateSpaces {
    static func screenPoint(_ point: CGPoint, in space: any UICoordinateSpace) -> CGPoint {
        switch space {
        case let view as UIView: view.screenPoint(fromLocal: point)
        case is UIScreen: point
        default: space.convert(point, to: UIScreen.main)
        }
    }

    static func point(fromScreen point: CGPoint, in space: any UICoordinateSpace) -> CGPoint {
        switch space {
        case let view as UIView: view.localPoint(fromScreen: point)
        case is UIScreen: point
        default: space.convert(point, from: UIScreen.main)
        }
    }

    /// The smallest rectangle that holds `rect`'s corners converted by `transform`.
    static func boundingRect(_ rect: CGRect, _ transform: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(transform)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
