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
    /// (no scenes, a scene without a view controller, a duplicate identifier, a segue or initial view controller
    /// naming no scene).
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
        index.initialControllerID.flatMap(instantiateController(id:))
    }

    /// A new instance of the scene whose Storyboard ID is `identifier`. An unknown identifier is logged and gives a
    /// plain view controller (iOS raises an exception).
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        if let id = index.controllerIDs[identifier], let controller = instantiateController(id: id) { return controller }
        UIKitLog.error("\(document?.path ?? "UIStoryboard"): no view controller with the Storyboard ID \"\(identifier)\"")
        return UIViewController()
    }

    /// Makes the scene's view controller (its registered custom class, `init(coder:)`), without its view, which it
    /// loads from the scene when first asked for (`loadView`), then `awakeFromNib`.
    func instantiateController(id: String) -> UIViewController? {
        guard let document, let scene = index.scenes[id] else { return nil }
        let made = NibInstantiation.makeObject(scene.controller, document: document) { UIViewController(coder: $0) }
        let controller: UIViewController
        if let madeController = made as? UIViewController {
            controller = madeController
        } else {
            document.warn(scene.controller, "\(type(of: made)) is not a view controller; using UIViewController")
            controller = UIViewController()
        }
        controller.storyboardScene = StoryboardScene(storyboard: self, controllerID: id)
        controller.awakeFromNib()
        return controller
    }
}
