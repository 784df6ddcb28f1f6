/// What a view keeps for Auto Layout, made the first time it takes part: most views never do, and they pay one
/// nil pointer for it.
@MainActor final class ViewLayoutState {
    /// `UIView.constraints`: the active constraints this view holds, in no promised order (removal swaps the last
    /// one into the gap, so that 100,000 constraints come and go in linear time).
    var installed: [NSLayoutConstraint] = []
    /// The active constraints naming this view, or one of its layout guides, as an item.
    var referencing: [ObjectIdentifier: NSLayoutConstraint] = [:]
    var variables: LayoutItemVariables?
    /// The engine of the tree this view is the root of, if any.
    var engine: LayoutEngine?
    var translatesAutoresizingMaskIntoConstraints = true
    var contentPriorities = ContentPriorities()
    var needsUpdateConstraints = false
    var subtreeNeedsUpdateConstraints = false
    var layoutGuides: [UILayoutGuide] = []
    /// Margins set by code; until then the default for the kind of view.
    var layoutMargins: UIEdgeInsets?
    /// Margins set through `directionalLayoutMargins`, which follow the view's direction (then `layoutMargins` is nil).
    var directionalLayoutMargins: NSDirectionalEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var systemGuides: [SystemGuideKind: UILayoutGuide] = [:]

    func install(_ constraint: NSLayoutConstraint) {
        constraint.ownerIndex = installed.count
        installed.append(constraint)
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        let index = constraint.ownerIndex
        guard index < installed.count, installed[index] === constraint else { return }
        let last = installed.removeLast()
        if index < installed.count {
            installed[index] = last
            last.ownerIndex = index
        }
    }
}
