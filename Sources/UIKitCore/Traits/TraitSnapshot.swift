/// The traits of every view in a subtree before a change that can alter them (a window resize, a controller's
/// overrides): afterwards, each view whose traits differ hears `traitCollectionDidChange(_:)`, parents first, and
/// resolves its colours again when its style changed.
@MainActor struct TraitSnapshot {
    private var entries: [(view: UIView, traits: UITraitCollection)] = []

    init(of root: UIView) {
        root.forEachInSubtree { entries.append(($0, $0.traitCollection)) }
    }

    func notifyChanges() {
        for (view, previous) in entries {
            let now = view.traitCollection
            guard !now.isEqual(previous) else { continue }
            if now.userInterfaceStyle != previous.userInterfaceStyle {
                view.applyBackgroundColor()
                view.setNeedsDisplay()
            }
            view.traitsDidChange(from: previous)
        }
    }
}
