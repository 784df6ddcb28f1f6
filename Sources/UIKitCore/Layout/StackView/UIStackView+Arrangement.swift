/// The constraints of an arrangement, named as UIKit names them in logs ("UISV-...").
extension UIStackView {
    func rebuildArrangement() {
        needsArrangement = false
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for guide in spacingGuides { removeLayoutGuide(guide) }
        arrangementConstraints = []
        spacingGuides = []
        let shown = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        guard !shown.isEmpty else { return }
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let main = StackAxisAttributes(axis)
        var made: [NSLayoutConstraint] = []
        func relate(_ first: AnyObject, _ attr1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                    _ second: AnyObject?, _ attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
                    constant: CGFloat = 0, priority: UILayoutPriority = .required, _ name: String) {
            let constraint = NSLayoutConstraint(first: first, attr1, relation, second: second, attr2,
                                                multiplier: multiplier, constant: constant)
            constraint.priority = priority
            constraint.identifier = name
            made.append(constraint)
        }

        // Along the axis: the ends to the canvas, neighbours at their spacing.
        relate(shown[0], main.leading, .equal, canvas, main.leading, "UISV-canvas-connection")
        relate(shown[shown.count - 1], main.trailing, .equal, canvas, main.trailing, "UISV-canvas-connection")
        // Baseline-relative spacing joins a view's last baseline to the next one's first (vertical stacks only).
        let baselines = axis == .vertical && isBaselineRelativeArrangement
        let (before, after) = baselines ? (NSLayoutConstraint.Attribute.lastBaseline, NSLayoutConstraint.Attribute.firstBaseline)
            : (main.trailing, main.leading)
        for (a, b) in zip(shown, shown.dropFirst()) {
            let gap = spacing(after: a)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                relate(b, after, .equal, a, before, constant: gap, "UISV-spacing")
            case .equalSpacing, .equalCentering:
                relate(b, after, .greaterThanOrEqual, a, before, constant: gap, "UISV-spacing")
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing"
                addLayoutGuide(guide)
                spacingGuides.append(guide)
                let ends = distribution == .equalSpacing ? (main.trailing, main.leading) : (main.center, main.center)
                relate(guide, main.leading, .equal, a, ends.0, "UISV-distributing-edge")
                relate(guide, main.trailing, .equal, b, ends.1, "UISV-distributing-edge")
                relate(guide, main.crossLeading, .equal, canvas, main.crossLeading, "UISV-distributing-cross")
                relate(guide, main.crossSize, .equal, nil, .notAnAttribute, "UISV-distributing-cross")
                if let first = spacingGuides.first, first !== guide {
                    relate(guide, main.size, .equal, first, main.size, "UISV-fill-equally")
                }
            }
        }
        switch distribution {
        case .fillEqually:
            for view in shown.dropFirst() { relate(view, main.size, .equal, shown[0], main.size, "UISV-fill-equally") }
        case .fillProportionally:
            let lengths = shown.map { axis == .horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            if let base = lengths.first, base > 0 {
                for (view, length) in zip(shown, lengths).dropFirst() where length > 0 {
                    relate(view, main.size, .equal, shown[0], main.size, multiplier: length / base,
                           priority: UILayoutPriority(999), "UISV-fill-proportionally")
                }
            }
        default:
            break
        }

        // Across the axis, by alignment.
        for view in shown {
            switch alignment {
            case .fill:
                relate(view, main.crossLeading, .equal, canvas, main.crossLeading, "UISV-alignment")
                relate(view, main.crossTrailing, .equal, canvas, main.crossTrailing, "UISV-alignment")
            case .leading:
                relate(view, main.crossLeading, .equal, canvas, main.crossLeading, "UISV-alignment")
                relate(view, main.crossTrailing, .lessThanOrEqual, canvas, main.crossTrailing, "UISV-spanning-boundary")
            case .trailing:
                relate(view, main.crossTrailing, .equal, canvas, main.crossTrailing, "UISV-alignment")
                relate(view, main.crossLeading, .greaterThanOrEqual, canvas, main.crossLeading, "UISV-spanning-boundary")
            case .center:
                relate(view, main.crossCenter, .equal, canvas, main.crossCenter, "UISV-alignment")
                relate(view, main.crossLeading, .greaterThanOrEqual, canvas, main.crossLeading, "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                guard axis == .horizontal else {
                    relate(view, main.crossLeading, .equal, canvas, main.crossLeading, "UISV-alignment")
                    relate(view, main.crossTrailing, .equal, canvas, main.crossTrailing, "UISV-alignment")
                    continue
                }
                let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== shown[0] { relate(view, baseline, .equal, shown[0], baseline, "UISV-alignment") }
                relate(view, main.crossLeading, .greaterThanOrEqual, canvas, main.crossLeading, "UISV-spanning-boundary")
                relate(view, main.crossTrailing, .lessThanOrEqual, canvas, main.crossTrailing, "UISV-spanning-boundary")
            }
        }
        if alignment != .fill {
            // The stack hugs its tallest view across the axis unless something else sizes it.
            relate(canvas, main.crossSize, .equal, nil, .notAnAttribute, priority: UILayoutPriority(25), "UISV-canvas-fit")
        }
        arrangementConstraints = made
        NSLayoutConstraint.activate(made)
    }

    /// The gap after `view`: its custom spacing, else the stack's; the system spacing when asked for.
    private func spacing(after view: UIView) -> CGFloat {
        let gap = customSpacings[ObjectIdentifier(view)] ?? spacing
        return gap == Self.spacingUseSystem ? UIView.systemSpacing : gap
    }

    /// An arranged subview was hidden or shown: it leaves or rejoins the arrangement.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementDidChange()
    }
}
