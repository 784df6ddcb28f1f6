/// A presentation segue's Presentation and Transition settings (`modalPresentationStyle`, `modalTransitionStyle`
/// attributes), given to the destination before it is presented, as Interface Builder's segues do; a popover
/// segue presents as a popover anchored to its `<popoverPresentationController>`'s source, else to the source's view.
extension UIViewController {
    func applyPresentationSettings(of segue: NibElement) {
        let styles: [String: UIModalPresentationStyle] = [
            "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
            "currentContext": .currentContext, "custom": .custom, "overFullScreen": .overFullScreen,
            "overCurrentContext": .overCurrentContext, "popover": .popover, "automatic": .automatic,
        ]
        let transitions: [String: UIModalTransitionStyle] = [
            "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal, "crossDissolve": .crossDissolve,
            "partialCurl": .partialCurl,
        ]
        if segue["kind"] == "popoverPresentation" { modalPresentationStyle = .popover }
        if let name = segue["modalPresentationStyle"] {
            if let style = styles[name] { modalPresentationStyle = style } else {
                UIKitLog.error("segue \"\(segue["id"] ?? "")\": unknown modalPresentationStyle \"\(name)\"; ignored")
            }
        }
        if let name = segue["modalTransitionStyle"] {
            if let style = transitions[name] { modalTransitionStyle = style } else {
                UIKitLog.error("segue \"\(segue["id"] ?? "")\": unknown modalTransitionStyle \"\(name)\"; ignored")
            }
        }
    }
}
