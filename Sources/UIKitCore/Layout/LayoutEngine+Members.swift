internal import AutoLayout

/// Views and guides joining and leaving the engine, with the constraints the engine makes for them.
extension LayoutEngine {
    /// The item's variables, making them (and its superview chain's, up to the root) on first use.
    func variables(for item: AnyObject) -> LayoutItemVariables {
        if let view = item as? UIView { return variables(forView: view) }
        let guide = item as! UILayoutGuide
        if let variables = storedVariables(of: guide) { return variables }
        if let owner = guide.owningView { _ = variables(forView: owner) }
        let variables = LayoutItemVariables(guide: guide)
        store(variables, for: guide)
        addMember(variables)
        if let kind = guide.systemKind, let owner = guide.owningView { holdSystemGuide(guide, kind, to: owner, variables) }
        return variables
    }

    private func variables(forView view: UIView) -> LayoutItemVariables {
        if let variables = storedVariables(of: view) { return variables }
        // The chain from the view up to its first member ancestor, joined top down so that each pin can name its
        // superview's variables.
        var chain: [UIView] = []
        var current: UIView? = view
        while let candidate = current, storedVariables(of: candidate) == nil {
            chain.append(candidate)
            current = candidate === root ? nil : candidate.superview
        }
        for joining in chain.reversed() {
            let variables = LayoutItemVariables(view: joining)
            store(variables, for: joining)
            addMember(variables)
            makeSystemConstraints(for: joining, variables)
            // The view has joined Auto Layout: it hears `updateConstraints` at the next pass (AL-2).
            if scratchVariables == nil { joining.setNeedsUpdateConstraints() }
        }
        return storedVariables(of: view)!
    }

    private func storedVariables(of item: AnyObject) -> LayoutItemVariables? {
        if let scratchVariables { return scratchVariables.items[ObjectIdentifier(item)] }
        if let view = item as? UIView { return view.layoutStateStorage?.variables }
        return (item as? UILayoutGuide)?.layoutVariables
    }

    private func store(_ variables: LayoutItemVariables, for item: AnyObject) {
        if let scratchVariables {
            scratchVariables.items[ObjectIdentifier(item)] = variables
        } else if let view = item as? UIView {
            view.layoutState.variables = variables
        } else {
            (item as? UILayoutGuide)?.layoutVariables = variables
        }
    }

    private func addMember(_ variables: LayoutItemVariables) {
        variables.memberIndex = members.count
        members.append(variables)
    }

    /// Forgets a view (and its guides) leaving the tree: its system constraints go, and its variables with them once
    /// no constraint names them (the caller has taken the view's constraints out already).
    func removeMember(_ view: UIView) {
        guard let state = view.layoutStateStorage else { return }
        for guide in state.layoutGuides { removeMember(guide) }
        guard let variables = state.variables else { return }
        removeSystemConstraints(variables)
        dropMember(variables)
        state.variables = nil
    }

    func removeMember(_ guide: UILayoutGuide) {
        guard let variables = guide.layoutVariables else { return }
        removeSystemConstraints(variables)
        dropMember(variables)
        guide.layoutVariables = nil
    }

    private func dropMember(_ variables: LayoutItemVariables) {
        let index = variables.memberIndex
        guard index < members.count, members[index] === variables else { return }
        let last = members.removeLast()
        if index < members.count {
            members[index] = last
            last.memberIndex = index
        }
    }

    // MARK: System constraints

    /// Pins for a view that translates its frame, content-size constraints for one that does not.
    func makeSystemConstraints(for view: UIView, _ variables: LayoutItemVariables) {
        removeSystemConstraints(variables)
        if scratchVariables != nil, view === root {
            // The measured view: placed at the origin, its size left to its content and constraints.
            pin(view, variables)
            updateContentSizeConstraints(of: view, variables)
        } else if view.translatesAutoresizingMaskIntoConstraints || view === root {
            pin(view, variables)
        } else {
            variables.contentSize = nil
            updateContentSizeConstraints(of: view, variables)
        }
    }

    func removeSystemConstraints(_ variables: LayoutItemVariables) {
        for constraint in variables.systemConstraints { uninstall(constraint) }
        variables.systemConstraints = []
        variables.pinnedFrame = nil
        variables.contentSize = nil
        variables.contentPriorities = nil
    }

