/// A view is a coordinate space: to another view as `convert(_:to: UIView?)`, to the screen through its window.
extension UIView: UICoordinateSpace {
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: view as UIView?) }
        return CoordinateSpaces.point(fromScreen: screenPoint(fromLocal: point), in: coordinateSpace)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: view as UIView?) }
        return localPoint(fromScreen: CoordinateSpaces.screenPoint(point, in: coordinateSpace))
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: view as UIView?) }
        return CoordinateSpaces.boundingRect(rect) { self.convert($0, to: coordinateSpace) }
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: view as UIView?) }
        return CoordinateSpaces.boundingRect(rect) { self.convert($0, from: coordinateSpace) }
    }

    /// A view outside any window stands at the screen's origin, its root view's coordinates the screen's.
    func screenPoint(fromLocal point: CGPoint) -> CGPoint {
        let inRoot = convert(point, to: nil as UIView?)
        guard let window = rootView as? UIWindow else { return inRoot }
        return window.screenPoint(fromWindowPoint: inRoot)
    }

    func localPoint(fromScreen point: CGPoint) -> CGPoint {
        guard let window = rootView as? UIWindow else { return convert(point, from: nil as UIView?) }
        return convert(window.windowPoint(fromScreenPoint: point), from: nil as UIView?)
    }
}
