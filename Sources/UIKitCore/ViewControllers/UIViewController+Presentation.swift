/// Modal presentation: `present` finds the presenting controller, adapts the style to the window's width and runs
/// the transition through the presented controller's presentation controller (Presentation/); `dismiss` undoes it.
/// Misuse (a controller already presented, a presenter outside any window or already presenting, a dismissal
/// during a transition) is logged with UIKit's wording and never leaves a transition stuck.
extension UIViewController {
    /// Presents `controller` (see UIViewController+Presenting.swift).
    func performPresent(_ controller: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        present(modally: controller, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents and any it presents in turn; without one, the presentation this
    /// one is part of. With nothing to dismiss the completion still runs.
    func performDismiss(animated flag: Bool, completion: (() -> Void)?) {
        dismissPresentation(animated: flag, completion: completion)
    }

}
