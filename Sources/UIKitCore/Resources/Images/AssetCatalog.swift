/// Asset catalogs read at run time: `Name.xcassets/.../Logo.imageset/Contents.json` with its `images` array of
/// `{ "idiom", "filename", "scale" }`. Copy the `.xcassets` folder as it is (SwiftPM `.copy("Assets.xcassets")`);
/// there is no compiled `Assets.car` on Linux. Universal and desktop (`mac`) entries are used.
enum AssetCatalog {
    struct ImageSet {
        let directory: URL
        /// Scale -> file name.
        let files: [Int: String]

        func bestImage(forScale scale: Int) -> ImageResourceLookup.Match? {
            for candidate in ImageResourceLookup.scaleOrder(for: scale) {
                if let file = files[candidate] {
                    return .init(url: directory.appendingPathComponent(file), scale: CGFloat(candidate))
                }
            }
            return nil
        }
    }

    private static let lock = NSLock()
    /// Catalog folders per resource directory, found once (a catalog's contents do not change at run time).
    nonisolated(unsafe) private static var catalogsByDirectory: [String: [URL]] = [:]

    static func imageSet(named name: String, in bundle: Bundle) -> ImageSet? {
        setDirectory(named: name, kind: "imageset", in: bundle).flatMap(read)
    }

    /// The folder of the set `name.kind` (`Logo.imageset`, `Accent.colorset`) in the bundle's catalogs.
    static func setDirectory(named name: String, kind: String, in bundle: Bundle) -> URL? {
        for directory in bundle.resourceDirectories {
            for catalog in catalogs(in: directory) {
                if let set = findSet(named: "\(name).\(kind)", under: catalog) { return set }
            }
        }
        return nil
    }

    private static func catalogs(in directory: URL) -> [URL] {
        if let cached = lock.withLock({ catalogsByDirectory[directory.path] }) { return cached }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let found = entries.filter { $0.hasSuffix(".xcassets") }.sorted().map { directory.appendingPathComponent($0) }
        lock.withLock { catalogsByDirectory[directory.path] = found }
        return found
    }

    /// Sets may sit inside group folders (`Icons/Logo.imageset`).
    private static func findSet(named folderName: String, under folder: URL) -> URL? {
        let direct = folder.appendingPathComponent(folderName)
        if FileManager.default.fileExists(atPath: direct.path) { return direct }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for entry in entries.sorted() where !entry.contains(".") {
            if let set = findSet(named: folderName, under: folder.appendingPathComponent(entry)) { return set }
        }
        return nil
    }

    private static func read(_ directory: URL) -> ImageSet? {
        let contents = directory.appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: contents.path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = json["images"] as? [[String: Any]] else {
            UIKitLog.error("\(contents.path): missing or malformed Contents.json; image set ignored")
            return nil
        }
        var files: [Int: String] = [:]
        for image in images {
            guard let file = image["filename"] as? String else { continue }
            let idiom = image["idiom"] as? String ?? "universal"
            guard idiom == "universal" || idiom == "mac" || files.isEmpty else { continue }
            let scaleText = (image["scale"] as? String ?? "1x").replacingOccurrences(of: "x", with: "")
            let scale = Int(scaleText) ?? 1
            if files[scale] == nil || idiom == "universal" { files[scale] = file }
        }
        return files.isEmpty ? nil : ImageSet(directory: directory, files: files)
    }
}
