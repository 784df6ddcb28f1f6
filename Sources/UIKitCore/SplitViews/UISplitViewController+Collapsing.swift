import Foundation

/// Collapsing into one stack when the split view's width becomes compact, and expanding back (POP-16, POP-18 and
/// the iOS 14 column-style delegate methods).
extension UISplitViewController {
    /// Collapses or expands to match the horizontal size class.
    func updateCollapsedState() {
        guard isViewLoaded else { return }
        let compact = traitCollection.horizontalSizeClass == .compact
        guard compact != collapsedStorage else { return }
        if compact { collapse() } else { expand() }
        updateDisplayModeButton()
        NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self)
    }

    private func collapse() {
        collapsedStorage = true
        collapsedTopController = chooseCollapsedTop(collapsing: true)
        delegate?.splitViewControllerDidCollapse(self)
        viewIfLoaded?.setNeedsLayout()
    }

    /// What the collapsed split view shows. While `collapsing`, the primary is offered the other columns'
    /// controllers: the supplementary, then the secondary, unless the delegate keeps the primary (or, classic style,
    /// discards the secondary).
    func chooseCollapsedTop(collapsing: Bool) -> UIViewController? {
        if style != .unspecified, let compact = columnControllers[.compact] { return compact }
        let primary = (collapsing ? delegate?.primaryViewController(forCollapsing: self) : nil) ?? columnControllers[.primary]
        guard let primary else { return columnControllers[.secondary] }
        if style == .unspecified {
            if collapsing, let secondary = columnControllers[.secondary],
               !(delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false) {
                primary.collapseSecondaryViewController(secondary, for: self)
            }
            return primary
        }
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        guard top != .primary else { return primary }
        let stacked: [Column] = top == .supplementary ? [.supplementary] : [.supplementary, .secondary]
        var shown = primary
        for column in stacked {
            guard let controller = columnControllers[column] else { continue }
            if collapsing { primary.collapseSecondaryViewController(controller, for: self) }
            // A primary that took the controller in (a navigation controller pushed it) shows it; a plain primary
            // leaves it with the split view, which shows it in place of the primary, as the top column.
            if controller.parentStorage === self { shown = controller }
        }
        return shown
    }

    private func expand() {
        collapsedStorage = false
        let primary = delegate?.primaryViewController(forExpanding: self) ?? columnControllers[.primary]
        if let primary {
            let columns: [Column] = style == .tripleColumn ? [.secondary, .supplementary] : [.secondary]
            for column in columns {
                let separated = style == .unspecified
                    ? (delegate?.splitViewController(self, separateSecondaryFrom: primary) ?? primary.separateSecondaryViewController(for: self))
                    : primary.separateSecondaryViewController(for: self)
                guard let separated else { break }
                columnControllers[column] = separated
                adopt(separated)
            }
        }
        collapsedTopController = nil
        if style != .unspecified, let delegate {
            let proposed = resolvedDisplayMode(forWidth: viewIfLoaded?.bounds.width ?? 0)
            let mode = delegate.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
            if mode != proposed, mode != .automatic { chosenDisplayMode = mode }
        }
        delegate?.splitViewControllerDidExpand(self)
        viewIfLoaded?.setNeedsLayout()
    }
}
