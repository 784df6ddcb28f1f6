/// UIKit's presentation of the styles that cover the window or the presenting context: `.fullScreen` and
/// `.currentContext` replace the presenter's view (taken out once the presentation completes), the `over...` styles
/// leave it visible behind.
@MainActor final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool {
        presentationStyle == .fullScreen || presentationStyle == .currentContext
    }

    override var shouldPresentInFullscreen: Bool { !presentationStyle.isCurrentContext }

    override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}
