/// The view tree. The order of callbacks is UIKit's: the moving view hears `willMove(toSuperview:)` and
/// `willMove(toWindow:)` (its whole subtree hears the window change), the change happens, then
/// `didMoveToWindow()` (subtree), `didMoveToSuperview()`, and finally the new superview's `didAddSubview(_:)`.
/// Removal tells the old superview `willRemoveSubview(_:)` first.
extension UIView {
    public var window: UIWindow? { windowStorage }

    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count - (view.superview === self ? 1 : 0))
    }

    public func insertSubview(_ view: UIView, at index: Int) {
        // Only a view with subviews can be an ancestor of the receiver; skipping the walk for leaves keeps building a
        // 10,000-deep chain linear.
        guard view !== self, view.subviews.isEmpty || !isDescendant(of: view) else {
            UIKitLog.error("refused to add \(view) to its own subtree (at \(self))")
            return
        }
        if view.superview === self, let current = subviews.firstIndex(of: view) {
            // A move within the same superview: reorder without the remove/add callbacks.
            subviews.remove(at: current)
            let target = min(max(index, 0), subviews.count)
            subviews.insert(view, at: target)
            placeLayer(ofSubviewAt: target)
            AccessibilityTree.shared.subviewsDidChange(of: self)
            return
        }
        let newWindow = self as? UIWindow ?? window
        view.willMove(toSuperview: self)
        if view.window !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        let carriedConstraints = view.constraintsWillMove()
        // Only once some view or controller overrides the style can a move change a view's style.
        let styleBefore = UIView.styleOverridesExist ? view.effectiveStyle : nil
        view.detachFromSuperview()
        let target = min(max(index, 0), subviews.count)
        subviews.insert(view, at: target)
        view.superview = self
        placeLayer(ofSubviewAt: target)
        view.constraintsDidMove(carriedConstraints)
        if let styleBefore { view.propagateStyle(from: styleBefore) }
        if view.window !== newWindow { view.propagateDidMove(toWindow: newWindow) }
        view.didMoveToSuperview()
        didAddSubview(view)
        AccessibilityTree.shared.subviewsDidChange(of: self)
        // Both lay out at the next pass: the superview has a new subview, the view a new context.
        setNeedsLayout()
        view.setNeedsLayout()
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard var index = subviews.firstIndex(of: sibling) else { return addSubview(view) }
        if let current = subviews.firstIndex(of: view), current < index { index -= 1 }
        insertSubview(view, at: index)
    }

    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard var index = subviews.firstIndex(of: sibling) else { return addSubview(view) }
        if let current = subviews.firstIndex(of: view), current < index { index -= 1 }
        insertSubview(view, at: index + 1)
        // Directly above the sibling's layer, as UIKit places it, even when other sublayers (not views') lie
        // between the sibling's layer and the next subview's.
        if view.superview === self { layer.insertSublayer(view.layer, above: sibling.layer) }
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count - 1)
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        placeLayer(ofSubviewAt: min(index1, index2))
        placeLayer(ofSubviewAt: max(index1, index2))
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if window != nil { propagateWillMove(toWindow: nil) }
        let hadWindow = window != nil
        let carriedConstraints = constraintsWillMove()
        detachFromSuperview()
        constraintsDidMove(carriedConstraints)
        if hadWindow { propagateDidMove(toWindow: nil) }
        didMoveToSuperview()
        parent.setNeedsLayout()
        AccessibilityTree.shared.subviewsDidChange(of: parent)
    }

    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// Depth-first, the receiver included, in subview order.
    public func viewWithTag(_ tag: Int) -> UIView? {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if view.tag == tag { return view }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
    }

    /// Subview layers sit among any extra sublayers the view's layer has: keep them in subview order by placing
    /// each just below the layer of the subview after it.
    private func placeLayer(ofSubviewAt index: Int) {
        if index + 1 < subviews.count {
            layer.insertSublayer(subviews[index].layer, below: subviews[index + 1].layer)
        } else {
            layer.addSublayer(subviews[index].layer)
        }
    }

    private func propagateWillMove(toWindow newWindow: UIWindow?) {
        forEachInSubtree { view in
            // A first responder leaving its window resigns (its editing ends), whatever its delegate says.
            if newWindow !== view.window, view.isFirstResponder, !view.resignFirstResponder() {
                UIResponder.currentFirstResponder = nil
            }
            view.willMove(toWindow: newWindow)
            view.viewControllerStorage?.viewWillMove(toWindow: newWindow)
        }
    }

    private func propagateDidMove(toWindow newWindow: UIWindow?) {
        forEachInSubtree { view in
            view.windowStorage = newWindow
            if newWindow == nil {
                for recognizer in view.attachedGestureRecognizers {
                    GestureArena.shared.viewLeftWindow(recognizer)
                    PointerDispatcher.shared.viewLeftWindow(recognizer)
                }
            } else {
                // A view is told to draw when it first appears; classes that do not draw are skipped cheaply.
                view.layer.setNeedsDisplay()
                if let scale = newWindow?.screen.nativeScale, scale != view.layer.contentsScale { view.layer.contentsScale = scale }
                view.applyAppearance()
            }
            view.didMoveToWindow()
            view.viewControllerStorage?.viewDidMove(toWindow: newWindow)
        }
    }

    /// Visits the receiver and its subviews, parents first, in subview order, with an explicit stack (trees may be
    /// 10,000 deep). Subviews are read when their parent is visited.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            body(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
    }
}
