/// The screen's coordinate space: points on the screen, in which each window's frame is its place. A desktop
/// screen does not rotate, so `coordinateSpace` and `fixedCoordinateSpace` are the same space.
extension UIScreen: UICoordinateSpace {
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaces.point(fromScreen: point, in: coordinateSpace)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaces.screenPoint(point, in: coordinateSpace)
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaces.boundingRect(rect) { self.convert($0, to: coordinateSpace) }
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaces.boundingRect(rect) { self.convert($0, from: coordinateSpace) }
    }
}
