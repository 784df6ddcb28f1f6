import Foundation
import PortTool

/// The fixture Xcode projects (Tests/PortToolTests/Fixtures), ported together into one generated package and
/// built once: UIKit is compiled once for all of them. The package lives in the repository's `.build`, so a second
/// test run builds only what changed.
enum FixtureBuild {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repository = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = testsFolder.appendingPathComponent("Fixtures")
    static let packageFolder = repository.appendingPathComponent(".build/port-fixtures").path

    static func project(_ name: String) -> String {
        fixtures.appendingPathComponent("\(name)/\(name).xcodeproj").path
    }

    /// The projects built and run by the Xvfb tests.
    static let runnable = ["Counter", "Selectors", "Unwind", "Folders", "Nibs", "Generics", "Segues", "Legacy", "Cards", "Delegates", "Fruits",
                           "Observing"]

    /// The executables by module name, or what went wrong.
    static let executables: Result<[String: String], FixtureBuildError> = {
        do {
            let command = try PortCommand(arguments: ["build"] + runnable.map(project) + ["--out", packageFolder],
                                          uikitPackage: repository.path)
            let generated = try command.generate { print($0) }
            let (status, log) = swift(["build", "--package-path", generated.package])
            guard status == 0 else { return .failure(FixtureBuildError(text: log)) }
            let (_, bin) = swift(["build", "--package-path", generated.package, "--show-bin-path"])
            let folder = bin.trimmingCharacters(in: .whitespacesAndNewlines)
            return .success(Dictionary(uniqueKeysWithValues: generated.executables.map { ($0, folder + "/" + $0) }))
        } catch {
            return .failure(FixtureBuildError(text: "\(error)"))
        }
    }()

    static func swift(_ arguments: [String]) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

struct FixtureBuildError: Error, CustomStringConvertible {
    let text: String
    var description: String { text }
}
