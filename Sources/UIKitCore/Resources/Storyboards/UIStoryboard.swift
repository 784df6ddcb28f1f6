/// An Xcode `.storyboard` read directly (there is no compiled `.storyboardc` on Linux): its scenes' view controllers
/// are instantiated one at a time, each with its view loaded on first use from its scene, as on iOS.
@preconcurrency @MainActor open class UIStoryboard {
    let document: NibDocument?
    let index: StoryboardIndex

    private init(document: NibDocument?, index: StoryboardIndex) {
        self.document = document
        self.index = index
    }

    /// Reads `url`; throws a `ResourceError` naming the file and line of malformed XML or a malformed storyboard
    /// (no scenes, a scene without a view controller, a duplicate identifier, an initial view controller naming no
    /// scene). A segue naming no scene is a warning: the rest of the storyboard loads.
    public convenience init(contentsOf url: URL, bundle: Bundle? = nil) throws {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ResourceError(path: url.path, line: 0, message: "cannot read the storyboard")
        }
        let document = try NibDocument(data: data, path: url.path, bundle: bundle, kind: .storyboard)
        self.init(document: document, index: try StoryboardIndex(document))
    }

    /// `name.storyboard` from `bundle` (the application's bundle when `nil`), found with the user's languages
    /// (`Base.lproj/Main.storyboard`). A missing or malformed storyboard is logged (file and line) and has no view
    /// controllers, where iOS would raise an exception.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let bundle = storyboardBundleOrNil ?? .application
        let base = name.hasSuffix(".storyboard") ? String(name.dropLast(11)) : name
        guard let url = bundle.localizedResourceURL(forResource: base, withExtension: "storyboard") else {
            UIKitLog.error("UIStoryboard: no \(base).storyboard in \(bundle.bundlePath)")
            self.init(document: nil, index: StoryboardIndex())
            return
        }
        do {
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw ResourceError(path: url.path, line: 0, message: "cannot read the storyboard")
            }
            let document = try NibDocument(data: data, path: url.path, bundle: bundle, kind: .storyboard)
            self.init(document: document, index: try StoryboardIndex(document))
        } catch {
            UIKitLog.error("\(error)")
            self.init(document: nil, index: StoryboardIndex())
        }
    }

    /// A new instance of the scene the storyboard's `initialViewController` names; `nil` when it names none.
    open func instantiateInitialViewController() -> UIViewController? {
        index.initialControllerID.flatMap { instantiateController(id: $0) }
    }

    /// The initial scene's controller made by `block` from the scene's coder (to pass it more than a coder), or,
    /// when the block is missing or gives `nil`, by the registered class. `nil` when there is no initial view
    /// controller; one of another class than `ViewController` is logged and not returned.
    public func instantiateInitialViewController<ViewController: UIViewController>(
        creator block: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        guard let id = index.initialControllerID else { return nil }
        let made = instantiateController(id: id, creator: block)
        guard let controller = made as? ViewController else {
            UIKitLog.error("\(document?.path ?? "UIStoryboard"): the initial view controller is a \(made.map { "\(type(of: $0))" } ?? "nothing"), not a \(ViewController.self)")
            return nil
        }
        return controller
    }

    /// A new instance of the scene whose Storyboard ID is `identifier`. An unknown identifier is logged and gives a
    /// plain view controller (iOS raises an exception).
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        if let id = index.controllerIDs[identifier], let controller = instantiateController(id: id) { return controller }
        UIKitLog.error("\(document?.path ?? "UIStoryboard"): no view controller with the Storyboard ID \"\(identifier)\"")
        return UIViewController()
    }

    /// The scene whose Storyboard ID is `identifier`, made by `block` from the scene's coder, or, when the block is
    /// missing or gives `nil`, by the registered class. An unknown identifier or a controller of another class than
    /// `ViewController` is logged and gives a `ViewController` made from the scene's coder (iOS raises an exception).
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        let path = document?.path ?? "UIStoryboard"
        guard let id = index.controllerIDs[identifier] else {
            UIKitLog.error("\(path): no view controller with the Storyboard ID \"\(identifier)\"")
            return Self.fallback(ViewController.self)
        }
        let made = instantiateController(id: id, creator: block)
        if let controller = made as? ViewController { return controller }
        UIKitLog.error("\(path): the view controller with the Storyboard ID \"\(identifier)\" is a \(made.map { "\(type(of: $0))" } ?? "nothing"), not a \(ViewController.self)")
        return Self.fallback(ViewController.self)
    }

    /// What the generic `instantiateViewController(identifier:creator:)` returns when the scene cannot give a
    /// `ViewController`: one made from an empty coder (the only initializer every subclass has).
    private static func fallback<ViewController: UIViewController>(_ type: ViewController.Type) -> ViewController {
        let coder = NibCoder(element: NibElement(name: "viewController", attributes: [:], line: 0), path: "", bundle: nil)
        guard let controller = type.init(coder: coder) else {
            fatalError("\(type).init(coder:) gave nil, and instantiateViewController(identifier:creator:) must return one")
        }
        return controller
    }

    /// Makes the scene's view controller (by `creator` when given and it makes one, else its registered custom
    /// class, `init(coder:)`), without its view, which it loads from the scene when first asked for (`loadView`),
    /// then `awakeFromNib`.
    func instantiateController<ViewController: UIViewController>(id: String, creator: ((NSCoder) -> ViewController?)?) -> UIViewController? {
        guard let document, let scene = index.scenes[id] else { return nil }
        let made = NibInstantiation.makeObject(scene.controller, document: document, creator: creator.map { block in { block($0) } }) {
            UIViewController(coder: $0)
        }
        let controller: UIViewController
        if let madeController = made as? UIViewController {
            controller = madeController
        } else {
            document.warn(scene.controller, "\(type(of: made)) is not a view controller; using UIViewController")
            controller = UIViewController()
        }
        let storyboardScene = StoryboardScene(storyboard: self, controllerID: id)
        controller.storyboardScene = storyboardScene
        storyboardScene.loadControllerItems(of: controller)
        // A navigation controller's root comes from its relationship segue, decoded with it as on iOS.
        if let navigation = controller as? UINavigationController {
            let roots = storyboardScene.relationshipDestinations("rootViewController")
            if !roots.isEmpty { navigation.setViewControllers(roots, animated: false) }
        }
        // A tab bar controller's tabs come from its `viewControllers` relationship segues, in document order.
        if let tabs = controller as? UITabBarController {
            let children = storyboardScene.relationshipDestinations("viewControllers")
            if !children.isEmpty { tabs.setViewControllers(children, animated: false) }
        }
        if let split = controller as? UISplitViewController { loadColumns(of: split, from: storyboardScene) }
        controller.awakeFromNib()
        return controller
    }

    /// A split view controller's columns from its relationship segues: `masterViewController` and
    /// `detailViewController` for the classic style, `primaryViewController`, `supplementaryViewController`,
    /// `secondaryViewController` and `compactViewController` for the column style.
    private func loadColumns(of split: UISplitViewController, from scene: StoryboardScene) {
        if split.style == .unspecified {
            let children = ["masterViewController", "detailViewController"].compactMap { scene.relationshipDestinations($0).first }
            if !children.isEmpty { split.viewControllers = children }
            return
        }
        let columns: [(String, UISplitViewController.Column)] = [
            ("primaryViewController", .primary), ("supplementaryViewController", .supplementary),
            ("secondaryViewController", .secondary), ("compactViewController", .compact),
        ]
        for (relationship, column) in columns {
            if let child = scene.relationshipDestinations(relationship).first { split.setViewController(child, for: column) }
        }
    }

    /// `instantiateController(id:creator:)` without a creator.
    func instantiateController(id: String) -> UIViewController? {
        instantiateController(id: id, creator: nil as ((NSCoder) -> UIViewController?)?)
    }
}
