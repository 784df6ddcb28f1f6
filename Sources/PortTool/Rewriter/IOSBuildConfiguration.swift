import SwiftIfConfig
import SwiftSyntax

/// The configuration `#if` blocks are evaluated in: the code was written for iOS, so `os(iOS)` holds,
/// `targetEnvironment(macCatalyst)` does not, `canImport` is true for the modules this port provides, and the
/// target's `SWIFT_ACTIVE_COMPILATION_CONDITIONS` (`DEBUG`) are set.
struct IOSBuildConfiguration: BuildConfiguration {
    var customConditions: Set<String>
    var languageVersion: VersionTuple
    /// Modules an app can import here: this package's, the toolchain's, and the app's own dependencies.
    var importableModules: Set<String> = ["UIKit", "Foundation", "Dispatch", "CoreGraphics", "QuartzCore", "Swift",
                                          "os", "Darwin", "ObjectiveC", "_Concurrency", "XCTest", "Testing"]

    func isCustomConditionSet(name: String) -> Bool { customConditions.contains(name) }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { name != "objc" && name != "IBOutlet" }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        importPath.first.map { importableModules.contains($0.1) } ?? false
    }
    func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    func isActiveTargetEnvironment(name: String) -> Bool { false }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [32, 64] }
    var endianness: Endianness { .little }
    var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}
