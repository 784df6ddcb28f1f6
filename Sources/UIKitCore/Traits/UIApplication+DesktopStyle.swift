/// The desktop's light or dark appearance becomes the traits every view has unless it or a controller overrides
/// its style: dynamic colours (the system colours among them) resolve again, views draw again, and views and
/// controllers hear `traitCollectionDidChange(_:)`.
extension UIApplication {
    func followDesktopStyle(_ style: UIUserInterfaceStyle) {
        let style: UIUserInterfaceStyle = style == .dark ? .dark : .light
        let previous = UITraitCollection.current.userInterfaceStyle
        guard style != previous else { return }
        UITraitCollection.current = UITraitCollection(userInterfaceStyle: style)
        for window in windows {
            window.propagateStyle(from: previous == .unspecified ? .light : previous)
            // Text, tints and borders are resolved as they draw: everything draws again.
            var pending: [UIView] = [window]
            while let view = pending.popLast() {
                view.setNeedsDisplay()
                pending.append(contentsOf: view.subviews)
            }
        }
    }
}
