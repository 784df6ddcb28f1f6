import Foundation
import Testing
@testable import PortTool

/// What the port makes of an asset catalog's vector image sets and app icon set, read back from the generated
/// package (the pictures themselves are checked on screen by FruitsFixtureTests).
struct AssetRenderingTests {
    /// The Fruits fixture ported into a temporary folder; its Resources folder.
    private func portedResources() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("port-assets-\(UUID().uuidString)")
        let command = try PortCommand(arguments: ["generate", FixtureBuild.project("Fruits"), "--out", folder.path],
                                      uikitPackage: FixtureBuild.repository.path)
        var warnings: [String] = []
        _ = try command.generate { warnings.append($0) }
        #expect(!warnings.contains { $0.contains("Leaf") || $0.contains("icon") }, "\(warnings)")
        return folder.appendingPathComponent("Sources/Fruits/Resources")
    }

    /// A PNG's width and height from its header.
    private func pngSize(_ url: URL) -> (Int, Int)? {
        guard let data = FileManager.default.contents(atPath: url.path), data.count >= 24,
              data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]) else { return nil }
        func number(_ at: Int) -> Int { data[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    @Test func aPDFImageSetBecomesPNGsAtThreeScalesOfItsPageSize() throws {
        let resources = try portedResources()
        defer { try? FileManager.default.removeItem(at: resources.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()) }
        let set = resources.appendingPathComponent("Assets.xcassets/Leaf.imageset")
        // leaf.pdf's page is 40 x 40 points.
        #expect(pngSize(set.appendingPathComponent("leaf.png")).map { [$0.0, $0.1] } == [40, 40])
        #expect(pngSize(set.appendingPathComponent("leaf@2x.png")).map { [$0.0, $0.1] } == [80, 80])
        #expect(pngSize(set.appendingPathComponent("leaf@3x.png")).map { [$0.0, $0.1] } == [120, 120])
        let contents = try #require(FileManager.default.contents(atPath: set.appendingPathComponent("Contents.json").path))
        let json = try #require(try JSONSerialization.jsonObject(with: contents) as? [String: Any])
        let names = (json["images"] as? [[String: Any]])?.compactMap { $0["filename"] as? String }
        #expect(names == ["leaf.png", "leaf@2x.png", "leaf@3x.png"])
    }

    @Test func aPDFThatIsNotOneIsReportedAndLeftAlone() throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("port-bad-pdf-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: catalog) }
        let set = catalog.appendingPathComponent("Broken.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data("%PDF-1.4 not really".utf8).write(to: set.appendingPathComponent("broken.pdf"))
        try Data(#"{"images":[{"filename":"broken.pdf","idiom":"universal"}]}"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let diagnostics = VectorImageSets.render(catalog: catalog, originalCatalog: "Original.xcassets")
        #expect(diagnostics.count == 1 && diagnostics.first?.description.contains("broken.pdf") == true, "\(diagnostics)")
        #expect(!FileManager.default.fileExists(atPath: set.appendingPathComponent("broken.png").path))
    }

    @Test func theAppIconSetIsWrittenIntoTheBundleAndNamedByInfoPlist() throws {
        let resources = try portedResources()
        defer { try? FileManager.default.removeItem(at: resources.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()) }
        #expect(pngSize(resources.appendingPathComponent("AppIcon60x60@2x.png")).map { [$0.0, $0.1] } == [120, 120])
        #expect(pngSize(resources.appendingPathComponent("AppIcon60x60@3x.png")).map { [$0.0, $0.1] } == [180, 180])
        let plist = try #require(FileManager.default.contents(atPath: resources.appendingPathComponent("Info.plist").path))
        let info = try #require(try PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: Any])
        let primary = (info["CFBundleIcons"] as? [String: Any])?["CFBundlePrimaryIcon"] as? [String: Any]
        #expect(primary?["CFBundleIconFiles"] as? [String] == ["AppIcon60x60"])
        #expect(primary?["CFBundleIconName"] as? String == "AppIcon")
    }
}
