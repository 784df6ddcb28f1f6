/// Where `UIImage(named:)` finds an image (R-MOD-1 to R-MOD-7, R-IMG-3): an asset catalog's image set first, as
/// UIKit does, then loose files in each localized folder and then the non-localized one. Inside a folder the
/// variants go `@Nx~device`, `@Nx`, `~device`, plain, for the screen's scale N first, then smaller scales, then
/// larger. The name is case-sensitive; `.png` is assumed without an extension, then `.jpg` and `.jpeg`.
struct ImageResourceLookup {
    let bundle: Bundle
    let scale: Int
    /// `~ipad` / `~iphone` when emulating a device; `nil` on the desktop, where plain names serve.
    let deviceModifier: String?
    let preferredLanguages: [String]

    struct Match: Equatable {
        let url: URL
        let scale: CGFloat
    }

    func find(_ name: String) -> Match? {
        guard !name.isEmpty else { return nil }
        if let match = AssetCatalog.imageSet(named: name, in: bundle)?.bestImage(forScale: scale) { return match }
        let (base, ext) = Bundle.split(name, nil)
        let extensions = ext.isEmpty ? ["png", "jpg", "jpeg"] : [ext]
        let candidates = Self.scaleOrder(for: scale).flatMap { scale in
            let scaleSuffix = scale == 1 ? "" : "@\(scale)x"
            let devices = (deviceModifier.map { [$0] } ?? []) + [""]
            return devices.map { (name: "\(base)\(scaleSuffix)\($0)", scale: scale) }
        }
        for directory in bundle.resourceSearchDirectories(preferredLanguages: preferredLanguages) {
            for candidate in candidates {
                for ext in extensions {
                    let url = directory.appendingPathComponent("\(candidate.name).\(ext)")
                    if Bundle.isFile(url) { return Match(url: url, scale: CGFloat(candidate.scale)) }
                }
            }
        }
        return nil
    }

    /// The screen's scale, then smaller ones (UIKit upsamples a 1x image on a 2x screen), then larger ones.
    static func scaleOrder(for scale: Int) -> [Int] {
        let own = min(max(scale, 1), 3)
        return [own] + (1..<own).reversed() + Array(stride(from: own + 1, through: 3, by: 1))
    }
}
