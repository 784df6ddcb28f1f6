/// A text dump of a view tree in the spirit of UIKit's `recursiveDescription`: one line per view, subviews indented
/// under their superview with "   | " per level. Walks the tree with an explicit stack, so any depth works.
extension UIView {
    public func recursiveDescription() -> String {
        var lines: [String] = []
        var stack: [(view: UIView, depth: Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            lines.append(String(repeating: "   | ", count: depth) + view.mainActorDescription)
            for subview in view.subviews.reversed() { stack.append((subview, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }
}
