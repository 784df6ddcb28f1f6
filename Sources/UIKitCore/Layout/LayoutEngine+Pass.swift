internal import AutoLayout

/// The engine's part of the layout pass: bring system constraints up to date, solve, set frames.
extension LayoutEngine {
    /// Runs `updateConstraints` where asked, then solves and sets the frames of the views positioned by
    /// constraints. Frames are set through `bounds` and `center` (AL-38), so a change made inside an animation
    /// block animates, and a view's transform survives layout.
    func layoutPass() {
        root.updateConstraintsIfNeeded()
        refreshContentSizes()
        // Setting a frame autoresizes translating subviews, whose pins then move: a few rounds settle it.
        for _ in 0..<8 {
            var moved = false
            for variables in members {
                guard let view = variables.view, variables.pinnedFrame != nil else { continue }
                if syncPins(of: view, variables) { moved = true }
            }
            if refreshGuideInsets() { moved = true }
            guard moved || needsSolve else { return }
            needsSolve = false
            solver.updateVariables()
            reportRefusals()
            applyFrames()
            if rewrapLabels() { needsSolve = true }
        }
    }

    /// A label of several lines without a `preferredMaxLayoutWidth` wraps at the width layout gave it: its content
    /// height is measured again at that width, for another round.
    private func rewrapLabels() -> Bool {
        var changed = false
        for variables in members {
            guard let label = variables.view as? UILabel, variables.pinnedFrame == nil, label.numberOfLines != 1,
                label.preferredMaxLayoutWidth == 0, let content = variables.contentSize,
                content.height != UIView.noIntrinsicMetric, label.bounds.width > 0
            else { continue }
            let height = label.sizeThatFits(CGSize(width: label.bounds.width, height: .greatestFiniteMagnitude)).height
            guard height != content.height else { continue }
            updateContentSizeConstraints(of: label, variables, size: CGSize(width: content.width, height: height))
            changed = true
        }
        return changed
    }

    /// Whether a pass has work to do: a changed constraint, or (`checkingFrames`) a view whose pins no longer
    /// match its frame.
    func hasPendingChanges(checkingFrames: Bool) -> Bool {
        if needsSolve || !invalidContentSizes.isEmpty { return true }
        guard checkingFrames else { return false }
        for variables in members {
            guard let view = variables.view, let pinned = variables.pinnedFrame else { continue }
            if view.untransformedFrame != pinned { return true }
        }
        return false
    }

    func refreshContentSizes() {
        guard !invalidContentSizes.isEmpty else { return }
        let views = invalidContentSizes
        invalidContentSizes = []
        for view in views {
            guard let variables = view.layoutStateStorage?.variables, variables.pinnedFrame == nil, view !== root
            else { continue }
            updateContentSizeConstraints(of: view, variables)
        }
    }

    private func applyFrames() {
        for variables in members {
            if let guide = variables.guide {
                if guide.systemKind == .scrollContent { applyContentSize(variables, of: guide) }
            } else {
                applyFrame(variables)
            }
        }
    }

    /// A scroll view's content guide, sized by constraints, is its `contentSize`.
    private func applyContentSize(_ variables: LayoutItemVariables, of guide: UILayoutGuide) {
        guard let scrollView = guide.owningView as? UIScrollView else { return }
        let size = CGSize(width: max(variables.width.value, 0), height: max(variables.height.value, 0))
        guard size.width.isFinite, size.height.isFinite, scrollView.contentSize != size else { return }
        scrollView.contentSize = size
    }

    /// Puts the subviews of `view` that constraints position back where the solution says (AL-13): the base
    /// `layoutSubviews` does it, as in UIKit.
    func applyFrames(toSubviewsOf view: UIView) {
        for subview in view.subviews {
            if let variables = subview.layoutStateStorage?.variables { applyFrame(variables) }
        }
    }

    private func applyFrame(_ variables: LayoutItemVariables) {
        guard let view = variables.view, variables.pinnedFrame == nil, view !== root,
            let superview = view.superview, let parent = superview.layoutStateStorage?.variables
        else { return }
        // Edges land on the screen's pixel grid, as UIKit rounds them: rounding edges rather than origins and sizes
        // keeps views that touch in the solution touching on screen.
        let scale = pixelScale
        let minX = pixelAligned(variables.minX.value, scale), minY = pixelAligned(variables.minY.value, scale)
        let maxX = pixelAligned(variables.minX.value + max(variables.width.value, 0), scale)
        let maxY = pixelAligned(variables.minY.value + max(variables.height.value, 0), scale)
        let size = CGSize(width: maxX - minX, height: maxY - minY)
        let origin = CGPoint(x: minX - pixelAligned(parent.minX.value, scale), y: minY - pixelAligned(parent.minY.value, scale))
        let anchor = view.layer.anchorPoint
        let center = CGPoint(x: origin.x + anchor.x * size.width, y: origin.y + anchor.y * size.height)
        guard size.width.isFinite, size.height.isFinite, center.x.isFinite, center.y.isFinite else { return }
        if view.bounds.size != size { view.bounds.size = size }
        if view.center != center { view.center = center }
    }

    /// Pixels per point where the tree is shown: its screen's scale (the main screen's before it is in a window).
    private var pixelScale: Double {
        let scale = root.window?.screen.nativeScale ?? UIScreen.main.nativeScale
        return scale.isFinite && scale > 0 ? Double(scale) : 1
    }

    private func pixelAligned(_ value: Double, _ scale: Double) -> CGFloat {
        CGFloat((value * scale).rounded() / scale)
    }
}
