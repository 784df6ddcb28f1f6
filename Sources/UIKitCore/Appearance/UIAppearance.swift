import Foundation

/// Something that can contain views whose appearance depends on where they are (views and view controllers).
@preconcurrency @MainActor public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

/// Appearance proxies: property values set on `Class.appearance()` apply to every instance of the class (and
/// its subclasses), those set on `appearance(whenContainedInInstancesOf:)` to instances inside that hierarchy
/// (innermost container first), each when the instance joins a window, and never over a value the instance
/// was given itself.
///
/// Without the Objective-C runtime a proxy cannot forward arbitrary messages: it is an instance of the class,
/// made with `init(coder:)`, whose appearance properties record themselves (`AppearanceRecording`). The bar
/// classes record their bar properties; another class joins by adopting `AppearanceRecording` and calling
/// `recordAppearance` from its setters.
@preconcurrency @MainActor public protocol UIAppearance: AnyObject {
    static func appearance() -> Self
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

/// A class whose properties appearance proxies set. `appearanceRecord` holds whether the instance is a proxy and
/// which properties the instance set itself.
@MainActor protocol AppearanceRecording: AnyObject {
    var appearanceRecord: AppearanceRecord { get }
    /// Where the instance sits, innermost first: what containment is matched against.
    var appearanceContainers: [AnyObject] { get }
    init?(coder: NSCoder)
}

extension AppearanceRecording {
    /// The proxy for the class (in `containerTypes`, innermost first), made once.
    static func appearanceProxy(in containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        let key = AppearanceRegistry.ProxyKey(type: ObjectIdentifier(Self.self), containers: containerTypes.map(ObjectIdentifier.init))
        if let proxy = AppearanceRegistry.proxies[key] as? Self { return proxy }
        guard let proxy = Self(coder: AppearanceProxyCoder()) else {
            fatalError("UIAppearance: \(Self.self).init(coder:) returned nil for its appearance proxy")
        }
        proxy.appearanceRecord.proxyKey = key
        proxy.appearanceRecord.containerTypes = containerTypes
        AppearanceRegistry.proxies[key] = proxy
        return proxy
    }

    /// Called by a property's setter: on a proxy, keeps `apply` for the instances; on an instance, notes that it
    /// set `name` itself (unless a proxy is applying it).
    func recordAppearance(_ name: String, _ apply: @escaping @MainActor (Self) -> Void) {
        let record = appearanceRecord
        if let key = record.proxyKey {
            AppearanceRegistry.record(AppearanceRegistry.Setter(name: name, key: key, containerTypes: record.containerTypes) { target in
                if let target = target as? Self { apply(target) }
            })
        } else if !record.isApplying {
            record.ownProperties.insert(name)
        }
    }

    /// Applies the proxies' values that fit this instance (its class and superclasses, generic before contained),
    /// except those it set itself.
    func applyAppearance() {
        let record = appearanceRecord
        guard record.proxyKey == nil, AppearanceRegistry.hasSetters else { return }
        var types: [ObjectIdentifier] = []
        var current: AnyClass? = type(of: self)
        while let cls = current {
            types.insert(ObjectIdentifier(cls), at: 0)
            current = _getSuperclass(cls)
        }
        let chain = appearanceContainers
        record.isApplying = true
        defer { record.isApplying = false }
        for setter in AppearanceRegistry.setters(for: types) where !record.ownProperties.contains(setter.name) {
            guard AppearanceRegistry.matches(setter.containerTypes, chain) else { continue }
            setter.apply(self)
        }
    }
}

/// What a proxy is made with: an empty coder (UIKit's classes ignore it; a subclass's `init(coder:)` runs).
final class AppearanceProxyCoder: NSCoder {}

/// A view's containers: its ancestors and the controllers that manage them, innermost first.
extension UIView {
    var responderAncestors: [AnyObject] {
        var chain: [AnyObject] = []
        var current = next
        while let responder = current, !(responder is UIApplication) {
            chain.append(responder)
            current = responder.next
        }
        return chain
    }
}
