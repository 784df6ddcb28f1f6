/// The token `registerForTraitChanges` returns, to unregister with.
public protocol UITraitChangeRegistration: AnyObject, Sendable {}

/// Objects that call code when chosen traits change (iOS 17): views, view controllers and window scenes' views.
/// A handler is called after the change, with the object and its previous traits, only when one of the traits it
/// registered for changed. `action` forms take a `Selector`: a name looked up among the actions registered with
/// `UINibConnections`, as there is no Objective-C runtime to send it.
@preconcurrency @MainActor public protocol UITraitChangeObservable {
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration
    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UITraitChangeObservable where Self: UITraitEnvironment {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration {
        TraitChangeRegistry.shared.add(for: self, traits: traits) { environment, previous in
            guard let environment = environment as? TraitEnvironment else { return }
            handler(environment, previous)
        }
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        let target = target as AnyObject
        return TraitChangeRegistry.shared.add(for: self, traits: traits) { [weak target] environment, _ in
            guard let target, UINibConnections.send(action.name, to: target, from: environment) else {
                return UIKitLog.errorOnce("registerForTraitChanges: no action \(action.name) registered for its target")
            }
        }
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        registerForTraitChanges(traits, target: self, action: action)
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        TraitChangeRegistry.shared.remove(registration)
    }
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}
