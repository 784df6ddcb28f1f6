/// Outlets and actions without an Objective-C runtime (no `setValue(_:forKey:)`, no selectors): each class
/// registers, once, the key paths its outlets are and the closures its actions run, under the names a `.xib`
/// uses. Lookups go by `is`, so a subclass inherits its superclass's registrations.
///
///     UINibConnections.registerOutlet("titleLabel", \MyController.titleLabel)
///     UINibConnections.registerAction("buttonTapped:", on: MyController.self) { owner, sender in owner.buttonTapped(sender) }
///
/// UIKit's own outlets (`view`, `rootViewController`, `delegate`, `window`) are registered by the module.
@preconcurrency @MainActor public enum UINibConnections {
    private struct OutletEntry {
        let owner: Any.Type
        let set: @MainActor (AnyObject, AnyObject) -> Bool

        /// Sets the outlet when the owner is an `Owner` and the value a `Value`.
        init<Owner, Value>(_ owner: Owner.Type, _ set: @escaping @MainActor (Owner, Value) -> Void) {
            self.owner = owner
            self.set = { owner, value in
                guard let owner = owner as? Owner, let value = value as? Value else { return false }
                set(owner, value)
                return true
            }
        }
    }

    private struct ActionEntry {
        let owner: Any.Type
        /// Whether the target is an instance of the class the action was registered on.
        let accepts: @MainActor (AnyObject) -> Bool
        let run: @MainActor (AnyObject, Any) -> Bool
    }

    /// The outlets UIKit's own classes have: a view controller's `view`, a window's `rootViewController`, the
    /// application's `delegate` and an application delegate's `window` (what a main nib connects), a table's and a
    /// collection view's `dataSource` and `delegate`, a collection view's `collectionViewLayout`, a navigation item's bar button items.
    private static var outlets: [String: [OutletEntry]] = [
        "view": [OutletEntry(UIViewController.self) { (controller, view: UIView) in controller.view = view }],
        "rootViewController": [OutletEntry(UIWindow.self) { (window, controller: UIViewController) in
            window.rootViewController = controller
        }],
        "delegate": [
            OutletEntry(UIApplication.self) { (application, delegate: any UIApplicationDelegate) in application.delegate = delegate },
            OutletEntry(UITableView.self) { (table, delegate: any UITableViewDelegate) in table.delegate = delegate },
            OutletEntry(UICollectionView.self) { (collection, delegate: any UICollectionViewDelegate) in
                collection.delegate = delegate
            },
        ],
        "dataSource": [
            OutletEntry(UITableView.self) { (table, source: any UITableViewDataSource) in table.dataSource = source },
            OutletEntry(UICollectionView.self) { (collection, source: any UICollectionViewDataSource) in
                collection.dataSource = source
            },
        ],
        "collectionViewLayout": [OutletEntry(UICollectionView.self) { (collection, layout: UICollectionViewLayout) in
            collection.collectionViewLayout = layout
        }],
        "leftBarButtonItem": [OutletEntry(UINavigationItem.self) { (item, button: UIBarButtonItem) in item.leftBarButtonItem = button }],
        "rightBarButtonItem": [OutletEntry(UINavigationItem.self) { (item, button: UIBarButtonItem) in item.rightBarButtonItem = button }],
        "backBarButtonItem": [OutletEntry(UINavigationItem.self) { (item, button: UIBarButtonItem) in item.backBarButtonItem = button }],
        "window": [OutletEntry((any UIApplicationDelegate).self) { (delegate, window: UIWindow) in delegate.window = window }],
    ]
    private static var actions: [String: [ActionEntry]] = [:]

    public static func registerOutlet<Owner: AnyObject, Value: AnyObject>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, Value?>) {
        outlets[name, default: []].insert(OutletEntry(Owner.self) { (owner, value: Value) in owner[keyPath: keyPath] = value }, at: 0)
    }

    public static func registerOutlet<Owner: AnyObject, Value: AnyObject>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, [Value]>) {
        outlets[name, default: []].insert(OutletEntry(Owner.self) { (owner, value: Value) in
            owner[keyPath: keyPath].append(value)
        }, at: 0)
    }

    /// An outlet collection declared `[UIButton]!` (as Xcode writes it): each connected object is appended.
    public static func registerOutlet<Owner: AnyObject, Value: AnyObject>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, [Value]?>) {
        outlets[name, default: []].insert(OutletEntry(Owner.self) { (owner, value: Value) in
            owner[keyPath: keyPath] = (owner[keyPath: keyPath] ?? []) + [value]
        }, at: 0)
    }

    /// `selector` as Interface Builder writes it (`buttonTapped:`).
    public static func registerAction<Owner: AnyObject>(_ selector: String, on owner: Owner.Type,
                                                        _ action: @escaping @MainActor (Owner, Any) -> Void) {
        actions[selector, default: []].insert(ActionEntry(owner: Owner.self, accepts: { $0 is Owner }) { target, sender in
            guard let target = target as? Owner else { return false }
            action(target, sender)
            return true
        }, at: 0)
    }

    /// Sets `owner`'s outlet `name`; false when no registration fits the owner's and value's classes.
    static func connectOutlet(_ name: String, of owner: AnyObject, to value: AnyObject) -> Bool {
        (outlets[name] ?? []).contains { $0.set(owner, value) }
    }

    /// Whether an action named `selector` is registered for `target`'s class: what stands for `respondsToSelector:`
    /// (an unwind segue's destination is the controller that has its action).
    static func hasAction(_ selector: String, for target: AnyObject) -> Bool {
        (actions[selector] ?? []).contains { $0.accepts(target) }
    }

    /// Runs the action on `target`; with no target, on the first responder up the sender's chain that has it
    /// (R-NIB-2: actions wired to First Responder go through the responder chain).
    static func send(_ selector: String, to target: AnyObject?, from sender: Any) -> Bool {
        if let target { return (actions[selector] ?? []).contains { $0.run(target, sender) } }
        var responder = sender as? UIResponder
        while let current = responder {
            if (actions[selector] ?? []).contains(where: { $0.run(current, sender) }) { return true }
            responder = current.next
        }
        return false
    }
}
