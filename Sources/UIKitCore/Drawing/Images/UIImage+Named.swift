/// `UIImage(named:)`: bundle lookup with scale and device variants (see `ImageResourceLookup`) and a cache of
/// decoded images by bundle, name and scale, as UIKit's image cache (R-IMG-2, `NamedImageCache`): a name is read
/// and decoded once, later calls share the decoded `CGImage` while it is cached.
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
        var requested = scale
        if let scale, !(scale.isFinite && scale > 0) {
            UIKitLog.error("UIImage(named: \"\(name)\"): scale \(scale) is not a positive number; using the screen's")
            requested = nil
        }
        guard let cached = UIImage.cachedImage(named: name, in: bundle ?? .application,
                                               scale: requested ?? UIImage.mainScreenScale,
                                               deviceModifier: deviceModifier) else { return nil }
        self.init(cgImage: cached.cgImage, scale: cached.scale, orientation: .up)
    }

    private static var mainScreenScale: CGFloat {
        guard Thread.isMainThread else { return 1 }
        return MainActor.assumeIsolated { UIScreen.main.scale }
    }

    static let namedImageCache = NamedImageCache()

    /// `scale` is a positive number; above 3 it picks the `@3x` variants, the largest there are.
    static func cachedImage(named name: String, in bundle: Bundle, scale: CGFloat,
                            deviceModifier: String? = nil) -> (cgImage: CGImage, scale: CGFloat)? {
        let languages = LanguagePreferences.preferredLanguages
        let key = [bundle.bundlePath, name, "\(scale)", deviceModifier ?? "", languages.joined(separator: ":")]
            .joined(separator: "\u{0}")
        if let hit = namedImageCache.image(forKey: key) { return hit }
        let lookup = ImageResourceLookup(bundle: bundle, scale: Int(min(scale, 3).rounded()), deviceModifier: deviceModifier,
                                         preferredLanguages: languages)
        guard let match = lookup.find(name) else { return nil }
        guard let data = FileManager.default.contents(atPath: match.url.path), let image = CGImage.decode(data) else {
            UIKitLog.error("UIImage(named: \"\(name)\"): \(match.url.path) is not a PNG or JPEG image within the decoding limits")
            return nil
        }
        return namedImageCache.insert(image, scale: match.scale, forKey: key)
    }

    /// Empties the named-image cache, as UIKit does on a memory warning.
    public static func purgeNamedImageCache() { namedImageCache.removeAll() }
}
