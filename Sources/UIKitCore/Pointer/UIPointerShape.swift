/// The shape the pointer takes over a region (iPadOS draws it; on a desktop the beams become the text cursors and
/// the other shapes leave the cursor as it is).
public enum UIPointerShape {
    case path(UIBezierPath)
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    case verticalBeam(length: CGFloat)
    case horizontalBeam(length: CGFloat)

    public static let defaultCornerRadius: CGFloat = 8
}
