/// Per instance: whether it is an appearance proxy, and which appearance properties it set itself.
@MainActor final class AppearanceRecord {
    var proxyKey: AppearanceRegistry.ProxyKey?
    var containerTypes: [any UIAppearanceContainer.Type] = []
    var ownProperties: Set<String> = []
    var isApplying = false
}
