/// The outline of a rectangle with some corners rounded, as `cornerRadius` and `maskedCorners` describe.
enum RoundedOutline {
    static func path(in rect: CGRect, radius: CGFloat, corners: CACornerMask) -> CGPath {
        let path = CGMutablePath()
        guard !rect.isEmpty else { return path }
        let r = min(radius, rect.width / 2, rect.height / 2)
        func cornerRadius(_ corner: CACornerMask) -> CGFloat { corners.contains(corner) ? r : 0 }
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        path.move(to: CGPoint(x: minX + cornerRadius(.layerMinXMinYCorner), y: minY))
        path.addArc(tangent1End: CGPoint(x: maxX, y: minY), tangent2End: CGPoint(x: maxX, y: maxY),
                    radius: cornerRadius(.layerMaxXMinYCorner))
        path.addArc(tangent1End: CGPoint(x: maxX, y: maxY), tangent2End: CGPoint(x: minX, y: maxY),
                    radius: cornerRadius(.layerMaxXMaxYCorner))
        path.addArc(tangent1End: CGPoint(x: minX, y: maxY), tangent2End: CGPoint(x: minX, y: minY),
                    radius: cornerRadius(.layerMinXMaxYCorner))
        path.addArc(tangent1End: CGPoint(x: minX, y: minY), tangent2End: CGPoint(x: maxX, y: minY),
                    radius: cornerRadius(.layerMinXMinYCorner))
        path.closeSubpath()
        return path
    }
}