    /// Required constraints holding the view's frame: its origin relative to its superview's, its size. The root
    /// sits at the origin of its own coordinates, and keeps its size unless constraints are to decide it.
    private func pin(_ view: UIView, _ variables: LayoutItemVariables) {
        let frame = view.untransformedFrame
        var pins: [NSLayoutConstraint] = []
        if view === root {
            pins.append(AutoresizingMaskLayoutConstraint(first: view, .left, .equal, second: nil, .notAnAttribute,
                                                         multiplier: 1, constant: 0))
            pins.append(AutoresizingMaskLayoutConstraint(first: view, .top, .equal, second: nil, .notAnAttribute,
                                                         multiplier: 1, constant: 0))
        } else if let superview = view.superview {
            pins.append(AutoresizingMaskLayoutConstraint(first: view, .left, .equal, second: superview, .left,
                                                         multiplier: 1, constant: frame.minX))
            pins.append(AutoresizingMaskLayoutConstraint(first: view, .top, .equal, second: superview, .top,
                                                         multiplier: 1, constant: frame.minY))
        }
        if view.translatesAutoresizingMaskIntoConstraints, scratchVariables == nil || view !== root {
            pins.append(AutoresizingMaskLayoutConstraint(first: view, .width, .equal, second: nil, .notAnAttribute,
                                                         multiplier: 1, constant: frame.width))
            pins.append(AutoresizingMaskLayoutConstraint(first: view, .height, .equal, second: nil, .notAnAttribute,
                                                         multiplier: 1, constant: frame.height))
        }
        variables.systemConstraints = pins
        variables.pinnedFrame = frame
        for pin in pins { install(pin) }
    }

    /// Moves the pins of a translating view to its current frame, if code or autoresizing moved it; true if so.
    @discardableResult
    func syncPins(of view: UIView, _ variables: LayoutItemVariables) -> Bool {
        guard let pinned = variables.pinnedFrame else { return false }
        let frame = view.untransformedFrame
        guard frame != pinned else { return false }
        variables.pinnedFrame = frame
        for pin in variables.systemConstraints {
            let value: CGFloat = switch pin.firstAttribute {
            case .left: view === root ? 0 : frame.minX
            case .top: view === root ? 0 : frame.minY
            case .width: frame.width
            default: frame.height
            }
            pin.constant = value
        }
        return true
    }

    /// Makes the content-size constraints match the view's intrinsic size and priorities (UIKit's
    /// `NSContentSizeLayoutConstraint`s): per axis with an intrinsic metric, `size <= intrinsic` at the hugging
    /// priority and `size >= intrinsic` at the compression resistance priority.
    func updateContentSizeConstraints(of view: UIView, _ variables: LayoutItemVariables, size measured: CGSize? = nil) {
        let size = measured ?? view.intrinsicContentSize
        let priorities = view.layoutStateStorage?.contentPriorities ?? ContentPriorities()
        guard variables.contentSize != size || variables.contentPriorities != priorities else { return }
        let kept = variables.systemConstraints.filter { $0 is AutoresizingMaskLayoutConstraint }
        for constraint in variables.systemConstraints where !(constraint is AutoresizingMaskLayoutConstraint) {
            uninstall(constraint)
        }
        variables.systemConstraints = kept
        variables.contentSize = size
        variables.contentPriorities = priorities
        for (axis, value) in [(NSLayoutConstraint.Axis.horizontal, size.width), (.vertical, size.height)] {
            guard value != UIView.noIntrinsicMetric, value.isFinite, value >= 0 else { continue }
            let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
            let hugging = ContentSizeLayoutConstraint(first: view, attribute, .lessThanOrEqual, second: nil,
                                                      .notAnAttribute, multiplier: 1, constant: value)
            hugging.priority = priorities.hugging(axis)
            let compression = ContentSizeLayoutConstraint(first: view, attribute, .greaterThanOrEqual, second: nil,
                                                          .notAnAttribute, multiplier: 1, constant: value)
            compression.priority = priorities.compression(axis)
            variables.systemConstraints += [hugging, compression]
            install(hugging)
            install(compression)
        }
    }

    // MARK: Margins

    /// A margin attribute of a view: that edge of its `layoutMarginsGuide`. A guide has no margins: its own edge.
    func marginExpression(for attribute: NSLayoutConstraint.Attribute, of item: AnyObject) -> AutoLayout.Expression {
        let edge: NSLayoutConstraint.Attribute = switch attribute {
        case .leftMargin: .left
        case .rightMargin: .right
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .centerXWithinMargins: .centerX
        default: .centerY
        }
        guard let view = item as? UIView else { return expression(for: edge, of: item) }
        return expression(for: edge, of: view.layoutMarginsGuide)
    }

    // MARK: System guides

