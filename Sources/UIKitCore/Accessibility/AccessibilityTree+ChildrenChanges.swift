import Foundation

/// Structural changes told without the app posting anything: a view added, removed or shown or hidden (table rows
/// appearing as the table scrolls) marks the container a client sees it in, and at the end of the run-loop turn each
/// marked container's children are listed once and compared with the list the client was last given. The client
/// hears each child that left and each that came, with its index, as AT-SPI's `children-changed` events; a flood of
/// insertions in one turn costs one listing per container, not one per insertion.
extension AccessibilityTree {
    /// `view`'s subviews, or which of them are shown, changed. Free when no bridge is installed.
    func subviewsDidChange(of view: UIView) {
        guard bridge != nil, view.window != nil || view is UIWindow else { return }
        var container: UIView? = view
        // The node the view's children are listed under: the view itself, else the nearest node above it (plain
        // layout views are flattened into their parent node).
        while let current = container, !(current is UIWindow), !isNode(current) { container = current.superview }
        guard let container else { return }
        noteChildrenChanged(id(for: container))
    }

    /// `view` was hidden or shown.
    func visibilityDidChange(of view: UIView) {
        guard bridge != nil, let superview = view.superview else { return }
        if view.isHidden, isNode(view) { hiddenThisTurn.insert(id(for: view)) }
        subviewsDidChange(of: superview)
    }

    /// Marks a container to be compared at the end of this turn; the cached lists are no longer the truth.
    func noteChildrenChanged(_ container: AccessibilityElementID) {
        emptyCache()
        guard changedContainerSet.insert(container.rawValue).inserted else { return }
        changedContainers.append(container.rawValue)
        scheduleFlush()
    }

    /// Tells what changed this turn at its end (once however many changes were marked).
    func scheduleFlush() {
        guard !childrenFlushIsScheduled else { return }
        childrenFlushIsScheduled = true
        DispatchQueue.main.async { MainActor.assumeIsolated { AccessibilityTree.shared.flushChildrenChanges() } }
    }

    /// Tells the bridge the names changed this turn, then what changed in each marked container since its children
    /// were last given to a client. Containers no client has listed are skipped: a client asking later gets the new
    /// list.
    package func flushChildrenChanges() {
        childrenFlushIsScheduled = false
        let containers = changedContainers
        let reused = hiddenThisTurn
        changedContainers = []
        changedContainerSet = []
        hiddenThisTurn = []
        let renamed = renamedThisTurn
        renamedThisTurn = []
        guard bridge != nil else { return }
        for element in renamed where object(for: element) != nil { send(.nameChanged(element)) }
        for raw in containers {
            let container = AccessibilityElementID(rawValue: raw)
            guard let before = reportedChildren[raw] else { continue }
            guard object(for: container) != nil else {
                reportedChildren[raw] = nil
                continue
            }
            let after = children(of: container)
            for event in Self.changes(in: container, from: before, to: after, reused: reused) { bridge?.accessibilityEvent(event) }
        }
    }

    /// The removals (last first, so each index holds when it is applied) then the additions (first first) that turn
    /// `before` into `after`. A child in `reused` (hidden and shown again, so perhaps showing something else now) is
    /// told as leaving and coming back. The others present in both keep their order unless the container reordered
    /// them; a reorder is told as the whole list leaving and coming back.
    static func changes(in container: AccessibilityElementID, from before: [AccessibilityElementID],
                        to after: [AccessibilityElementID], reused: Set<AccessibilityElementID> = []) -> [AccessibilityEvent] {
        if before == after, reused.isDisjoint(with: after) { return [] }
        let beforeSet = Set(before).subtracting(reused), afterSet = Set(after).subtracting(reused)
        let reordered = before.filter(afterSet.contains) != after.filter(beforeSet.contains)
        var events: [AccessibilityEvent] = []
        for (index, child) in before.enumerated().reversed() where reordered || !afterSet.contains(child) {
            events.append(.childRemoved(container, index: index, child: child))
        }
        for (index, child) in after.enumerated() where reordered || !beforeSet.contains(child) {
            events.append(.childAdded(container, index: index, child: child))
        }
        return events
    }
}
