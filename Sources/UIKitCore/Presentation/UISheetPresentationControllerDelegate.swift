/// Hears the user change a sheet's detent. Set it as the sheet's `delegate` (the adaptive delegate property,
/// which Swift cannot narrow in the subclass as Objective-C does).
@preconcurrency @MainActor public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController) {}
}
