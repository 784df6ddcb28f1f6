import Foundation
import Testing
@testable import PortTool

/// Bad projects (Fixtures/BadInput): each stops the port before anything is built, with a message naming the file
/// and line, and the executable exits non-zero without a stack trace.
struct BadInputTests {
    private static let folder = FixtureBuild.fixtures.appendingPathComponent("BadInput")

    private func project(_ name: String) -> String { Self.folder.appendingPathComponent("\(name)/\(name).xcodeproj").path }

    /// The diagnostics the port stops with.
    private func failure(_ name: String, _ extra: [String] = []) -> [PortDiagnostic] {
        do {
            let command = try PortCommand(arguments: ["generate", project(name), "--out", NSTemporaryDirectory() + "port-bad-\(name)"] + extra,
                                          uikitPackage: FixtureBuild.repository.path)
            _ = try command.generate { _ in }
            return []
        } catch let failure as PortFailure {
            return failure.diagnostics.filter { $0.severity == .error }
        } catch let diagnostic as PortDiagnostic {
            return [diagnostic]
        } catch {
            return [.error("?", "\(error)")]
        }
    }

    @Test func aCorruptProjectNamesTheLineOfTheMissingSeparator() throws {
        let errors = failure("Corrupt")
        let error = try #require(errors.first)
        #expect(error.file.hasSuffix("Corrupt.xcodeproj/project.pbxproj"))
        #expect(error.line == 112)
        #expect(error.message == "expected \";\" after the value of \"isa\"")
    }

    @Test func aMissingSourceFileNamesTheProjectLineThatListsIt() throws {
        let error = try #require(failure("MissingSource").first)
        #expect(error.file.hasSuffix("MissingSource.xcodeproj/project.pbxproj"))
        #expect(error.line > 0)
        #expect(error.message.contains("ViewController.swift is listed in target MissingSource but does not exist"))
    }

    @Test func aStoryboardClassNoFileDeclaresNamesTheStoryboardLine() throws {
        let error = try #require(failure("UnknownClass").first)
        #expect(error.file.hasSuffix("Base.lproj/Main.storyboard"))
        #expect(error.line == 13)
        #expect(error.message.contains("names class ViewController, which no Swift file of target UnknownClass declares"))
    }

    @Test func anUnknownVariableInInfoPlistNamesItsLine() throws {
        let error = try #require(failure("UnknownVariable").first)
        #expect(error.file.hasSuffix("UnknownVariable/Info.plist"))
        #expect(error.line == 17)
        #expect(error.message.contains("$(APP_MODULE)"))
    }

    @Test func twoApplicationTargetsNeedTarget() throws {
        let error = try #require(failure("TwoApps").first)
        #expect(error.message.contains("2 application targets (TwoApps, TwoAppsLite)"))
        #expect(error.suggestion == "choose one with --target TwoApps")
        // Chosen, the other app target is ported (and found to have no entry point: it has no sources).
        #expect(failure("TwoApps", ["--target", "TwoAppsLite"]).map(\.message)
                == ["target TwoAppsLite has no @main or @UIApplicationMain application delegate"])
        let tests = try #require(failure("TwoApps", ["--target", "TwoAppsTests"]).first)
        #expect(tests.message.contains("is bundle.unit-test, not an application"))
    }

    @Test func theExecutableExitsNonZeroWithTheMessageAndNoStackTrace() throws {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("uikit-port")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            Issue.record("uikit-port is not built beside the tests")
            return
        }
        for name in ["Corrupt", "MissingSource", "UnknownClass", "UnknownVariable", "TwoApps"] {
            let process = Process()
            process.executableURL = tool
            process.arguments = ["build", project(name), "--out", NSTemporaryDirectory() + "port-bad-\(name)"]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = Pipe()
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 1, "\(name): \(text)")
            #expect(text.contains(": error: "), "\(name): \(text)")
            #expect(text.contains("nothing was built"), "\(name): \(text)")
            #expect(!text.contains("Fatal error") && !text.contains("Stack dump") && !text.contains("0x"), "\(name): \(text)")
        }
    }
}
