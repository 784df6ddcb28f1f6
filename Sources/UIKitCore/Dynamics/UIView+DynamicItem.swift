/// Views are the usual dynamic items: dynamics sets their `center` and `transform` directly (there is no
/// presentation layer in between), so what code reads is where the view is.
extension UIView: UIDynamicItem {}
