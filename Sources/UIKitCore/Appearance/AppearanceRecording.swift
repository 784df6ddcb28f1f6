import Foundation

/// A class whose properties appearance proxies set. `appearanceRecord` holds whether the instance is a proxy and
/// which properties the instance set itself.
@MainActor protocol AppearanceRecording: AnyObject {
    var appearanceRecord: AppearanceRecord { get }
    /// The record if the instance has one yet (views make theirs only when needed).
    var existingAppearanceRecord: AppearanceRecord? { get }
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
    ///
    /// An instance notes its own properties only once some proxy has been given a value (or it has a record
    /// already), so the many views of an app that uses no proxies carry no record; a proxy set after an instance
    /// set the same property itself may therefore win when the instance next joins a window.
    func recordAppearance(_ name: String, _ apply: @escaping @MainActor (Self) -> Void) {
        guard existingAppearanceRecord != nil || AppearanceRegistry.hasSetters else { return }
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
        guard AppearanceRegistry.hasSetters else { return }
        let record = appearanceRecord
        guard record.proxyKey == nil else { return }
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

