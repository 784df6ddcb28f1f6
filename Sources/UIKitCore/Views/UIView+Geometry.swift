/// Frame, bounds, center and transform, stored in the layer, and conversion between views' coordinate spaces.
extension UIView {
    /// The view's rectangle in its superview's coordinates. Undefined (and left alone) under a non-identity
    /// transform, as UIKit documents; non-finite values are refused.
    public var frame: CGRect {
        get { layer.frame }
        set {
            guard newValue.isValidGeometry else {
                UIKitLog.error("ignored a non-finite frame \(newValue) for \(self)")
                return
            }
            let oldSize = bounds.size
            layer.frame = newValue
            boundsSizeDidChange(from: oldSize)
        }
    }

    public var bounds: CGRect {
        get { layer.bounds }
        set {
            guard newValue.isValidGeometry else {
                UIKitLog.error("ignored non-finite bounds \(newValue) for \(self)")
                return
            }
            let oldSize = bounds.size
            layer.bounds = newValue
            boundsSizeDidChange(from: oldSize)
        }
    }

    public var center: CGPoint {
        get { layer.position }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                UIKitLog.error("ignored a non-finite center \(newValue) for \(self)")
                return
            }
            layer.position = newValue
        }
    }

    /// Applied about the center (the layer's anchor point).
    public var transform: CGAffineTransform {
        get { layer.transform.affine }
        set {
            guard [newValue.a, newValue.b, newValue.c, newValue.d, newValue.tx, newValue.ty].allSatisfy(\.isFinite) else {
                UIKitLog.error("ignored a non-finite transform for \(self)")
                return
            }
            layer.transform = CATransform3DMakeAffineTransform(newValue)
        }
    }

    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// A bounds size change resizes the subviews by their autoresizing masks, then asks for layout. The change
    /// spreads down the tree through a worklist rather than recursion, so a 10,000-deep tree of autoresizing views
    /// resizes without exhausting the stack; each view's result depends only on its superview's change, so the
    /// order does not matter. (Autoresizing sets the layer's geometry directly; the worklist, not the setters,
    /// carries the change on.)
    func boundsSizeDidChange(from oldSize: CGSize) {
        guard bounds.size != oldSize else { return }
        setNeedsLayout()
        if contentMode == .redraw { setNeedsDisplay() }
        var pending: [(view: UIView, oldSize: CGSize)] = [(self, oldSize)]
        while let (view, old) = pending.popLast() {
            guard view.autoresizesSubviews else { continue }
            let newSize = view.layer.bounds.size
            for subview in view.subviews {
                let before = subview.layer.bounds.size
                subview.autoresize(superviewSizeChangedFrom: old, to: newSize)
                guard subview.layer.bounds.size != before else { continue }
                // The layer asked for layout when its size changed; the rest of a size change is done here, and
                // only views with subviews need to go on the list.
                if subview.contentMode == .redraw { subview.setNeedsDisplay() }
                if !subview.subviews.isEmpty { pending.append((subview, before)) }
            }
        }
    }

    // MARK: Conversion

    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        if let view, let (mine, theirs) = windows(toward: view) {
            let onScreen = mine.screenPoint(fromWindowPoint: convert(point, to: mine))
            return view.convert(theirs.windowPoint(fromScreenPoint: onScreen), from: theirs)
        }
        return layer.convert(point, to: (view ?? window)?.layer ?? rootView.layer)
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        if let view, windows(toward: view) != nil { return view.convert(point, to: self) }
        return layer.convert(point, from: (view ?? window)?.layer ?? rootView.layer)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        if let view, windows(toward: view) != nil {
            // The smallest rectangle that holds the converted corners, as within one window (V-CONV-4).
            let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                           CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
                .map { convert($0, to: view) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        return layer.convert(rect, to: (view ?? window)?.layer ?? rootView.layer)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        if let view, windows(toward: view) != nil { return view.convert(rect, to: self) }
        return layer.convert(rect, from: (view ?? window)?.layer ?? rootView.layer)
    }

    /// The receiver's window and `view`'s, when they are two different windows: UIKit converts between windows
    /// through screen coordinates, in which each window's frame is its place (V-CONV-3).
    private func windows(toward view: UIView) -> (mine: UIWindow, theirs: UIWindow)? {
        guard let mine = rootView as? UIWindow, let theirs = view.rootView as? UIWindow, mine !== theirs else { return nil }
        return (mine, theirs)
    }

    var rootView: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }
}
