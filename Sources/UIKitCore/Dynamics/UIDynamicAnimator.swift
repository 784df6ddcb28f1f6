import Foundation
import QuartzCore

/// Moves items by physics: behaviours (gravity, collisions, pushes, snaps, attachments, fields) added to it act on
/// their items, frame by frame, driven by the display link of the reference view's screen. The world's coordinate
/// system is the reference view's (or, for `init(collectionViewLayout:)`, the layout's content); the animator
/// pauses when nothing moves and resumes when a behaviour changes. The caller keeps the animator alive.
@preconcurrency @MainActor open class UIDynamicAnimator: NSObject {
    private weak var referenceViewStorage: UIView?
    private(set) weak var layout: UICollectionViewLayout?
    let hasReference: Bool
    open private(set) var behaviors: [UIDynamicBehavior] = []
    open weak var delegate: (any UIDynamicAnimatorDelegate)?
    open internal(set) var isRunning = false

    let world = DynamicsWorld()
    var displayLink: CADisplayLink?
    /// The media time of the last frame, and the simulated time not yet stepped (less than one sub-step).
    var lastFrameTime: CFTimeInterval?
    var unsteppedTime: CFTimeInterval = 0
    var runningTime: TimeInterval = 0
    /// Views already reported as having left the reference view, so the log says it once per view.
    var detachedItems: Set<ObjectIdentifier> = []

    /// An animator whose world is `view`'s coordinate system; `view` is the superview of the items it moves.
    public init(referenceView view: UIView) {
        referenceViewStorage = view
        hasReference = true
        super.init()
    }

    /// An animator for items that are not views: no reference bounds, driven by the main screen.
    public override init() {
        hasReference = false
        super.init()
    }

    /// An animator for a collection view layout's attributes: its world is the layout's content, and the layout is
    /// invalidated after every frame so the collection view shows the new positions.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        hasReference = true
        super.init()
    }

    /// The view given to `init(referenceView:)`, or the collection view of `init(collectionViewLayout:)`.
    open var referenceView: UIView? { referenceViewStorage ?? layout?.collectionView }

    /// The rectangle `translatesReferenceBoundsIntoBoundary` turns into walls; nil without a reference.
    var referenceBounds: CGRect? {
        if let layout {
            return CGRect(origin: .zero, size: layout.collectionViewContentSize)
        }
        return referenceViewStorage?.bounds
    }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior.dynamicAnimator == nil, behavior.parent == nil else {
            if behavior.dynamicAnimator === self { return }
            return UIKitLog.error("UIDynamicAnimator: \(behavior) already belongs to an animator or behaviour; "
                                  + "addBehavior ignored")
        }
        behavior.move(to: self)
        behaviors.append(behavior)
        behaviorsDidChange()
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: index)
        behavior.move(to: nil)
        behaviorsDidChange()
    }

    open func removeAllBehaviors() {
        let removed = behaviors
        behaviors = []
        for behavior in removed { behavior.move(to: nil) }
        behaviorsDidChange()
    }

    /// The items whose frames (their rotated outlines' boxes) meet `rect`, in the reference coordinate system.
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            UIKitLog.error("UIDynamicAnimator: items(in:) with non-finite rect \(rect)")
            return []
        }
        synchronizeWorld()
        return world.orderedBodies.compactMap { body in
            let frames = body.worldShapes().map(\.extent)
            return frames.contains { $0.intersects(rect) } ? body.item : nil
        }
    }

    /// Re-reads `item`'s centre, transform and bounds after code changed them outside the animator.
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        guard let body = world.body(for: item) else { return }
        let center = item.center
        guard center.x.isFinite, center.y.isFinite else {
            return UIKitLog.error("UIDynamicAnimator: updateItem(usingCurrentState:) with non-finite center "
                                  + "\(center); the item keeps its simulated position")
        }
        body.readState()
        behaviorsDidChange()
    }

    /// Seconds the animator has been running; it does not grow while paused and is never reset.
    open func elapsedTime() -> TimeInterval { runningTime }

    // The attributes an animator made with `init(collectionViewLayout:)` is moving, for a custom layout to return
    // from its `layoutAttributesFor...` methods; nil for elements the animator does not animate.

    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        animatedAttributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    open func layoutAttributesForSupplementaryView(ofKind kind: String,
                                                     at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        animatedAttributes.first {
            $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind
                && $0.indexPath == indexPath
        }
    }

    open func layoutAttributesForDecorationView(ofKind decorationViewKind: String,
                                                  at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        animatedAttributes.first {
            $0.representedElementCategory == .decorationView && $0.representedElementKind == decorationViewKind
                && $0.indexPath == indexPath
        }
    }

    private var animatedAttributes: [UICollectionViewLayoutAttributes] {
        var seen: Set<ObjectIdentifier> = []
        return allBehaviors.flatMap(\.dynamicItems).compactMap { item in
            guard let attributes = item as? UICollectionViewLayoutAttributes,
                  seen.insert(ObjectIdentifier(attributes)).inserted else { return nil }
            return attributes
        }
    }

    /// Every behaviour in the animator, children included, parents first.
    var allBehaviors: [UIDynamicBehavior] { behaviors.flatMap(\.tree) }

    /// Rebuilds the world's bodies from the behaviours' items (views outside the reference view left out).
    func synchronizeWorld() {
        var items: [any UIDynamicItem] = []
        for behavior in allBehaviors {
            for item in behavior.dynamicItems where isInWorld(item) { items.append(item) }
        }
        world.synchronize(with: items)
    }

    /// Whether a view item is still inside the reference view (a view removed from it mid-run stops moving).
    private func isInWorld(_ item: any UIDynamicItem) -> Bool {
        guard let view = item as? UIView, let referenceView = referenceViewStorage else { return true }
        let id = ObjectIdentifier(view)
        if view.isDescendant(of: referenceView), view !== referenceView {
            detachedItems.remove(id)
            return true
        }
        if detachedItems.insert(id).inserted {
            UIKitLog.error("UIDynamicAnimator: \(view) is not a subview of the reference view; it is left out of "
                           + "the animation until it is")
        }
        return false
    }

    /// Whether the animator was made with a world (a view or a layout) that has since gone away.
    var referenceIsGone: Bool { hasReference && referenceViewStorage == nil && layout == nil }
}
