import Testing
import Foundation

/// The layering rule of docs/ARCHITECTURE.md: the platform-free core never imports an X11 module.
struct ArchitectureTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let x11Modules = ["CX11", "CXrender", "CXi", "CXrandr", "CXinerama", "CXext", "CXtst", "CXRes",
                             "X11WindowServer"]

    /// Lines of the form `[access] import Module` naming an X11 module, in every Swift file under `folder`.
    static func x11Imports(in folder: String) throws -> [String] {
        let root = packageRoot.appendingPathComponent("Sources").appendingPathComponent(folder)
        guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var hits: [String] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init)
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                      words[..<index].allSatisfy({ ["@_exported", "public", "internal", "package", "private",
                                                    "fileprivate", "@testable"].contains($0) }) else { continue }
                let module = words[index + 1].split(separator: ".").first.map(String.init) ?? ""
                if x11Modules.contains(module) { hits.append("\(file.lastPathComponent): \(line)") }
            }
        }
        return hits
    }

    @Test(arguments: ["CoreGraphics", "QuartzCore", "UIKitCore"])
    func coreModuleImportsNoX11Module(_ module: String) throws {
        let sources = Self.packageRoot.appendingPathComponent("Sources/\(module)")
        try #require(FileManager.default.fileExists(atPath: sources.path), "sources of \(module) not found")
        #expect(try Self.x11Imports(in: module) == [])
    }

    @Test func theCheckFindsAnX11ImportWhereThereIsOne() throws {
        // The adapter does import X11: if the scan found nothing there, it would be blind.
        #expect(try !Self.x11Imports(in: "X11WindowServer").isEmpty)
    }
}
