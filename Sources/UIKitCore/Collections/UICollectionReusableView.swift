import Foundation

/// A view a collection view places from layout attributes and keeps for reuse: cells, headers, footers and
/// other supplementary views, and decoration views.
@preconcurrency @MainActor open class UICollectionReusableView: UIView {
    /// The identifier it was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// How a collection view makes a registered class: Linux Swift has no Objective-C runtime to call a subclass's
    /// `init(frame:)` from its class object, and a required initializer is the only one a class object can call.
    /// As a convenience initializer it is inherited by every subclass that keeps or overrides `init(frame:)`, so
    /// subclasses never write it; it runs their `init(frame:)` with a zero frame, as UIKit does.
    public required convenience init(collectionViewReuseIdentifier identifier: String?) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    /// Called before the view is handed out again by a dequeue: reset what the last item left.
    open func prepareForReuse() {}

    /// Applies attributes beyond geometry, alpha and hidden state (which the collection view has applied already):
    /// layouts with attribute subclasses read their own properties here.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Self-sizing: the attributes the view would like, from Auto Layout or `sizeThatFits`. The default fits the
    /// content at the proposed size along the axis the layout estimates.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        let preferred = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        let fitted = systemLayoutSizeFitting(layoutAttributes.size)
        if fitted.width.isFinite, fitted.height.isFinite, fitted.width > 0, fitted.height > 0 {
            preferred.size = fitted
        }
        return preferred
    }

    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}
