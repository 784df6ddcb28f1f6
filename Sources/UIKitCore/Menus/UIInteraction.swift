/// Behaviour added to a view with `addInteraction(_:)`: told when it moves to or from a view.
@preconcurrency @MainActor public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}
