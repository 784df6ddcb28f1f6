import Foundation

/// The default answers shared by the protocol extension and `UIView` (whose subclasses override them).
enum UIDynamicItemDefaults {
    /// The item's rectangle about its centre.
    @MainActor static func boundingPath(of size: CGSize) -> UIBezierPath {
        UIBezierPath(rect: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height))
    }
}
