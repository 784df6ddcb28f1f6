/// Page and form sheets. In a regular-width window a sheet is a centred card with rounded corners over the dimmed
/// window (a form sheet 540 x 620 points, or its controller's preferred content size; a page sheet as wide as a
/// readable page and nearly as tall as the window), as on iPadOS and Mac Catalyst, where detents do not apply. In a
/// compact window it is attached to the bottom edge at the height of its selected detent, the window behind dimmed
/// only above `largestUndimmedDetentIdentifier`. Clicking outside does not dismiss it; Escape does, unless the
/// presented controller `isModalInPresentation`.
@preconcurrency @MainActor open class UISheetPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    open var prefersGrabberVisible = false { didSet { sheetChanged() } }
    /// `nil`: the system radius (10 points).
    open var preferredCornerRadius: CGFloat? { didSet { sheetChanged() } }
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty {
                UIKitLog.error("UISheetPresentationController detents must not be empty; using [.large()]")
                detents = [.large()]
            }
            sheetChanged()
        }
    }
    /// `nil`: the smallest detent.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { sheetChanged() } }
    /// `nil`: the window is dimmed at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { sheetChanged() } }

    let card = PresentationCardView()
    let dimmingView = DimmingView()

    open override var presentedView: UIView? { card }

    open override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }

    /// Makes the changes (to detents, the selection, the grabber) in an animation.
    open func animateChanges(_ changes: () -> Void) {
        changes()
        guard let containerView else { return }
        UIView.animate(withDuration: 0.35) {
            self.applySheetAppearance()
            containerView.setNeedsLayout()
            containerView.layoutIfNeeded()
        }
    }

    /// The resolvers' values may have changed: the sheet takes them again.
    open func invalidateDetents() { sheetChanged() }

    private func sheetChanged() {
        guard containerView != nil, activeTransition == nil else { return }
        applySheetAppearance()
        containerView?.setNeedsLayout()
    }

    // MARK: Geometry

    /// The tallest a sheet attached to the bottom edge may be.
    private var maximumDetentValue: CGFloat {
        max((containerView?.bounds.height ?? 0) - PresentationLayout.compactSheetTopInset, 0)
    }

    /// The detents that resolve, smallest first, with their heights.
    var resolvedDetents: [(identifier: Detent.Identifier, height: CGFloat)] {
        let context = SheetDetentResolutionContext(traits: traitCollection, maximum: maximumDetentValue)
        return detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) } }
            .sorted { $0.height < $1.height }
    }

    /// The selected detent (the smallest when none is selected or the selected one is gone).
    var currentDetent: (identifier: Detent.Identifier, height: CGFloat)? {
        let resolved = resolvedDetents
        return resolved.first { $0.identifier == selectedDetentIdentifier } ?? resolved.first
    }

    /// The window behind stays clear at the current detent.
    var isUndimmed: Bool {
        guard isHorizontallyCompact, let largest = largestUndimmedDetentIdentifier, let current = currentDetent,
              let limit = resolvedDetents.first(where: { $0.identifier == largest }) else { return false }
        return current.height <= limit.height
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        if isHorizontallyCompact {
            let height = currentDetent?.height ?? maximumDetentValue
            return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        }
        let margin = PresentationLayout.margin
        let room = CGSize(width: max(bounds.width - 2 * margin, 0), height: max(bounds.height - 2 * margin, 0))
        var size: CGSize
        if presentationStyle == .formSheet {
            let preferred = presentedViewController.preferredContentSize
            size = preferred.width > 0 && preferred.height > 0 ? preferred : PresentationLayout.formSheetSize
        } else {
            size = CGSize(width: PresentationLayout.pageSheetWidth, height: room.height)
        }
        size = CGSize(width: min(size.width, room.width), height: min(size.height, room.height))
        return CGRect(x: (bounds.midX - size.width / 2).rounded(), y: (bounds.midY - size.height / 2).rounded(),
                      width: size.width, height: size.height)
    }

    override var passesClicksThroughOutside: Bool { isUndimmed }

    /// A resized window may cross the compact limit: the corners, grabber and dimming follow.
    override func layoutPresentedView() {
        if activeTransition == nil { applySheetAppearance() }
        super.layoutPresentedView()
    }

    // MARK: Chrome

    func applySheetAppearance() {
        let compact = isHorizontallyCompact
        card.cornerRadius = preferredCornerRadius.map { $0.isFinite ? max($0, 0) : PresentationLayout.sheetCornerRadius }
            ?? PresentationLayout.sheetCornerRadius
        card.roundsBottomCorners = !compact
        card.showsGrabber = prefersGrabberVisible && compact && resolvedDetents.count > 0
        card.onGrabberClick = { [weak self] in self?.selectNextDetent() }
        dimmingView.alpha = isUndimmed ? 0 : 1
    }

    /// A click on the grabber moves to the next larger detent, from the largest back to the smallest.
    func selectNextDetent() {
        let resolved = resolvedDetents
        guard resolved.count > 1, let current = currentDetent,
              let index = resolved.firstIndex(where: { $0.identifier == current.identifier }) else { return }
        let next = resolved[(index + 1) % resolved.count].identifier
        animateChanges { selectedDetentIdentifier = next }
        (delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }

    override func installChrome(in container: UIView) {
        card.install(presentedViewController.view)
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
        applySheetAppearance()
    }

    open override func presentationTransitionWillBegin() {
        fadeDimming(in: true)
    }

    open override func dismissalTransitionWillBegin() {
        fadeDimming(in: false)
    }

    func fadeDimming(in appearing: Bool) {
        let target: CGFloat = appearing && !isUndimmed ? 1 : 0
        if appearing { dimmingView.alpha = 0 }
        if let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = target })
        } else {
            dimmingView.alpha = target
        }
    }
}
