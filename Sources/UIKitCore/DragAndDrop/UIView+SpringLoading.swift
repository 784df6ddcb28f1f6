/// `isSpringLoaded` of the views UIKit lets a drag open (a button, a bar button item's view, a segmented control,
/// a table, a collection view): the setting lives as a spring-loaded interaction on the view (extensions store nothing). A drag resting
/// on the view activates what is under it, as a tap there would; over a view of several items (segments, rows),
/// moving onto another item arms the delay again.
@MainActor final class ViewSpringLoading: UISpringLoadedInteraction {}

extension UIView {
    /// Whether the view has the interaction `isSpringLoaded` adds.
    var hasSpringLoading: Bool { interactions.contains { $0 is ViewSpringLoading } }

    /// Adds or takes away that interaction. `item` names what is under a point of the view (nil: the view as a
    /// whole); `activate` acts on what is under the drag once it rested there.
    func setSpringLoading(_ isOn: Bool, item: ((UIView, CGPoint) -> AnyHashable?)? = nil,
                          activate: @escaping (UIView, any UISpringLoadedInteractionContext) -> Void) {
        guard isOn != hasSpringLoading else { return }
        guard isOn else {
            for case let loading as ViewSpringLoading in interactions { removeInteraction(loading) }
            return
        }
        let loading = ViewSpringLoading(handler: { interaction, context in
            guard let view = interaction.view else { return }
            activate(view, context)
        })
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
            setSpringLoading(newValue, item: { view, point in (view as? UISegmentedControl)?.segmentIndex(at: point) }) {
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
            setSpringLoading(newValue, item: { view, point in (view as? UITableView)?.indexPathForRow(at: point) }) {
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
            setSpringLoading(newValue, item: { view, point in (view as? UICollectionView)?.indexPathForItem(at: point) }) {
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
