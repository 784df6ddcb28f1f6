extension UIViewController {
    /// A storyboard-made controller loads its view from its scene (UIViewController+Storyboard.swift).
    /// `init(nibName:bundle:)`: the default `loadView` loads the named nib (or, with no name, one named after the
    /// class) with the controller as File's Owner; the nib's `view` outlet sets the view (R-NIB-9). False when there
    /// is no such nib, or it did not set the view (logged), so `loadView` makes a plain view.
    func loadViewFromNib() -> Bool {
        if let storyboardScene, storyboardScene.loadView(of: self) { return true }
        let bundle = nibBundle ?? .application
        let name = nibName ?? String(describing: type(of: self))
        guard nibName != nil || bundle.localizedResourceURL(forResource: name, withExtension: "xib") != nil else { return false }
        let nib = UINib(nibName: name, bundle: bundle)
        guard nib.isLoaded else { return false }
        _ = nib.instantiate(withOwner: self)
        if viewIfLoaded == nil { UIKitLog.error("\(name).xib did not connect the view outlet of File's Owner") }
        return viewIfLoaded != nil
    }
}
