/// The link from a storyboard-made view controller to its scene: its view is loaded from the scene on first use
/// (outlets, actions, control-triggered and embed segues connected then), and its segues are performed from the
/// scene's `<segue>` templates, each with a new destination instance.
@MainActor final class StoryboardScene {
    let storyboard: UIStoryboard
    let controllerID: String
    /// Embed segues met while the view loads, performed once it is loaded (the container views exist then).
    private var pendingEmbeds: [(segue: NibElement, container: UIView)] = []
    /// The navigation and tab items and their objects (bar button items) by id, made with the controller, for the
    /// view's outlets.
    private var navigationItemObjects: [String: AnyObject] = [:]

    init(storyboard: UIStoryboard, controllerID: String) {
        self.storyboard = storyboard
        self.controllerID = controllerID
    }

    private var document: NibDocument? { storyboard.document }
    private var scene: StoryboardIndex.Scene? { storyboard.index.scenes[controllerID] }

    /// The scene's objects with `controller` standing for its view controller element: its `<view key="view">`
    /// becomes the view. Embedded controllers are added next, before `viewDidLoad`, as on iOS. False when the scene
    /// has no view (logged), so `loadView` makes a plain one.
    func loadView(of controller: UIViewController) -> Bool {
        guard let document, let scene else { return false }
        let prebound = navigationItemObjects.merging([controllerID: controller]) { _, controller in controller }
        var load = NibInstantiation(document: document, preboundObjects: prebound) {
            [weak self, weak controller] source, segue in
            guard let self, let controller else { return }
            self.connect(segue, from: source, of: controller)
        }
        _ = load.run(scene.objects.children, owner: nil, externalObjects: [:])
        let embeds = pendingEmbeds
        pendingEmbeds = []
        for (segue, container) in embeds { embed(segue, in: container, of: controller) }
        if controller.viewIfLoaded == nil { document.warn(scene.controller, "the scene has no <view key=\"view\">") }
        return controller.viewIfLoaded != nil
    }

    /// The scene's `<navigationItem key="navigationItem">` on `controller`'s own item and its `<tabBarItem
    /// key="tabBarItem">` as its tab item, as the controller is made (iOS decodes them with the controller, before
    /// its view loads, so what `prepare(for:sender:)` sets stays, and a tab bar shows its tabs' items at once).
    func loadControllerItems(of controller: UIViewController) {
        guard let document, let scene else { return }
        for key in ["navigationItem", "tabBarItem"] {
            guard let element = scene.controller.child(key, key: key) else { continue }
            var load = NibInstantiation(document: document, preboundObjects: [controllerID: controller]) {
                [weak self, weak controller] source, segue in
                guard let self, let controller else { return }
                self.connect(segue, from: source, of: controller)
            }
            navigationItemObjects.merge(load.loadControllerItem(element, key: key, of: controller)) { current, _ in current }
        }
    }

