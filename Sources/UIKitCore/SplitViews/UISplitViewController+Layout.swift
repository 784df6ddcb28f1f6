/// The expanded layout: which columns a display mode shows, their widths and frames, the divider and the sidebar
/// backdrop.
extension UISplitViewController {
    static let defaultColumnWidth: CGFloat = 320
    static let automaticMinimumColumnWidth: CGFloat = 180
    static let allThreeColumnsWidth: CGFloat = 1_100

    private static func isSpecified(_ value: CGFloat) -> Bool {
        value != automaticDimension && value.isFinite && value >= 0
    }

    /// The display mode for a view `width` wide: the one chosen with `show(_:)`/`hide(_:)`, else the preferred,
    /// else what the behaviour and width suggest; modes a double-column split cannot show become their
    /// one-column counterparts.
    func resolvedDisplayMode(forWidth width: CGFloat) -> DisplayMode {
        var mode = chosenDisplayMode ?? preferredDisplayMode
        if mode == .automatic {
            switch splitBehavior {
            case .overlay: mode = .secondaryOnly
            case .displace where style == .tripleColumn: mode = .twoDisplaceSecondary
            default: mode = style == .tripleColumn && width >= Self.allThreeColumnsWidth ? .twoBesideSecondary : .oneBesideSecondary
            }
        }
        if style != .tripleColumn {
            switch mode {
            case .twoBesideSecondary, .twoDisplaceSecondary: mode = .oneBesideSecondary
            case .twoOverSecondary: mode = .oneOverSecondary
            default: break
            }
        }
        return mode
    }

