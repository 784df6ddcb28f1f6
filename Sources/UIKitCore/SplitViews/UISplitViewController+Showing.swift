/// Showing and hiding columns (`show(_:)`, `hide(_:)`, the display mode button) and showing controllers in the
/// split view (`show(_:sender:)`, `showDetailViewController(_:sender:)`, POP-23).
extension UISplitViewController {
    /// Shows `column` beside (tile), over (overlay) or displacing the secondary, as the split behaviour says.
    /// Collapsed, the column's controller becomes the one shown.
    func showColumn(_ column: Column) {
        if collapsedStorage {
            if let controller = columnControllers[column], controller.parentStorage === self {
                collapsedTopController = controller
                viewIfLoaded?.setNeedsLayout()
            }
            return
        }
        let current = displayMode
        let behavior = splitBehavior
        let target: DisplayMode
        switch column {
        case .primary:
            if style == .tripleColumn {
                target = behavior == .overlay ? .twoOverSecondary : behavior == .displace ? .twoDisplaceSecondary : .twoBesideSecondary
            } else {
                target = behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
            }
        case .supplementary:
            guard style == .tripleColumn, current == .secondaryOnly else { return }
            target = behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        case .secondary, .compact:
            return
        }
        changeDisplayMode(to: target)
    }

    /// Hides `column` (the secondary cannot be hidden).
    func hideColumn(_ column: Column) {
        guard !collapsedStorage else { return }
        switch column {
        case .primary:
            if style == .tripleColumn {
                guard visibleColumns(for: displayMode).contains(.primary) else { return }
                changeDisplayMode(to: splitBehavior == .overlay ? .secondaryOnly : .oneBesideSecondary)
            } else {
                changeDisplayMode(to: .secondaryOnly)
            }
        case .supplementary:
            guard style == .tripleColumn else { return }
            changeDisplayMode(to: .secondaryOnly)
        case .secondary, .compact:
            return
        }
    }

    /// Moves to `mode`: the delegate hears `willChangeTo` and which columns will show and hide, then the columns
    /// are laid out.
    func changeDisplayMode(to mode: DisplayMode) {
        let current = displayMode
        guard mode != current else { return }
        announce(from: current, to: mode)
        chosenDisplayMode = mode
        shownDisplayMode = mode
        updateDisplayModeButton()
        if isViewLoaded { layoutColumns() }
    }

    private func announce(from current: DisplayMode, to mode: DisplayMode) {
        delegate?.splitViewController(self, willChangeTo: mode)
        let before = visibleColumns(for: current), after = visibleColumns(for: mode)
        for column in after where !before.contains(column) { delegate?.splitViewController(self, willShow: column) }
        for column in before where !after.contains(column) { delegate?.splitViewController(self, willHide: column) }
    }

    /// The layout found `mode` (a width change can change the automatic mode): the delegate hears of a change it
    /// did not ask for.
    func noteDisplayMode(_ mode: DisplayMode) {
        if let shown = shownDisplayMode, shown != mode { announce(from: shown, to: mode) }
        shownDisplayMode = mode
    }

    func displayModeMayHaveChanged() {
        guard isViewLoaded else { return }
        let mode = displayMode
        if let shown = shownDisplayMode, shown != mode { announce(from: shown, to: mode) }
        shownDisplayMode = mode
        updateDisplayModeButton()
        layoutColumns()
    }

    func performDisplayModeButtonAction() {
        let target = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        if target != .automatic { return changeDisplayMode(to: target) }
        if visibleColumns(for: displayMode).contains(.primary) { hide(.primary) } else { show(.primary) }
    }

    func updateDisplayModeButton() {
        guard let item = displayModeButtonStorage else { return }
        switch displayModeButtonVisibility {
        case .always: item.isHidden = false
        case .never: item.isHidden = true
        case .automatic: item.isHidden = collapsedStorage || columnControllers[.primary] == nil
        }
    }

    func reflectColumnsAfterShowing() {
        updateDisplayModeButton()
        if isViewLoaded { layoutColumns() }
    }
}
