/// The link from a storyboard-made view controller to its scene: its view is loaded from the scene on first use
/// (outlets, actions and control-triggered segues connected then), and its segues are performed from the scene's
/// `<segue>` templates, each with a new destination instance.
@MainActor final class StoryboardScene {
    let storyboard: UIStoryboard
    let controllerID: String

    init(storyboard: UIStoryboard, controllerID: String) {
        self.storyboard = storyboard
        self.controllerID = controllerID
    }

    private var document: NibDocument? { storyboard.document }
    private var scene: StoryboardIndex.Scene? { storyboard.index.scenes[controllerID] }

    /// The scene's objects with `controller` standing for its view controller element: its `<view key="view">`
    /// becomes the view. False when the scene has no view (logged), so `loadView` makes a plain one.
    func loadView(of controller: UIViewController) -> Bool {
        guard let document, let scene else { return false }
        var load = NibInstantiation(document: document, preboundObjects: [controllerID: controller]) {
            [weak self, weak controller] source, segue in
            guard let self, let controller else { return }
            self.connect(segue, from: source, of: controller)
        }
        _ = load.run(scene.objects.children, owner: nil, externalObjects: [:])
        if controller.viewIfLoaded == nil { document.warn(scene.controller, "the scene has no <view key=\"view\">") }
        return controller.viewIfLoaded != nil
    }

    /// A segue a control triggers performs on the control's primary action, if `shouldPerformSegue` agrees;
    /// a segue from the controller itself is performed by identifier.
    private func connect(_ segue: NibElement, from source: AnyObject, of controller: UIViewController) {
        guard let document else { return }
        if source === controller { return }
        if ["relationship", "embed", "unwind"].contains(segue["kind"] ?? "") {
            document.warn(segue, "\(segue["kind"]!) segues are not supported; ignored")
            return
        }
        guard let control = source as? UINibActionSource else {
            document.warn(segue, "\(type(of: source)) cannot trigger a segue")
            return
        }
        _ = control.connectNibAction(eventType: "touchUpInside") { [weak self, weak controller] sender in
            guard let self, let controller else { return }
            if let identifier = segue["identifier"], !controller.shouldPerformSegue(withIdentifier: identifier, sender: sender) {
                return
            }
            self.perform(segue, from: controller, sender: sender)
        }
    }

    /// The scene's segue with `identifier`, from the controller or any of its views.
    func segue(withIdentifier identifier: String) -> NibElement? {
        scene?.controller.descendants("segue").first { $0["identifier"] == identifier }
    }

    /// Makes the destination and the segue, lets the source prepare, then performs it.
    func perform(_ template: NibElement, from source: UIViewController, sender: Any?) {
        guard let document, let destinationID = template["destination"],
              let destination = storyboard.instantiateController(id: destinationID) else { return }
        let identifier = template["identifier"]
        let kind = template["kind"] ?? "show"
        let segue: UIStoryboardSegue
        if let customClass = template["customClass"] {
            guard let segueClass = UINibClassRegistry.segueClass(named: customClass) else {
                document.warn(template, "unknown segue class \"\(customClass)\"; the segue is not performed")
                return
            }
            segue = segueClass.init(identifier: identifier, source: source, destination: destination)
        } else {
            switch kind {
            case "show", "push", "showDetail":
                segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
                    source.show(destination, sender: sender)
                }
            case "presentation", "modal", "popoverPresentation":
                let animated = template["animates"] != "NO"
                segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
                    source.present(destination, animated: animated)
                }
            default:
                document.warn(template, "\(kind) segues are not supported; the segue is not performed")
                return
            }
        }
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }
}
