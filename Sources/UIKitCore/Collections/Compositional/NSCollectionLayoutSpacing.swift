import Foundation

/// (Final here, where UIKit's is open: its class methods return `Self`.)
/// Space between items: a fixed length, or a flexible one (at least `spacing`, sharing out what is left).
@preconcurrency @MainActor public final class NSCollectionLayoutSpacing: NSObject {
    public let spacing: CGFloat
    public private(set) var isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing.isFinite && spacing >= 0 ? spacing : 0
        isFlexibleSpacing = flexible
        super.init()
    }

    public class func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(spacing: flexibleSpacing, flexible: true) }
    public class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, flexible: false) }
}
