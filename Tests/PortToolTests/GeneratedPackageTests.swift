import Foundation
import Testing
@testable import PortTool

/// The generated package itself (no build): each app's language mode, and what a second port of the same projects
/// leaves as it was.
struct GeneratedPackageTests {
    private func generate(_ names: [String], _ extra: [String] = []) throws -> (folder: URL, manifest: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("port-package-\(UUID().uuidString)")
        try generate(names, extra, into: folder)
        let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        return (folder, manifest)
    }

    private func generate(_ names: [String], _ extra: [String] = [], into folder: URL) throws {
        let command = try PortCommand(arguments: ["generate"] + names.map(FixtureBuild.project) + ["--out", folder.path] + extra,
                                      uikitPackage: FixtureBuild.repository.path)
        _ = try command.generate { _ in }
    }

    /// The language mode the manifest gives the app's target.
    private func languageMode(of module: String, in manifest: String) -> String? {
        let target = manifest.components(separatedBy: ".executableTarget(").first { $0.hasPrefix("name: \"\(module)\"") }
        guard let target, let range = target.range(of: ".swiftLanguageMode(") else { return nil }
        return String(target[range.upperBound...].prefix { $0 != ")" })
    }

    @Test func eachAppIsBuiltInItsProjectsSwiftVersion() throws {
        let (folder, manifest) = try generate(["Legacy", "Counter", "Selectors"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(languageMode(of: "Legacy", in: manifest) == ".v4_2", "SWIFT_VERSION = 4.2")
        #expect(languageMode(of: "Counter", in: manifest) == ".v5", "SWIFT_VERSION = 5.0")
        #expect(languageMode(of: "Selectors", in: manifest) == ".v6", "SWIFT_VERSION = 6.0")
        // `#if swift(>=5)` in the fixture is judged in the project's language mode.
        let controller = try legacyController(in: folder)
        #expect(controller.contains("return true") && !controller.contains("return false"))
    }

    private func legacyController(in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("Sources/Legacy/LegacyViewController.ported.swift"), encoding: .utf8)
    }

    @Test func swiftVersionOverridesTheProjectsSetting() throws {
        let (folder, manifest) = try generate(["Legacy"], ["--swift-version", "5"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(languageMode(of: "Legacy", in: manifest) == ".v5")
        // `#if swift(>=5)` in the fixture is judged in the language mode asked for.
        let controller = try legacyController(in: folder)
        #expect(controller.contains("return false") && !controller.contains("return true"))
    }

    @Test func aSecondPortKeepsTheDatesOfUnchangedFilesAndRemovesStaleOnes() throws {
        let (folder, _) = try generate(["Counter"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources/Counter")
        let ported = sources.appendingPathComponent("ViewController.ported.swift").path
        let stale = sources.appendingPathComponent("Removed.ported.swift")
        try Data("let removed = 1\n".utf8).write(to: stale)
        let staleModule = folder.appendingPathComponent("Sources/Gone")
        try FileManager.default.createDirectory(at: staleModule, withIntermediateDirectories: true)
        let staleResource = sources.appendingPathComponent("Resources/Base.lproj/Old.storyboard")
        try Data("<document/>".utf8).write(to: staleResource)
        let plist = sources.appendingPathComponent("Resources/Info.plist").path
        let colour = sources.appendingPathComponent("Resources/Assets.xcassets/Panel.colorset/Contents.json").path
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for path in [ported, plist, colour] { try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path) }

        try generate(["Counter"], into: folder)
        for path in [ported, plist, colour] {
            let date = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
            #expect(date == past, "\(path) is not written again, so the build neither compiles nor copies it again")
        }
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(!FileManager.default.fileExists(atPath: staleModule.path))
        #expect(!FileManager.default.fileExists(atPath: staleResource.path))
        #expect(FileManager.default.fileExists(atPath: sources.appendingPathComponent("Resources/Base.lproj/Main.storyboard").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".staging").path))
    }

    @Test func thePrincipalClassIsRegisteredBeforeAnythingElse() throws {
        let (folder, _) = try generate(["Cards"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let registrations = try String(contentsOf: folder.appendingPathComponent("Sources/Cards/UIKitPortRegistrations.swift"),
                                       encoding: .utf8)
        let body = registrations.components(separatedBy: "func _uikitPortRegisterAll() {\n").last ?? ""
        #expect(body.hasPrefix("    UINibClassRegistry.registerApplicationClass(CardsApplication.self)  // Info.plist NSPrincipalClass\n"),
                "\(registrations)")
    }

    @Test func aPrincipalClassNoFileDeclaresIsAnErrorNamingInfoPlistsLine() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("port-principal-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: FixtureBuild.fixtures.appendingPathComponent("Cards"), to: copy)
        let plist = copy.appendingPathComponent("Cards/Info.plist")
        let text = try String(contentsOf: plist, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "CardsApplication", with: "MissingApplication").utf8).write(to: plist)
        let command = try PortCommand(arguments: ["generate", copy.appendingPathComponent("Cards.xcodeproj").path,
                                                  "--out", copy.appendingPathComponent("out").path],
                                      uikitPackage: FixtureBuild.repository.path)
        let failure = try #require(throws: PortFailure.self) { try command.generate { _ in } }
        let error = try #require(failure.diagnostics.first { $0.severity == .error })
        #expect(error.file == plist.path && error.line == 6, "\(error)")
        #expect(error.message == "NSPrincipalClass names Cards.MissingApplication, which no Swift file of target Cards declares")
    }
}
