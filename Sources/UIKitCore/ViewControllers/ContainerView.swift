/// The root view of a container controller: it lays out the container's parts when it lays out, so a subclass of
/// the controller that overrides `viewDidLayoutSubviews` without calling super still gets its layout.
@MainActor final class ContainerView: UIView {
    var onLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}