    /// The columns `mode` shows, leading to trailing, the secondary last.
    func visibleColumns(for mode: DisplayMode) -> [Column] {
        let columns: [Column]
        switch mode {
        case .automatic, .secondaryOnly: columns = [.secondary]
        case .oneBesideSecondary, .oneOverSecondary:
            columns = style == .tripleColumn ? [.supplementary, .secondary] : [.primary, .secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            columns = [.primary, .supplementary, .secondary]
        }
        return columns.filter { columnControllers[$0] != nil }
    }

    func primaryWidth(in width: CGFloat) -> CGFloat {
        let (minimum, maximum) = primaryWidthLimits(in: width)
        var preferred = Self.defaultColumnWidth
        if let dragged = draggedPrimaryWidth { preferred = dragged }
        else if Self.isSpecified(preferredPrimaryColumnWidth) { preferred = preferredPrimaryColumnWidth }
        else if Self.isSpecified(preferredPrimaryColumnWidthFraction) { preferred = min(preferredPrimaryColumnWidthFraction, 1) * width }
        return min(max(preferred, minimum), maximum).rounded()
    }

    /// The range the primary column's width stays in (and the divider drags within).
    func primaryWidthLimits(in width: CGFloat) -> (CGFloat, CGFloat) {
        let minimum = Self.isSpecified(minimumPrimaryColumnWidth) ? minimumPrimaryColumnWidth : Self.automaticMinimumColumnWidth
        let maximum = Self.isSpecified(maximumPrimaryColumnWidth) ? maximumPrimaryColumnWidth : max(Self.defaultColumnWidth, 0.4 * width)
        return (minimum, max(minimum, maximum))
    }

    func supplementaryWidth(in width: CGFloat) -> CGFloat {
        let minimum = Self.isSpecified(minimumSupplementaryColumnWidth) ? minimumSupplementaryColumnWidth : Self.automaticMinimumColumnWidth
        let maximum = max(minimum, Self.isSpecified(maximumSupplementaryColumnWidth) ? maximumSupplementaryColumnWidth
                                                                                    : max(Self.defaultColumnWidth, 0.4 * width))
        var preferred = Self.defaultColumnWidth
        if Self.isSpecified(preferredSupplementaryColumnWidth) { preferred = preferredSupplementaryColumnWidth }
        else if Self.isSpecified(preferredSupplementaryColumnWidthFraction) { preferred = min(preferredSupplementaryColumnWidthFraction, 1) * width }
        return min(max(preferred, minimum), maximum).rounded()
    }

    /// The frame of each shown column in a view of `size` (leading edge first; mirrored for a trailing primary).
    func columnFrames(in size: CGSize, mode: DisplayMode) -> [(Column, CGRect)] {
        let columns = visibleColumns(for: mode)
        let full = CGRect(origin: .zero, size: size)
        var frames: [(Column, CGRect)] = []
        var x: CGFloat = 0
        let overlays = mode == .oneOverSecondary || mode == .twoOverSecondary
        for column in columns where column != .secondary {
            let width = column == .primary ? primaryWidth(in: size.width) : supplementaryWidth(in: size.width)
            frames.append((column, CGRect(x: x, y: 0, width: width, height: size.height)))
            x += width
        }
        if columns.contains(.secondary) {
            let secondary: CGRect
            if overlays { secondary = full }
            else if mode == .twoDisplaceSecondary {
                secondary = CGRect(x: x, y: 0, width: size.width - supplementaryWidth(in: size.width), height: size.height)
            } else {
                secondary = CGRect(x: x, y: 0, width: max(0, size.width - x), height: size.height)
            }
            frames.insert((.secondary, secondary), at: 0)
        }
        guard primaryEdge == .trailing else { return frames }
        return frames.map { ($0.0, CGRect(x: size.width - $0.1.maxX, y: 0, width: $0.1.width, height: $0.1.height)) }
    }

    /// Places the columns' views (the secondary beneath overlays), the divider and the sidebar backdrop; views of
    /// columns not shown leave the hierarchy (their controllers hear they disappear).
    func layoutColumns() {
        guard let container = viewIfLoaded else { return }
        updateCollapsedState()
        let size = container.bounds.size
        var shown: [(UIViewController, CGRect)] = []
        var primaryFrame: CGRect?
        if collapsedStorage {
            if let top = collapsedTopController { shown = [(top, container.bounds)] }
        } else {
            let mode = resolvedDisplayMode(forWidth: size.width)
            noteDisplayMode(mode)
            for (column, frame) in columnFrames(in: size, mode: mode) {
                guard let controller = columnControllers[column], controller.parentStorage === self else { continue }
                shown.append((controller, frame))
                if column == .primary { primaryFrame = frame }
            }
        }
        let shownControllers = shown.map { $0.0 }
        for child in children where !shownControllers.contains(where: { $0 === child }) {
            if let view = child.viewIfLoaded, view.superview === container { view.removeFromSuperview() }
        }
        let overlays = !collapsedStorage
            && [DisplayMode.oneOverSecondary, .twoOverSecondary].contains(resolvedDisplayMode(forWidth: size.width))
        for (controller, frame) in shown {
            let view = controller.view!
            view.autoresizingMask = []
            if view.frame != frame { view.frame = frame }
            // In order (the secondary first, beneath), below the divider.
            container.insertSubview(view, belowSubview: dividerView)
            // Columns over the secondary cast a shadow on it.
            let floating = overlays && controller !== columnControllers[.secondary]
            view.layer.shadowOpacity = floating ? 0.2 : 0
            if floating {
                view.layer.shadowRadius = 8
                view.layer.shadowOffset = .zero
            }
        }
        placeOverlayDismissal(overlays: overlays, in: container)
        if let primaryFrame, primaryBackgroundStyle == .sidebar {
            sidebarBackdrop.isHidden = false
            sidebarBackdrop.frame = primaryFrame
            container.sendSubviewToBack(sidebarBackdrop)
        } else {
            sidebarBackdrop.isHidden = true
        }
        if let primaryFrame, !overlays {
            dividerView.isHidden = false
            let edgeX = primaryEdge == .leading ? primaryFrame.maxX : primaryFrame.minX
            dividerView.frame = CGRect(x: edgeX - SplitViewDivider.hitWidth / 2, y: 0, width: SplitViewDivider.hitWidth, height: size.height)
            container.bringSubviewToFront(dividerView)
        } else {
            dividerView.isHidden = true
        }
    }

    /// The divider was dragged: the primary column takes `width`, within its limits.
    func dragPrimaryColumn(to width: CGFloat) {
        guard let container = viewIfLoaded, width.isFinite else { return }
        let (minimum, maximum) = primaryWidthLimits(in: container.bounds.width)
        draggedPrimaryWidth = min(max(width, minimum), maximum).rounded()
        layoutColumns()
    }
}
