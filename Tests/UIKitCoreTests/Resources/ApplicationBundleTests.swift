import Foundation
import Testing
@testable import UIKitCore

/// `Bundle.application`: where Info.plist and un-bundled resource lookups come from (issue 11, "App bundles").
@Suite struct ApplicationBundleTests {
    @Test func aFolderWithItsOwnInfoPlistIsTheApplicationBundle() throws {
        let app = try TemporaryBundle("Flat")
        let resolved = Bundle.resolveApplication(main: app.bundle, executableName: "flat")
        #expect(resolved.bundleURL == app.bundle.bundleURL)
    }

    @Test func aSwiftPMResourceBundleNamingTheExecutableIsTheApplicationBundle() throws {
        let bin = try TemporaryBundle("bin", info: [:])
        try FileManager.default.removeItem(at: bin.url.appendingPathComponent("Info.plist"))
        let sample = try PropertyListFile.write(["CFBundleExecutable": "sample", "CFBundleName": "Sample"], format: .xml)
        let other = try PropertyListFile.write(["CFBundleExecutable": "other", "CFBundleName": "Other"], format: .xml)
        // `.copy("Resources")` puts the files one folder down; Foundation reads Info.plist from there.
        try bin.write("Pkg_Sample.resources/Resources/Info.plist", sample)
        try bin.write("Pkg_Other.resources/Info.plist", other)
        try bin.write("Pkg_Plain.resources/readme.txt", utf8: "no Info.plist")
        let main = try #require(Bundle(url: bin.url))

        let resolvedSample = Bundle.resolveApplication(main: main, executableName: "sample")
        #expect(resolvedSample.infoDictionary?["CFBundleName"] as? String == "Sample")
        #expect(resolvedSample.bundleURL.lastPathComponent == "Pkg_Sample.resources")
        #expect(Bundle.resolveApplication(main: main, executableName: "other").infoDictionary?["CFBundleName"] as? String == "Other")
        // Nothing names this executable: Bundle.main stays the application bundle.
        #expect(Bundle.resolveApplication(main: main, executableName: "nobody").bundleURL == main.bundleURL)
    }
}
