/// Where `contentsGravity` puts contents of a given size inside a layer's bounds.
///
/// On iOS the names "top" and "bottom" are inverted for historical reasons (they were defined for a y-up space):
/// `.top` puts the contents at the bottom edge of an unflipped layer. That is reproduced here.
public enum ContentsPlacement {
    public static func rect(for size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        switch gravity {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return .zero }
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            let name = gravity.rawValue.lowercased()
            let x: CGFloat = name.contains("left") ? bounds.minX
                : name.contains("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2
            // Inverted: "bottom" is the top edge (minimum y), "top" the bottom edge.
            let y: CGFloat = name.hasPrefix("bottom") ? bounds.minY
                : name.hasPrefix("top") ? bounds.maxY - size.height : bounds.midY - size.height / 2
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
