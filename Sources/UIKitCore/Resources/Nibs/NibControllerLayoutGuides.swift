/// The top and bottom layout guides storyboards written before the safe area name
/// (`<layoutGuides><viewControllerLayoutGuide type="top" id=...>` in a view controller): constraints relate views to
/// the top guide's bottom and the bottom guide's top. Each becomes a guide of the controller's view spanning the
/// strip the safe area leaves at that edge, so those edges are the safe area's, as iOS 11 made them.
@MainActor enum NibControllerLayoutGuides {
    /// The guides `controller` (a view controller element) declares, by id, added to `root`, its view; an unknown
    /// type is one warning.
    static func make(for controller: NibElement, root: UIView, document: NibDocument) -> [String: UILayoutGuide] {
        var guides: [String: UILayoutGuide] = [:]
        for element in controller.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            guard let id = element["id"] else { continue }
            let safeArea = root.safeAreaLayoutGuide
            let guide = UILayoutGuide()
            let edges: [(NSLayoutConstraint.Attribute, AnyObject, NSLayoutConstraint.Attribute)]
            switch element["type"] {
            case "top": edges = [(.top, root, .top), (.bottom, safeArea, .top)]
            case "bottom": edges = [(.top, safeArea, .bottom), (.bottom, root, .bottom)]
            default:
                document.warn(element, "unknown layout guide type \"\(element["type"] ?? "")\"; constraints naming it are skipped")
                continue
            }
            guide.identifier = element["type"] == "top" ? "IBTopLayoutGuide" : "IBBottomLayoutGuide"
            root.addLayoutGuide(guide)
            for (attribute, item, itemAttribute) in edges + [(.leading, root, .leading), (.trailing, root, .trailing)] {
                root.addConstraint(NSLayoutConstraint(first: guide, attribute, .equal, second: item, itemAttribute,
                                                      multiplier: 1, constant: 0))
            }
            guides[id] = guide
        }
        return guides
    }
}
