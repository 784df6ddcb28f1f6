/// `isSpringLoaded` of the views UIKit lets a drag open (a button, a bar button item's view, a segmented control,
/// a table, a collection view): the setting lives as a spring-loaded interaction on the view (extensions store nothing). A drag resting
/// on the view activates what is under it, as a tap there would; over a view of several items (segments, rows),
/// moving onto another item arms the delay again.
@MainActor final class ViewSpringLoading: UISpringLoadedInteraction {}

extension UIView {
    /// Whether the view has the interaction `isSpringLoaded` adds.
    var hasSpringLoading: Bool { interactions.contains { $0 is ViewSpringLoading } }

    /// Adds or takes away that interaction. `item` names what is under a point of the view (nil: the view as a
    /// whole) and the view that shows it (which the effect highlights); `activate` acts on what is under the drag
    /// once it rested there.
    func setSpringLoading(_ isOn: Bool, item: ((UIView, CGPoint) -> (item: AnyHashable, view: UIView?)?)? = nil,
                          activate: @escaping (UIView, any UISpringLoadedInteractionContext) -> Void) {
        guard isOn != hasSpringLoading else { return }
        guard isOn else {
            for case let loading as ViewSpringLoading in interactions { removeInteraction(loading) }
            return
        }
        let loading = ViewSpringLoading(interactionBehavior: nil, interactionEffect: nil) { interaction, context in
            guard let view = interaction.view else { return }
            activate(view, context)
        }
        loading.item = item
        addInteraction(loading)
    }
}

/// A spring-loaded bar button item's view in a bar is tapped by a drag that stays over it (`BarButtonView`).
extension UIBarButtonItem: UISpringLoadedInteractionSupporting {}

/// A spring-loaded button is tapped by a drag that stays over it: it sends its touch-up-inside and primary actions.
extension UIButton: UISpringLoadedInteractionSupporting {
    public var isSpringLoaded: Bool {
        get { hasSpringLoading }
        set {
            setSpringLoading(newValue) { view, _ in
                guard let button = view as? UIButton, button.isEnabled else { return }
                button.sendActions(for: [.touchUpInside, .primaryActionTriggered])
            }
        }
    }
}

/// A drag resting on a segment of a spring-loaded segmented control selects it, as a click would.
extension UISegmentedControl: UISpringLoadedInteractionSupporting {
    public var isSpringLoaded: Bool {
        get { hasSpringLoading }
        set {
            setSpringLoading(newValue, item: { view, point in
                (view as? UISegmentedControl)?.segmentIndex(at: point).map { (AnyHashable($0), nil) }
            }) {
                view, context in
                guard let control = view as? UISegmentedControl,
                      let index = control.segmentIndex(at: context.location(in: control)) else { return }
                control.selectByUser(index)
            }
        }
    }
}

/// A drag resting on a row of a spring-loaded table selects the row as a tap does (`didSelectRowAt`), when the
/// delegate's `shouldSpringLoadRowAt` agrees.
extension UITableView: UISpringLoadedInteractionSupporting {
    public var isSpringLoaded: Bool {
        get { hasSpringLoading }
        set {
            setSpringLoading(newValue, item: { view, point in
                guard let table = view as? UITableView, let row = table.indexPathForRow(at: point) else { return nil }
                return (AnyHashable(row), table.cellForRow(at: row))
            }) {
                view, context in
                guard let table = view as? UITableView,
                      let indexPath = table.indexPathForRow(at: context.location(in: table)),
                      table.tableDelegate?.tableView(table, shouldSpringLoadRowAt: indexPath, with: context) ?? true
                else { return }
                table.userSelect(indexPath)
            }
        }
    }
}

/// A drag resting on an item of a spring-loaded collection view selects it as a tap does (`didSelectItemAt`), when
/// the delegate's `shouldSpringLoadItemAt` agrees.
extension UICollectionView: UISpringLoadedInteractionSupporting {
    public var isSpringLoaded: Bool {
        get { hasSpringLoading }
        set {
            setSpringLoading(newValue, item: { view, point in
                guard let collection = view as? UICollectionView, let index = collection.indexPathForItem(at: point)
                else { return nil }
                return (AnyHashable(index), collection.cellForItem(at: index))
            }) {
                view, context in
                guard let collection = view as? UICollectionView,
                      let indexPath = collection.indexPathForItem(at: context.location(in: collection)),
                      collection.collectionDelegate?.collectionView(collection, shouldSpringLoadItemAt: indexPath, with: context)
                        ?? true
                else { return }
                collection.userSelect(indexPath)
            }
        }
    }
}

/// A drag resting on an item of a spring-loaded tab bar selects it, as a click would (a tab bar controller's
/// delegate may refuse); the context's `targetItem` is the `UITabBarItem`.
extension UITabBar: UISpringLoadedInteractionSupporting {
    public var isSpringLoaded: Bool {
        get { hasSpringLoading }
        set {
            setSpringLoading(newValue, item: { view, point in
                guard let bar = view as? UITabBar,
                      let button = bar.buttons.first(where: { !$0.isHidden && $0.frame.contains(point) }) else { return nil }
                return (AnyHashable(button.item), button)
            }) { view, context in
                guard let bar = view as? UITabBar, let item = context.targetItem as? UITabBarItem,
                      bar.items?.contains(where: { $0 === item }) == true else { return }
                bar.userSelected(item)
            }
        }
    }
}

/// A drag resting on a button of a spring-loaded alert performs its action, as a click would (the alert goes away,
/// then the handler runs; a disabled action does nothing). The interaction is on the alert's view.
extension UIAlertController: UISpringLoadedInteractionSupporting {
    public var isSpringLoaded: Bool {
        get { viewIfLoaded?.hasSpringLoading ?? false }
        set {
            alertView.setSpringLoading(newValue, item: { view, point in
                guard let button = (view as? AlertView)?.buttons.first(where: { !$0.isHidden && $0.frame.contains(point) })
                else { return nil }
                return (AnyHashable(button.action), button)
            }) { [weak self] _, context in
                guard let action = context.targetItem as? UIAlertAction else { return }
                self?.perform(action)
            }
        }
    }
}
