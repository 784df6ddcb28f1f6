/// A storyboard's scenes by view controller id, its Storyboard IDs and its initial view controller, checked when the
/// file is read so that a malformed storyboard is an error naming the file and line rather than a failure later.
@MainActor struct StoryboardIndex {
    struct Scene {
        /// The scene's `<objects>`: the view controller, its placeholders and other top-level objects.
        let objects: NibElement
        let controller: NibElement
    }

    private(set) var scenes: [String: Scene] = [:]
    /// `storyboardIdentifier` -> view controller id.
    private(set) var controllerIDs: [String: String] = [:]
    private(set) var initialControllerID: String?
    /// The ids of the scenes' Exit placeholders (`<exit>`), which unwind segues name as their destination.
    private(set) var exitIDs: Set<String> = []

    init() {}

    init(_ document: NibDocument) throws {
        func error(_ element: NibElement, _ message: String) -> ResourceError {
            ResourceError(path: document.path, line: element.line, message: message)
        }
        var segues: [NibElement] = []
        for scene in document.container.children("scene") {
            guard let objects = scene.child("objects") else { throw error(scene, "a <scene> without <objects>") }
            let members = objects.children.filter { !["placeholder", "exit"].contains($0.name) }
            guard let controller = members.first(where: { $0["sceneMemberID"] == "viewController" }) ?? members.first else {
                throw error(scene, "a <scene> without a view controller")
            }
            guard let id = controller["id"] else { throw error(controller, "a view controller without an id") }
            guard scenes[id] == nil else { throw error(controller, "a second view controller with the id \"\(id)\"") }
            scenes[id] = Scene(objects: objects, controller: controller)
            if let identifier = controller["storyboardIdentifier"] {
                guard controllerIDs[identifier] == nil else {
                    throw error(controller, "a second view controller with the Storyboard ID \"\(identifier)\"")
                }
                controllerIDs[identifier] = id
            }
            segues += controller.descendants("segue")
            exitIDs.formUnion(objects.children("exit").compactMap { $0["id"] })
        }
        guard !scenes.isEmpty else { throw error(document.container, "a storyboard without scenes") }
        // A segue to nowhere is one warning; the rest of the storyboard loads and performing it logs again.
        for segue in segues {
            let destination = segue["destination"] ?? ""
            let isUnwind = segue["kind"] == "unwind"
            guard isUnwind ? !exitIDs.contains(destination) : scenes[destination] == nil else { continue }
            document.warn(segue, "segue \"\(segue["id"] ?? "")\" goes to \"\(destination)\", which is no "
                + (isUnwind ? "Exit placeholder" : "view controller") + " of this storyboard; it will not be performed")
        }
        if let initial = document.root["initialViewController"] {
            guard scenes[initial] != nil else {
                throw error(document.root, "initialViewController \"\(initial)\" is no view controller of this storyboard")
            }
            initialControllerID = initial
        }
    }
}
