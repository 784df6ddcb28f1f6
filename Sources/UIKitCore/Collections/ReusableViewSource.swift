import Foundation

/// What a reuse identifier was registered with: a class to make, or a nib whose one top-level object is the view.
@MainActor enum ReusableViewSource {
    case viewClass(AnyClass)
    case nib(UINib)
    /// A storyboard's prototype cell: `make` loads its element anew for each view.
    case prototype(@MainActor () -> UICollectionReusableView?)

    /// A new view for `identifier`; nil (with UIKit's message) when the class is not a reusable view or the nib does
    /// not hold exactly one.
    func makeView(reuseIdentifier identifier: String, kind: String) -> UICollectionReusableView? {
        switch self {
        case .viewClass(let viewClass):
            guard let type = viewClass as? UICollectionReusableView.Type else {
                UIKitLog.error("UICollectionView: the class registered for \(identifier) (\(viewClass)) is not a "
                               + "UICollectionReusableView subclass")
                return nil
            }
            return type.init(collectionViewReuseIdentifier: identifier)
        case .nib(let nib):
            let objects = nib.instantiate(withOwner: nil)
            let views = objects.compactMap { $0 as? UICollectionReusableView }
            guard objects.count == 1, let view = views.first else {
                UIKitLog.error("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one "
                               + "top level object which must be a UICollectionReusableView instance")
                return nil
            }
            view.reuseIdentifier = identifier
            return view
        case .prototype(let make):
            guard let view = make() else { return nil }
            view.reuseIdentifier = identifier
            return view
        }
    }
}
