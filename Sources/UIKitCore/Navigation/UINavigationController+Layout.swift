import Foundation

/// Where the bars and the top controller's view go: the view fills the navigation controller's view, the bars
/// lie over it (translucent, as on iOS), and the controller's safe area is inset by the bars that show; an edge the
/// controller does not extend under a bar (`edgesForExtendedLayout`, opaque bars) stops at that bar instead.
extension UINavigationController {
    func layoutNavigationViews() {
        guard let container = viewIfLoaded else { return }
        let bounds = container.bounds, safe = container.safeAreaInsets
        let barHeight = navigationBar.preferredHeight
        navigationBar.frame = CGRect(x: 0, y: navigationBarHiddenStorage ? safe.top - barHeight - 1 : safe.top,
                                     width: bounds.width, height: barHeight)
        if !barsAreAnimating { navigationBar.isHidden = navigationBarHiddenStorage }
        let toolbarHeight = UIToolbar.standardHeight
        let toolbarShown = toolbarIsShown
        toolbar.frame = CGRect(x: 0, y: toolbarShown ? bounds.height - safe.bottom - toolbarHeight : bounds.height + 1,
                               width: bounds.width, height: toolbarHeight)
        if !barsAreAnimating { toolbar.isHidden = !toolbarShown }
        if transition == nil, let top = topViewController, let topView = top.viewIfLoaded, topView.superview === container {
            topView.frame = childFrame(for: top)
        }
        for controller in [topViewController, transition?.from, transition?.to].compactMap({ $0 }) {
            updateBarInsets(of: controller)
        }
        observeTopScrollView()
    }

    /// Whether the toolbar shows: not hidden, and no controller from the one that hid it up to the top asked for
    /// `hidesBottomBarWhenPushed`.
    var toolbarIsShown: Bool {
        !toolbarHiddenStorage && !children.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// The bars' share of `controller`'s safe area: the navigation bar's height at the top, the toolbar's at the
    /// bottom, each while it shows and the view reaches under it.
    func updateBarInsets(of controller: UIViewController) {
        let under = barsOver(controller)
        let top = under.top ? navigationBar.preferredHeight : 0
        let bottom = under.bottom ? UIToolbar.standardHeight : 0
        controller.setContainerSafeAreaInsets(UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
    }

    /// Where `controller`'s view goes in this controller's view: all of it, less the bars it does not reach under.
    func childFrame(for controller: UIViewController) -> CGRect {
        guard let container = viewIfLoaded else { return .zero }
        let bounds = container.bounds, safe = container.safeAreaInsets
        let under = barsOver(controller)
        let top = !navigationBarHiddenStorage && !under.top ? safe.top + navigationBar.preferredHeight : 0
        let bottom = toolbarIsShown && !under.bottom ? safe.bottom + UIToolbar.standardHeight : 0
        return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top - bottom))
    }

    /// Whether the navigation bar and the toolbar show and lie over `controller`'s view.
    private func barsOver(_ controller: UIViewController) -> (top: Bool, bottom: Bool) {
        (!navigationBarHiddenStorage && controller.extendsLayout(under: .top, opaque: !navigationBar.isTranslucent),
         toolbarIsShown && controller.extendsLayout(under: .bottom, opaque: !toolbar.isTranslucent))
    }

    /// Hiding or showing a bar: it slides out of (or into) the window's edge over 0.2 s when `animated`.
    func barsChanged(animated: Bool) {
        guard let container = viewIfLoaded else { return }
        guard animated, container.window != nil else {
            container.setNeedsLayout()
            container.layoutIfNeeded()
            return
        }
        barsAreAnimating = true
        navigationBar.isHidden = false
        toolbar.isHidden = false
        UIView.animate(withDuration: TimeInterval(UINavigationController.hideShowBarDuration), animations: {
            self.layoutNavigationViews()
        }, completion: { _ in
            self.barsAreAnimating = false
            self.viewIfLoaded?.setNeedsLayout()
            self.viewIfLoaded?.layoutIfNeeded()
        })
    }

    /// How long a bar takes to hide or show (UIKit's `UINavigationControllerHideShowBarDuration`).
    public static let hideShowBarDuration: CGFloat = 0.2

    var barsAreAnimating: Bool {
        get { barAnimationCount > 0 }
        set { barAnimationCount = newValue ? barAnimationCount + 1 : max(0, barAnimationCount - 1) }
    }

    // MARK: Toolbar

    /// The top controller's toolbar items go to the toolbar (`setToolbarItems(_:animated:)`).
    func topToolbarItemsDidChange(of controller: UIViewController, animated: Bool) {
        guard controller === topViewController else { return }
        toolbar.setItems(controller.toolbarItems, animated: animated)
    }

    func updateToolbar(animated: Bool) {
        let items = topViewController?.toolbarItems
        if (toolbar.items ?? []).count != (items ?? []).count
            || zip(toolbar.items ?? [], items ?? []).contains(where: { $0 !== $1 }) {
            toolbar.setItems(items, animated: animated)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: Hiding the bars on tap and swipe

    func barTapToggled() {
        let hide = !navigationBarHiddenStorage
        setNavigationBarHidden(hide, animated: true)
        if !(topViewController?.toolbarItems ?? []).isEmpty { setToolbarHidden(hide, animated: true) }
    }

    func barSwipeChanged(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .changed || pan.state == .ended else { return }
        let dy = pan.translation(in: viewIfLoaded).y
        if dy < -20, !navigationBarHiddenStorage {
            setNavigationBarHidden(true, animated: true)
        } else if dy > 20, navigationBarHiddenStorage {
            setNavigationBarHidden(false, animated: true)
        }
    }
}
