/// The shape of the tree: the application's visible windows, then under each node the elements and containers it
/// holds. A plain view that is neither an element nor a container is flattened away (its children are lifted), as
/// iOS presents views to VoiceOver; hidden views, transparent views and `accessibilityElementsHidden` subtrees are
/// left out, and a view with `accessibilityViewIsModal` hides its siblings.
extension AccessibilityTree {
    package func children(of id: AccessibilityElementID) -> [AccessibilityElementID] {
        let cacheIsUsable = cacheIsUsable()
        if cacheIsUsable, let cached = childrenCache[id.rawValue] { return cached }
        let objects: [AnyObject]
        if id == .application {
            objects = UIApplication.shared.windows.filter { !$0.isHidden }
        } else if let object = object(for: id) {
            objects = exposedChildren(of: object)
        } else {
            return []
        }
        let children = objects.map { child in
            let childID = self.id(for: child)
            parents[childID.rawValue] = id
            return childID
        }
        if cacheIsUsable {
            childrenCache[id.rawValue] = children
            reportedChildren[id.rawValue] = children
        }
        return children
    }

    package func childCount(of id: AccessibilityElementID) -> Int { children(of: id).count }

    /// The container the element was last listed in, else its superview's nearest node.
    package func parent(of id: AccessibilityElementID) -> AccessibilityElementID? {
        if id == .application { return nil }
        guard let object = object(for: id) else { return nil }
        if object is UIWindow { return .application }
        if let parent = parents[id.rawValue], self.object(for: parent) != nil { return parent }
        if let element = object as? UIAccessibilityElement, let container = element.accessibilityContainer {
            return self.id(for: container)
        }
        var ancestor = (object as? UIView)?.superview
        while let view = ancestor {
            if view is UIWindow || isNode(view) { return self.id(for: view) }
            ancestor = view.superview
        }
        return nil
    }

    /// The node's position among its parent's children.
    package func indexInParent(of id: AccessibilityElementID) -> Int {
        guard let parent = parent(of: id) else { return -1 }
        return children(of: parent).firstIndex(of: id) ?? -1
    }

    /// The window an element is in.
    func window(of object: AnyObject) -> UIWindow? {
        if let view = object as? UIView { return view as? UIWindow ?? view.window }
        if let element = object as? UIAccessibilityElement { return element.containerView?.window }
        return nil
    }

    func exposedChildren(of object: AnyObject) -> [AnyObject] {
        guard let element = object as? AccessibilityDescribing else { return [] }
        if element.isAccessibilityElement, !(object is UIWindow) { return [] }
        let count = element.accessibilityElementCount()
        if count > 0 {
            return (0..<count).compactMap { element.accessibilityElement(at: $0) as AnyObject? }
                .filter { ($0 as? AccessibilityDescribing).map { !$0.accessibilityElementsHidden } ?? false }
        }
        if let parts = (object as? any StandardAccessibility)?.standardAccessibilityParts {
            return parts.map { $0 as AnyObject }
        }
        guard let view = object as? UIView else { return [] }
        let children = flattenedChildren(of: view)
        // A table's cells are reused in any subview order: its children go in reading order, top to bottom.
        if view is any AccessibilityRowTable {
            return children.enumerated().sorted { lhs, rhs in
                let (a, b) = (top(of: lhs.element), top(of: rhs.element))
                return a != b ? a < b : lhs.offset < rhs.offset
            }.map(\.element)
        }
        return children
    }

    private func top(of object: AnyObject) -> CGFloat {
        (object as? AccessibilityDescribing)?.accessibilityFrame.minY ?? 0
    }

    private func flattenedChildren(of view: UIView) -> [AnyObject] {
        var result: [AnyObject] = []
        var modal: [AnyObject]?
        for subview in view.subviews where isExposed(subview) {
            let found: [AnyObject] = isNode(subview) ? [subview] : flattenedChildren(of: subview)
            if subview.accessibilityViewIsModal { modal = found } else { result += found }
        }
        return modal ?? result
    }

    private func isExposed(_ view: UIView) -> Bool {
        !view.isHidden && view.alpha > 0.01 && !view.accessibilityElementsHidden
    }

    /// Whether a view stands in the tree itself, rather than being flattened into its parent.
    func isNode(_ view: UIView) -> Bool {
        if view.isAccessibilityElement || view.accessibilityViewIsModal || view.shouldGroupAccessibilityChildren { return true }
        if view.accessibilityContainerType != .none || view.accessibilityTraits.contains(.tabBar) { return true }
        if view.accessibilityElementCount() > 0 { return true }
        return (view as? any StandardAccessibility)?.standardAccessibilityRole != nil
    }
}
