/// Finding and performing an unwind segue's destination, as UIKit does: from the source up through its parents
/// and presenting controllers, each ancestor's other children (`allowedChildrenForUnwinding(from:)`, deepest
/// first) before the ancestor itself, the first that `canPerformUnwindSegueAction` wins.
extension UIViewController {
    /// The destination for `source`, or `nil` when no controller answers (UIKit then does nothing, silently).
    static func unwindDestination(for source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(source.source)]
        var current = source.source
        while let ancestor = current.parentStorage ?? current.presentingStorage {
            if let found = ancestor.unwindCandidate(in: ancestor.allowedChildrenForUnwinding(from: source),
                                                    for: source, visited: &visited) {
                return found
            }
            if visited.insert(ObjectIdentifier(ancestor)).inserted,
               ancestor.canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender) {
                return ancestor
            }
            current = ancestor
        }
        return nil
    }

    /// The first of `candidates` or their allowed descendants (children before their parent) that can unwind.
    private func unwindCandidate(in candidates: [UIViewController], for source: UIStoryboardUnwindSegueSource,
                                 visited: inout Set<ObjectIdentifier>) -> UIViewController? {
        for candidate in candidates where visited.insert(ObjectIdentifier(candidate)).inserted {
            if let found = candidate.unwindCandidate(in: candidate.allowedChildrenForUnwinding(from: source),
                                                     for: source, visited: &visited) {
                return found
            }
            if candidate.canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender) {
                return candidate
            }
        }
        return nil
    }

    /// The unwind transition: each container from where the source's and the destination's chains meet down to
    /// the destination hears `unwind(for:towards:)` with its child on the way; then the highest controller on the
    /// source's side that presents one dismisses it, with everything presented above it.
    static func performUnwind(_ segue: UIStoryboardSegue, to destination: UIViewController) {
        var sourceChain: [UIViewController] = []
        var current: UIViewController? = segue.source
        while let controller = current {
            sourceChain.append(controller)
            current = controller.parentStorage ?? controller.presentingStorage
        }
        var destinationChain = [destination]
        while let last = destinationChain.last, !sourceChain.contains(where: { $0 === last }), let parent = last.parentStorage {
            destinationChain.append(parent)
        }
        for (child, container) in zip(destinationChain, destinationChain.dropFirst()).reversed() {
            container.unwind(for: segue, towards: child)
        }
        let meeting = destinationChain.last!
        let below = sourceChain.prefix { $0 !== meeting } + sourceChain.filter { $0 === meeting }
        below.last { $0.presentedStorage != nil }?.dismiss(animated: true)
    }
}
