/// Storyboard-made view controllers: the storyboard they came from and their segues.
extension UIViewController {
    /// `performSegue(withIdentifier:sender:)`: the segue with `identifier` from this controller's scene (one from
    /// the controller or from any of its controls): a new destination, `prepare(for:sender:)`, then the segue's
    /// `perform()`. It does not ask `shouldPerformSegue(withIdentifier:sender:)`. An unknown identifier is logged
    /// (iOS raises an exception).
    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        guard let scene = storyboardScene, let template = scene.segue(withIdentifier: identifier) else {
            UIKitLog.error("\(type(of: self)) has no segue with the identifier \"\(identifier)\"")
            return
        }
        scene.perform(template, from: self, sender: sender)
    }
}
