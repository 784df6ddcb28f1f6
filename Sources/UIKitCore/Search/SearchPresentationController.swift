import Foundation

/// Shows a search controller over its context: the presenter's view stays (and clicks go through where the
/// search shows nothing), Escape dismisses it as a popover is dismissed, and it never adapts to another style.
@MainActor final class SearchPresentationController: UIPresentationController {
    override var shouldPresentInFullscreen: Bool { false }
    override var shouldRemovePresentersView: Bool { false }
    override var passesClicksThroughOutside: Bool { true }
    override var dismissesOnOutsideClick: Bool { true }

    override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }

    /// The presenter's view (the presentation context), below the navigation bar holding the search bar.
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        var frame = container.bounds
        if let context = presentingViewController.viewIfLoaded, context.window === container.window {
            frame = context.convert(context.bounds, to: container).intersection(container.bounds)
        }
        if let search = presentedViewController as? UISearchController, let bar = search.enclosingNavigationBar,
           bar.window === container.window, !bar.isHidden {
            let barFrame = bar.convert(bar.bounds, to: container)
            if barFrame.maxY > frame.minY, barFrame.minY <= frame.minY + 1 {
                frame.size.height = max(0, frame.maxY - barFrame.maxY)
                frame.origin.y = barFrame.maxY
            }
        }
        return frame.isNull ? .zero : frame
    }
}
