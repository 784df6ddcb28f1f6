import Foundation
import Testing
@testable import PortTool

/// What the port cannot carry over is reported before anything is built, each with its file, line and a suggestion
/// (Fixtures/Reported): a test target, an Objective-C file, a framework and imports with no Linux counterpart,
/// `NSClassFromString`, and an instance made from a metatype. The port itself goes on.
struct ReportingTests {
    @Test func everyConstructThePortCannotCarryOverIsReportedWithItsPlaceAndASuggestion() throws {
        let project = FixtureBuild.fixtures.appendingPathComponent("Reported/Reported.xcodeproj").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("port-reported-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var reports: [String] = []
        let command = try PortCommand(arguments: ["generate", project, "--out", folder.path],
                                      uikitPackage: FixtureBuild.repository.path)
        let generated = try command.generate { reports.append($0) }
        #expect(generated.executables == ["Reported"])
        let pbxproj = project + "/project.pbxproj"
        let source = FixtureBuild.fixtures.appendingPathComponent("Reported/Reported/AppDelegate.swift").path
        let expected: [(place: String, warning: String)] = [
            ("\(pbxproj):88", "target ReportedTests (bundle.unit-test) is not ported; only the app target Reported is"),
            ("\(pbxproj):11", "Formatter.m is Objective-C and is not built"),
            ("\(pbxproj):12", "framework Charts is linked by the project but has no Linux counterpart here; it is left out"),
            ("\(source):9", "import Charts: no such module is available on Linux"),
            ("\(source):10", "import SwiftUI: no such module is available on Linux"),
            ("\(source):17", "NSClassFromString has no Objective-C runtime to ask here"),
            ("\(source):18", "making an instance from the metatype `type` needs a `required init`"),
        ]
        for (place, warning) in expected {
            let report = reports.first { $0.hasPrefix("\(place): warning: \(warning)") }
            #expect(report != nil, "\(place): \(warning) in \(reports)")
            #expect(report?.contains("\n\(place): note: ") == true, "a suggestion: \(report ?? "")")
        }
        #expect(reports.count == expected.count, "\(reports)")
        #expect(reports.first { $0.contains(":10: warning: import SwiftUI") }?.contains("the project does not link SwiftUI either") == true)
        #expect(reports.first { $0.contains(":9: warning: import Charts") }?.contains("#if canImport(Charts)") == true)
    }
}
