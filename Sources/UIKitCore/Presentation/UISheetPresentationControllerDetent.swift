extension UISheetPresentationController {
    /// A height a sheet rests at when it is attached to the bottom of a compact window: `.medium()` (half the
    /// height available), `.large()` (all of it) or a custom resolver's value.
    @preconcurrency @MainActor open class Detent: NSObject {
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        open private(set) var identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(identifier: Identifier, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        open class func medium() -> Detent { Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() } }
        open class func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }

        /// A detent whose height the resolver gives (`nil`: the detent is left out for now).
        open class func custom(identifier: Identifier? = nil,
                               resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
            -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: "custom-\(UUID().uuidString)"), resolver: resolver)
        }

        /// The height in `context`, within 0...maximum; `nil` when the resolver gives none or no finite value.
        open func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context) else { return nil }
            guard value.isFinite else {
                UIKitLog.error("sheet detent \(identifier.rawValue) resolved to \(value); left out")
                return nil
            }
            return min(max(value, 0), context.maximumDetentValue)
        }
    }
}

/// What a detent's resolver is told: the container's traits and the tallest height a sheet may have.
@preconcurrency @MainActor public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    var containerTraitCollection: UITraitCollection { get }
    var maximumDetentValue: CGFloat { get }
}

@MainActor final class SheetDetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    init(traits: UITraitCollection, maximum: CGFloat) {
        containerTraitCollection = traits
        maximumDetentValue = maximum
    }
}