    /// A segue a control or a bar button item triggers performs on its primary action, if `shouldPerformSegue`
    /// agrees; one a prototype cell triggers, when the user selects its row or item (the cell as sender); a segue
    /// from the controller itself is performed by identifier; an embed segue fills its container view;
    /// relationship segues are read by the containers they belong to (`relationshipDestinations(_:)`).
    private func connect(_ segue: NibElement, from source: AnyObject, of controller: UIViewController) {
        guard let document else { return }
        if source === controller || segue["kind"] == "relationship" { return }
        if segue["kind"] == "embed" {
            if let container = source as? UIView { pendingEmbeds.append((segue, container)) }
            else { document.warn(segue, "an embed segue from \(type(of: source)), which is no container view; ignored") }
            return
        }
        if let item = source as? UIBarButtonItem {
            item.primaryAction = UIAction { [weak self, weak controller, weak item] _ in
                guard let self, let controller else { return }
                if let identifier = segue["identifier"], !controller.shouldPerformSegue(withIdentifier: identifier, sender: item) {
                    return
                }
                self.perform(segue, from: controller, sender: item)
            }
            return
        }
        if let cell = source as? UITableViewCell {
            guard segue["trigger"] != "accessoryAction" else {
                return document.warn(segue, "accessory-button segues are not performed; the row's selection segue is")
            }
            cell.storyboardSelectionSegue = selectionSegue(segue, of: controller)
            return
        }
        if let cell = source as? UICollectionViewCell {
            cell.storyboardSelectionSegue = selectionSegue(segue, of: controller)
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

    /// What selecting a prototype cell's row or item does: the segue, if `shouldPerformSegue` agrees, the cell as
    /// sender.
    private func selectionSegue<Cell: UIView>(_ segue: NibElement, of controller: UIViewController) -> @MainActor (Cell) -> Void {
        { [weak self, weak controller] cell in
            guard let self, let controller else { return }
            if let identifier = segue["identifier"], !controller.shouldPerformSegue(withIdentifier: identifier, sender: cell) {
                return
            }
            self.perform(segue, from: controller, sender: cell)
        }
    }

    /// The scene's segue with `identifier`, from the controller or any of its views.
    func segue(withIdentifier identifier: String) -> NibElement? {
        scene?.controller.descendants("segue").first { $0["identifier"] == identifier }
    }

    /// New instances of the controllers this scene's `kind="relationship"` segues name for `relationship`
    /// (`rootViewController`, `viewControllers`, `primaryViewController`), in document order: what a navigation, tab
    /// or split view controller made by a storyboard starts with.
    func relationshipDestinations(_ relationship: String) -> [UIViewController] {
        let segues = scene?.controller.child("connections")?.children("segue") ?? []
        return segues.filter { $0["kind"] == "relationship" && $0["relationship"] == relationship }
            .compactMap { $0["destination"].flatMap(storyboard.instantiateController(id:)) }
    }

    /// Makes the destination and the segue, lets the source prepare, then performs it. An unwind segue finds its
    /// destination among the existing controllers instead.
    func perform(_ template: NibElement, from source: UIViewController, sender: Any?) {
        guard let document else { return }
        if template["kind"] == "unwind" {
            performUnwind(template, from: source, sender: sender)
            return
        }
        let destinationID = template["destination"] ?? ""
        guard let destination = storyboard.instantiateController(id: destinationID) else {
            document.warn(template, "segue \"\(template["id"] ?? "")\" has no destination \"\(destinationID)\"; not performed")
            return
        }
        let identifier = template["identifier"]
        let kind = template["kind"] ?? "show"
        let segue: UIStoryboardSegue
        if let custom = customSegue(template, source: source, destination: destination) {
            segue = custom
        } else if template["customClass"] != nil {
            return
        } else {
            switch kind {
            case "show", "push", "showDetail":
                segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
                    source.show(destination, sender: sender)
                }
            case "presentation", "modal", "popoverPresentation":
                let animated = template["animates"] != "NO"
                destination.applyPresentationSettings(of: template) // Presentation/UIViewController+StoryboardPresentation.swift
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

    /// The registered class `customClass` names, made for this transition; `nil` (logged) when it is unknown or
    /// when the segue has none.
    private func customSegue(_ template: NibElement, source: UIViewController, destination: UIViewController) -> UIStoryboardSegue? {
        guard let customClass = template["customClass"] else { return nil }
        guard let segueClass = UINibClassRegistry.segueClass(named: customClass) else {
            document?.warn(template, "unknown segue class \"\(customClass)\"; the segue is not performed")
            return nil
        }
        return segueClass.init(identifier: template["identifier"], source: source, destination: destination)
    }

    /// UIKit's order: find the destination (no controller answering is no unwind, and no message), `prepare(for:
    /// sender:)` on the source, the destination's unwind action with the segue, then the segue's `perform()`, which
    /// dismisses the controllers presented on the way.
    private func performUnwind(_ template: NibElement, from source: UIViewController, sender: Any?) {
        guard let action = template["unwindAction"] else {
            document?.warn(template, "unwind segue \"\(template["id"] ?? "")\" has no unwindAction; not performed")
            return
        }
        let unwindSource = UIStoryboardUnwindSegueSource(source: source, unwindAction: Selector(action), sender: sender)
        guard let destination = UIViewController.unwindDestination(for: unwindSource) else { return }
        let segue: UIStoryboardSegue
        if let custom = customSegue(template, source: source, destination: destination) {
            segue = custom
        } else if template["customClass"] != nil {
            return
        } else {
            segue = UIStoryboardSegue(identifier: template["identifier"], source: source, destination: destination) {
                UIViewController.performUnwind($0, to: destination)
            }
        }
        source.prepare(for: segue, sender: sender)
        _ = UINibConnections.send(action, to: destination, from: segue)
        segue.perform()
    }

    /// The embedded controller becomes a child whose view fills the container, after the parent prepares for the
    /// segue.
    private func embed(_ template: NibElement, in container: UIView, of controller: UIViewController) {
        let destinationID = template["destination"] ?? ""
        guard let child = storyboard.instantiateController(id: destinationID) else {
            document?.warn(template, "embed segue \"\(template["id"] ?? "")\" has no destination \"\(destinationID)\"; not performed")
            return
        }
        let segue = UIStoryboardSegue(identifier: template["identifier"], source: controller, destination: child) {
            controller.addChild(child)
            let view: UIView = child.view
            view.frame = container.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(view)
            child.didMove(toParent: controller)
        }
        controller.prepare(for: segue, sender: nil)
        segue.perform()
    }
}
