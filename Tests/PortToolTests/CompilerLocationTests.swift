import Foundation
import Testing
@testable import PortTool

/// The compiler itself, on a rewritten file: an error in the app's own code names the original file and line,
/// after edits above it (an `#if` block evaluated away, a `#keyPath` replaced) that must not move a line.
struct CompilerLocationTests {
    @Test func anErrorInTheAppsCodeNamesTheOriginalFileAndLine() throws {
        let original = """
        import Foundation
        #if os(iOS)
        let platform = "iOS"
        #elseif os(macOS)
        let platform = "macOS"
        #else
        let platform = "other"
        #endif
        let path = #keyPath(CALayer.position)
        let wrong: Int = "not a number"
        """
        let result = SourceRewriter().rewrite([(path: "/app/My App/V.swift", text: original)])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("port-location-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(result.files[0].fileName)
        try Data(result.files[0].text.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "5", file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        #expect(text.contains("/app/My App/V.swift:10:18: error: cannot convert value of type 'String' to specified type 'Int'"), "\(text)")
        #expect(!text.contains(file.path), "\(text)")
    }
}
