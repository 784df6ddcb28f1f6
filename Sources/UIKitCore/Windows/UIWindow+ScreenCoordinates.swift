
/// Window coordinates and the screen's: a window is placed on its screen like a view in its superview, by its
/// centre and transform about the bounds' middle, so conversions between windows can pass through the screen.
extension UIWindow {
    func screenPoint(fromWindowPoint point: CGPoint) -> CGPoint {
        let fromMiddle = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY).applying(transform)
        return CGPoint(x: center.x + fromMiddle.x, y: center.y + fromMiddle.y)
    }

    func windowPoint(fromScreenPoint point: CGPoint) -> CGPoint {
        let fromMiddle = CGPoint(x: point.x - center.x, y: point.y - center.y).applying(transform.inverted())
        return CGPoint(x: bounds.midX + fromMiddle.x, y: bounds.midY + fromMiddle.y)
    }
}
