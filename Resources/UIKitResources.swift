import Foundation

/// Finds the folder of what UIKit ships to apps (this folder: the symbol table, the system colours).
///
/// SwiftPM copies these files into a resource bundle, `UIKitForLinux_UIKitResources.resources`, next to every
/// executable it builds (`.build/<configuration>/`), so an app built with `swift build` anywhere finds them beside
/// itself; an app installed elsewhere ships that folder beside its executable. Failing both, the package's own
/// `Resources/` folder (where this file was compiled from) is used, so a checkout keeps working when the bundle
/// was not copied. SwiftPM's generated `Bundle.module` is not used: it stops the process when the bundle is missing.
package enum UIKitResources {
    package static let bundleName = "UIKitForLinux_UIKitResources.resources"

    /// The folder, or nil (with one log line) when neither place has it.
    package static let directory: URL? = {
        let besideExecutable = [Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent()]
            .compactMap { $0?.appendingPathComponent(bundleName) }
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        for candidate in besideExecutable + [source]
        where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("SystemColors.txt").path) {
            return candidate
        }
        let message = "UIKit: no \(bundleName) beside the executable and no \(source.path); "
            + "system colours and symbol images are unavailable\n"
        FileHandle.standardError.write(Data(message.utf8))
        return nil
    }()

    /// The lines of `name` that are neither blank nor comments (`#` first), split at white space.
    package static func table(_ name: String) -> [[String]] {
        guard let url = directory?.appendingPathComponent(name),
              let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(whereSeparator: \.isNewline).compactMap { line in
            let fields = line.split(whereSeparator: \.isWhitespace).map(String.init)
            return fields.first.map { $0.hasPrefix("#") } == false ? fields : nil
        }
    }
}
