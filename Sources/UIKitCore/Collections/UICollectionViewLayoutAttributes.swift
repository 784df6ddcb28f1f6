import Foundation
import QuartzCore

/// Where a layout puts one element (a cell, a supplementary view or a decoration view) and how it shows: the
/// collection view applies exactly these to the element's view. `frame`, `center` and `size` are one geometry:
/// setting one updates the others (the transform is applied about the centre and does not change the frame).
@preconcurrency @MainActor open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            guard Self.isUsable(newValue) else {
                return UIKitLog.error("UICollectionViewLayoutAttributes: frame \(newValue) for \(indexPath) is not finite; ignored")
            }
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath: IndexPath
    public private(set) var representedElementCategory: UICollectionView.ElementCategory
    /// The supplementary or decoration kind; nil for cells.
    public private(set) var representedElementKind: String?

    /// Required so `copy(with:)` makes an instance of the receiver's own class.
    public required override init() {
        indexPath = IndexPath(item: 0, section: 0)
        representedElementCategory = .cell
        super.init()
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class (subclasses with their own properties override and copy them too, as in UIKit).
    open func copy(with zone: NSZone? = nil) -> Any {
        do {
            let copy = type(of: self).init()
            copy.center = center
            copy.size = size
            copy.transform3D = transform3D
            copy.alpha = alpha
            copy.zIndex = zIndex
            copy.isHidden = isHidden
            copy.indexPath = indexPath
            copy.representedElementCategory = representedElementCategory
            copy.representedElementKind = representedElementKind
            return copy
        }
    }

    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return MainActor.assumeIsolated { isEqualOnMain(other) }
    }

    private func isEqualOnMain(_ other: UICollectionViewLayoutAttributes) -> Bool {
        other.center == center && other.size == size && CATransform3DEqualToTransform(other.transform3D, transform3D)
            && other.alpha == alpha && other.zIndex == zIndex && other.isHidden == isHidden && other.indexPath == indexPath
            && other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { descriptionOnMain }
    }

    private var descriptionOnMain: String {
        "<\(type(of: self)) \(indexPath) \(representedElementKind ?? "cell") frame \(frame)>"
    }

    func setRepresentedElement(category: UICollectionView.ElementCategory, kind: String?) {
        representedElementCategory = category
        representedElementKind = kind
    }

    /// Which view this attribute positions: the key of an element on screen.
    var elementKey: ElementKey { ElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath) }

    static func isUsable(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
            && rect.width >= 0 && rect.height >= 0
    }
}

/// One element of a collection view: its category, kind (nil for cells) and index path.
struct ElementKey: Hashable {
    var category: UICollectionView.ElementCategory
    var kind: String?
    var indexPath: IndexPath
}