    /// The constraints that hold a view's own guide: the margins and safe-area guides are its bounds inset (the
    /// insets are kept current by `refreshGuideInsets()`); the readable content guide is a column of at most the
    /// readable width, centred in the margins guide.
    private func holdSystemGuide(_ guide: UILayoutGuide, _ kind: SystemGuideKind, to owner: UIView,
                                 _ variables: LayoutItemVariables) {
        func edge(_ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation = .equal,
                  to other: AnyObject, _ otherAttribute: NSLayoutConstraint.Attribute, _ name: String) -> NSLayoutConstraint {
            let made = NSLayoutConstraint(first: guide, attribute, relation, second: other, otherAttribute,
                                          multiplier: 1, constant: 0)
            made.identifier = name
            return made
        }
        var held: [NSLayoutConstraint]
        switch kind {
        case .margins, .safeArea:
            let prefix = kind == .margins ? "UIView-" : "UIViewSafeAreaLayoutGuide-"
            let suffix = kind == .margins ? "Margin-guide-constraint" : ""
            held = [edge(.left, to: owner, .left, prefix + "left" + suffix),
                    edge(.top, to: owner, .top, prefix + "top" + suffix),
                    edge(.right, to: owner, .right, prefix + "right" + suffix),
                    edge(.bottom, to: owner, .bottom, prefix + "bottom" + suffix)]
        case .readableContent:
            let margins = owner.layoutMarginsGuide
            let width = NSLayoutConstraint(first: guide, .width, .lessThanOrEqual, second: nil, .notAnAttribute,
                                           multiplier: 1, constant: SystemGuideKind.readableWidth)
            width.identifier = "UIView-readable-width"
            let fill = edge(.width, to: margins, .width, "UIView-readable-fill")
            fill.priority = UILayoutPriority(999)
            held = [edge(.left, .greaterThanOrEqual, to: margins, .left, "UIView-readable-left"),
                    edge(.right, .lessThanOrEqual, to: margins, .right, "UIView-readable-right"),
                    edge(.centerX, to: margins, .centerX, "UIView-readable-centerX"),
                    edge(.top, to: margins, .top, "UIView-readable-top"),
                    edge(.bottom, to: margins, .bottom, "UIView-readable-bottom"), width, fill]
        case .scrollContent:
            // Its size is what constraints make it; without any, a weakest pull keeps the `contentSize` code set.
            let (width, height) = (NSLayoutConstraint(first: guide, .width, .equal, second: nil, .notAnAttribute,
                                                      multiplier: 1, constant: 0),
                                   NSLayoutConstraint(first: guide, .height, .equal, second: nil, .notAnAttribute,
                                                      multiplier: 1, constant: 0))
            width.identifier = "UIScrollView-content-width"
            height.identifier = "UIScrollView-content-height"
            width.priority = .scrollContentSizeLevel
            height.priority = .scrollContentSizeLevel
            held = [edge(.left, to: owner, .left, "UIScrollView-content-left"),
                    edge(.top, to: owner, .top, "UIScrollView-content-top"), width, height]
        case .scrollFrame:
            held = [edge(.left, to: owner, .left, "UIScrollView-frame-left"),
                    edge(.top, to: owner, .top, "UIScrollView-frame-top"),
                    edge(.width, to: owner, .width, "UIScrollView-frame-width"),
                    edge(.height, to: owner, .height, "UIScrollView-frame-height")]
        }
        variables.systemConstraints = held
        setGuideInsets(held, kind, of: owner)
        for constraint in held { install(constraint) }
    }

    /// Brings the insets of the margins and safe-area guides up to date; true if any moved.
    func refreshGuideInsets() -> Bool {
        var moved = false
        for variables in members {
            guard let guide = variables.guide, let kind = guide.systemKind, let owner = guide.owningView else { continue }
            if setGuideInsets(variables.systemConstraints, kind, of: owner) { moved = true }
        }
        return moved
    }

    /// The constants of a system guide's constraints as its owner is now: the margins' and safe area's insets, a
    /// scroll view's content size (content guide) or bounds origin (frame guide).
    @discardableResult
    private func setGuideInsets(_ held: [NSLayoutConstraint], _ kind: SystemGuideKind, of owner: UIView) -> Bool {
        guard kind != .readableContent else { return false }
        let insets = kind == .margins ? owner.effectiveLayoutMargins : owner.safeAreaInsets
        let scrollView = owner as? UIScrollView
        var moved = false
        for constraint in held {
            let value: CGFloat = switch (kind, constraint.firstAttribute) {
            case (.scrollContent, .width): scrollView?.contentSize.width ?? 0
            case (.scrollContent, .height): scrollView?.contentSize.height ?? 0
            case (.scrollContent, _): 0
            case (.scrollFrame, .left): owner.bounds.minX
            case (.scrollFrame, .top): owner.bounds.minY
            case (.scrollFrame, _): 0
            case (_, .left): insets.left
            case (_, .top): insets.top
            case (_, .right): -insets.right
            default: -insets.bottom
            }
            if constraint.constant != value {
                constraint.constant = value
                moved = true
            }
        }
        return moved
    }
}

extension LayoutEngine {
    /// Ends the engine when its root joins another tree: every member forgets its variables, and the active
    /// constraints are returned for the new tree's engine.
    func dissolve() -> [NSLayoutConstraint] {
        var carried: [NSLayoutConstraint] = []
        for variables in members {
            if let view = variables.view, let state = view.layoutStateStorage {
                carried += state.installed
                state.variables = nil
            }
            variables.guide?.layoutVariables = nil
        }
        members = []
        for constraint in carried {
            constraint.engine = nil
            constraint.solverConstraint = nil
            constraint.isBroken = false
        }
        return carried
    }
}
