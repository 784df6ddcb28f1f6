/// `UIImage(named:)`: bundle lookup with scale and device variants (see `ImageResourceLookup`) and a cache of
/// decoded images by bundle, name and scale, as UIKit's image cache (R-IMG-2): a name is read and decoded once,
/// later calls share the decoded `CGImage`.
extension UIImage {
    public convenience init?(named name: String) { self.init(named: name, in: nil) }

    /// `scale` defaults to the main screen's (read on the main thread; 1 elsewhere).
    public convenience init?(named name: String, in bundle: Bundle?, scale: CGFloat? = nil) {
        self.init(named: name, in: bundle, scale: scale, deviceModifier: nil)
    }

    /// The traits' display scale picks the `@Nx` variant and their idiom the `~iphone`/`~ipad` one (R-MOD-2,
    /// R-MOD-4); unspecified traits mean the main screen's scale and no device variant.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let scale = traitCollection.flatMap { $0.displayScale > 0 ? $0.displayScale : nil }
        self.init(named: name, in: bundle, scale: scale, deviceModifier: traitCollection?.deviceModifier)
    }

    private convenience init?(named name: String, in bundle: Bundle?, scale: CGFloat?, deviceModifier: String?) {
        let screenScale = scale ?? UIImage.mainScreenScale
        guard let cached = UIImage.cachedImage(named: name, in: bundle ?? .application, scale: screenScale,
                                               deviceModifier: deviceModifier) else { return nil }
        self.init(cgImage: cached.cgImage, scale: cached.scale, orientation: .up)
    }

    private static var mainScreenScale: CGFloat {
        guard Thread.isMainThread else { return 1 }
        return MainActor.assumeIsolated { UIScreen.main.scale }
    }

    struct CachedImage: @unchecked Sendable {
        // @unchecked: CGImage is immutable.
        let cgImage: CGImage
        let scale: CGFloat
    }

    private static let cacheLock = NSLock()
    nonisolated(unsafe) private static var cache: [String: CachedImage] = [:]

    static func cachedImage(named name: String, in bundle: Bundle, scale: CGFloat, deviceModifier: String? = nil) -> CachedImage? {
        let languages = LanguagePreferences.preferredLanguages
        let key = [bundle.bundlePath, name, "\(scale)", deviceModifier ?? "", languages.joined(separator: ":")]
            .joined(separator: "\u{0}")
        if let hit = cacheLock.withLock({ cache[key] }) { return hit }
        let lookup = ImageResourceLookup(bundle: bundle, scale: Int(scale.rounded()), deviceModifier: deviceModifier,
                                         preferredLanguages: languages)
        guard let match = lookup.find(name) else { return nil }
        guard let data = FileManager.default.contents(atPath: match.url.path), let image = CGImage.decode(data) else {
            UIKitLog.error("UIImage(named: \"\(name)\"): \(match.url.path) is not a PNG or JPEG image")
            return nil
        }
        let entry = CachedImage(cgImage: image, scale: match.scale)
        cacheLock.withLock { cache[key] = entry }
        return entry
    }

    /// Empties the named-image cache, as UIKit does on a memory warning.
    public static func purgeNamedImageCache() { cacheLock.withLock { cache.removeAll() } }
}
