import Foundation

/// The app's Info.plist as Xcode would put it in the bundle: the target's `INFOPLIST_FILE` (if any), with the
/// entries Xcode generates from build settings (`GENERATE_INFOPLIST_FILE`, `INFOPLIST_KEY_*`) merged in and every
/// `$(VAR)` expanded. `CFBundleExecutable` names the executable the generated package builds.
public enum InfoPlistComposer {
    public static func compose(target: XcodeTarget, sourceRoot: String, executableName: String)
        throws(PortDiagnostic) -> [String: Any] {
        let settings = target.settings
        var info: [String: Any] = [:]
        var fileText = ""
        var filePath = settings.file
        if let relative = try settings.expanded("INFOPLIST_FILE"), !relative.isEmpty {
            filePath = relative.hasPrefix("/") ? relative : (sourceRoot as NSString).appendingPathComponent(relative)
            guard let data = FileManager.default.contents(atPath: filePath) else {
                throw .error(settings.file, line: settings.values["INFOPLIST_FILE"]?.line ?? 0,
                             "INFOPLIST_FILE names \(filePath), which does not exist")
            }
            fileText = String(decoding: data, as: UTF8.self)
            do {
                guard let dictionary = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
                    throw PortDiagnostic.error(filePath, line: 1, "Info.plist is not a dictionary")
                }
                info = dictionary
            } catch let diagnostic as PortDiagnostic {
                throw diagnostic
            } catch {
                throw .error(filePath, line: firstErrorLine(fileText), "Info.plist is not a valid property list: \(error.localizedDescription)")
            }
        }
        var generated: [String: Any] = [:]
        if settings["GENERATE_INFOPLIST_FILE"] == "YES" || info.isEmpty {
            generated = [
                "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)", "CFBundleExecutable": "$(EXECUTABLE_NAME)",
                "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "CFBundleInfoDictionaryVersion": "6.0",
                "CFBundleName": "$(PRODUCT_NAME)", "CFBundlePackageType": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)",
            ]
            if settings["MARKETING_VERSION"] != nil { generated["CFBundleShortVersionString"] = "$(MARKETING_VERSION)" }
            if settings["CURRENT_PROJECT_VERSION"] != nil { generated["CFBundleVersion"] = "$(CURRENT_PROJECT_VERSION)" }
        }
        for (name, value) in settings.values where name.hasPrefix("INFOPLIST_KEY_") {
            generate(key: String(name.dropFirst("INFOPLIST_KEY_".count)), value: value.text, into: &generated)
        }
        // The file's own entries win; dictionaries (the scene manifest) merge.
        info = merge(generated, under: info)
        info["CFBundleExecutable"] = executableName
        let expanded = try expand(info, settings: settings, file: filePath, text: fileText)
        return expanded as? [String: Any] ?? [:]
    }

    /// One `INFOPLIST_KEY_` setting as Xcode turns it into an entry.
    private static func generate(key: String, value: String, into info: inout [String: Any]) {
        switch key {
        case "UIApplicationSceneManifest_Generation":
            guard value == "YES" else { return }
            var manifest = info["UIApplicationSceneManifest"] as? [String: Any] ?? [:]
            manifest["UIApplicationSupportsMultipleScenes"] = manifest["UIApplicationSupportsMultipleScenes"] ?? false
            info["UIApplicationSceneManifest"] = manifest
        case "UIApplicationSupportsMultipleScenes":
            var manifest = info["UIApplicationSceneManifest"] as? [String: Any] ?? [:]
            manifest[key] = value == "YES"
            info["UIApplicationSceneManifest"] = manifest
        case "UILaunchScreen_Generation":
            if value == "YES" { info["UILaunchScreen"] = info["UILaunchScreen"] ?? [String: Any]() }
        default:
            var name = key
            if name.hasSuffix("_iPad") { name = String(name.dropLast(5)) + "~ipad" }
            if name.hasSuffix("_iPhone") { name = String(name.dropLast(7)) + "~iphone" }
            if name.contains("SupportedInterfaceOrientations") || name == "UIRequiredDeviceCapabilities" {
                info[name] = value.split(separator: " ").map(String.init)
            } else if value == "YES" || value == "NO" {
                info[name] = value == "YES"
            } else {
                info[name] = value
            }
        }
    }

    private static func merge(_ lower: [String: Any], under upper: [String: Any]) -> [String: Any] {
        var merged = lower
        for (key, value) in upper {
            if let dictionary = value as? [String: Any], let below = merged[key] as? [String: Any] {
                merged[key] = merge(below, under: dictionary)
            } else {
                merged[key] = value
            }
        }
        return merged
    }

    /// Expands variables in every string; an error names the line of the Info.plist that holds the string.
    private static func expand(_ value: Any, settings: BuildSettings, file: String, text: String) throws(PortDiagnostic) -> Any {
        switch value {
        case let string as String:
            guard string.contains("$") else { return string }
            return try settings.expand(string, file: file, line: line(of: string, in: text))
        case let array as [Any]:
            var result: [Any] = []
            for item in array { result.append(try expand(item, settings: settings, file: file, text: text)) }
            return result
        case let dictionary as [String: Any]:
            var result: [String: Any] = [:]
            for (key, item) in dictionary { result[key] = try expand(item, settings: settings, file: file, text: text) }
            return result
        default: return value
        }
    }

    /// The first line of `text` holding `string` (0 when it came from build settings, not the file).
    static func line(of string: String, in text: String) -> Int {
        guard !text.isEmpty else { return 0 }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains(string) { return index + 1 }
        return 0
    }

    /// Where an XML property list stops being well formed, roughly: the first line with an unbalanced tag.
    private static func firstErrorLine(_ text: String) -> Int {
        var open: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = Substring(line)
            while let start = rest.firstIndex(of: "<") {
                guard let end = rest[start...].firstIndex(of: ">") else { return index + 1 }
                let tag = rest[rest.index(after: start)..<end]
                rest = rest[rest.index(after: end)...]
                if tag.hasPrefix("?") || tag.hasPrefix("!") || tag.hasSuffix("/") { continue }
                if tag.hasPrefix("/") {
                    guard open.popLast() == String(tag.dropFirst()) else { return index + 1 }
                } else {
                    open.append(String(tag.split(separator: " ").first ?? tag))
                }
            }
        }
        return 1
    }

    public static func xml(_ info: [String: Any]) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
    }
}
