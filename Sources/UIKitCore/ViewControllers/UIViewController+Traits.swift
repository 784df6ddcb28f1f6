/// A controller's traits are its view's (the screen's when the view is not loaded).
extension UIViewController: UITraitEnvironment {
    public var traitCollection: UITraitCollection {
        if let view = viewIfLoaded { return view.traitCollection }
        let own = overrideUserInterfaceStyle == .unspecified ? UITraitCollection.current.userInterfaceStyle : overrideUserInterfaceStyle
        return UITraitCollection(traitsFrom: [UITraitCollection(displayScale: UIScreen.main.scale),
                                              UITraitCollection(userInterfaceStyle: own == .unspecified ? .light : own)])
    }
}
