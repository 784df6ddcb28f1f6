import Foundation

/// Several items that move as one rigid body: behaviours given the group treat its items' outlines as one
/// compound outline. A group's items must not also be given to behaviours on their own, and groups do not nest.
@preconcurrency @MainActor open class UIDynamicItemGroup: NSObject, UIDynamicItem {
    open private(set) var items: [any UIDynamicItem]

    public init(items: [any UIDynamicItem]) {
        self.items = items.filter { item in
            guard !(item is UIDynamicItemGroup) else {
                UIKitLog.error("UIDynamicItemGroup: groups cannot contain other groups; the nested group is ignored")
                return false
            }
            return true
        }
        super.init()
    }

    /// The centre of the items' frames together.
    open var center: CGPoint {
        get {
            let box = boundingBox
            return box.isNull ? .zero : CGPoint(x: box.midX, y: box.midY)
        }
        set {
            let old = center
            guard newValue.x.isFinite, newValue.y.isFinite else {
                return UIKitLog.error("UIDynamicItemGroup: center \(newValue) is not finite; ignored")
            }
            for item in items {
                item.center = CGPoint(x: item.center.x + newValue.x - old.x, y: item.center.y + newValue.y - old.y)
            }
        }
    }

    open var bounds: CGRect {
        let box = boundingBox
        return box.isNull ? .zero : CGRect(origin: .zero, size: box.size)
    }

    /// The group as a whole is never transformed; its body's rotation is written to each item.
    open var transform: CGAffineTransform {
        get { .identity }
        set {}
    }

    private var boundingBox: CGRect {
        items.reduce(CGRect.null) { box, item in
            let size = item.bounds.size
            return box.union(CGRect(x: item.center.x - size.width / 2, y: item.center.y - size.height / 2,
                                    width: size.width, height: size.height))
        }
    }
}
