import Foundation

extension UICollectionView {
    /// A cell class (or nib) and the handler that configures a dequeued cell for an item (iOS 14). Dequeue with
    /// `dequeueConfiguredReusableCell(using:for:item:)`; the registration names its own reuse identifier.
    @preconcurrency @MainActor public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let handler: Handler
        let source: ReusableViewSource
        let reuseIdentifier: String

        public init(handler: @escaping Handler) {
            self.handler = handler
            source = .viewClass(Cell.self)
            reuseIdentifier = Self.makeIdentifier()
        }

        public init(cellNib: UINib, handler: @escaping Handler) {
            self.handler = handler
            source = .nib(cellNib)
            reuseIdentifier = Self.makeIdentifier()
        }

        private static func makeIdentifier() -> String {
            RegistrationIdentifiers.next("CellRegistration<\(Cell.self)>")
        }
    }

    /// A supplementary view class (or nib) for one element kind and the handler that configures it.
    @preconcurrency @MainActor public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        public let elementKind: String
        let handler: Handler
        let source: ReusableViewSource
        let reuseIdentifier: String

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            source = .viewClass(Supplementary.self)
            reuseIdentifier = RegistrationIdentifiers.next("SupplementaryRegistration<\(Supplementary.self)>")
        }

        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            source = .nib(supplementaryNib)
            reuseIdentifier = RegistrationIdentifiers.next("SupplementaryRegistration<\(Supplementary.self)>")
        }
    }

    /// A cell of the registration's class for `indexPath`, configured by its handler with `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        let key = ReuseKey(kind: Self.elementKindCell, identifier: registration.reuseIdentifier)
        if registrations[key] == nil { registrations[key] = registration.source }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            UIKitLog.error("UICollectionView: the registration's nib made \(type(of: dequeued)), not \(Cell.self)")
            return Cell(collectionViewReuseIdentifier: registration.reuseIdentifier)
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let key = ReuseKey(kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if registrations[key] == nil { registrations[key] = registration.source }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind,
                                                        withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let view = dequeued as? Supplementary else {
            UIKitLog.error("UICollectionView: the registration's nib made \(type(of: dequeued)), not \(Supplementary.self)")
            return Supplementary(collectionViewReuseIdentifier: registration.reuseIdentifier)
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// Unique reuse identifiers for registrations: each registration value is its own reuse pool, as in UIKit.
@MainActor enum RegistrationIdentifiers {
    private static var counter = 0
    static func next(_ prefix: String) -> String {
        counter += 1
        return "\(prefix)#\(counter)"
    }
}
