import Foundation
import Testing
@testable import PortTool

/// Reading the fixture projects: targets, files through groups and synchronized folders, settings and Info.plist.
struct ProjectReadingTests {
    @Test func aClassicProjectsTargetFilesAndSettings() throws {
        let project = try XcodeProject(path: FixtureBuild.project("Counter"))
        let target = try #require(project.targets.first)
        #expect(project.targets.count == 1 && target.kind == .application && target.name == "Counter")
        #expect(target.sources.map { URL(fileURLWithPath: $0.path).lastPathComponent }
                == ["ViewController.swift", "AppDelegate.swift", "SceneDelegate.swift"])
        #expect(target.sources[0].path == project.sourceRoot + "/Counter/ViewController.swift")
        #expect(target.resources.map(\.destination) == ["Assets.xcassets", "Base.lproj/Main.storyboard"])
        #expect(try target.settings.expanded("PRODUCT_BUNDLE_IDENTIFIER") == "org.example.Counter")
        #expect(try target.settings.expanded("SWIFT_ACTIVE_COMPILATION_CONDITIONS") == "DEBUG")
        #expect(try target.settings.expanded("SWIFT_VERSION") == "5.0")
    }

    @Test func infoPlistMergesTheFileWithGeneratedKeysAndExpandsVariables() throws {
        let project = try XcodeProject(path: FixtureBuild.project("Counter"))
        let info = try InfoPlistComposer.compose(target: project.targets[0], sourceRoot: project.sourceRoot, executableName: "Counter")
        #expect(info["CFBundleExecutable"] as? String == "Counter")
        #expect(info["CFBundleIdentifier"] as? String == "org.example.Counter")
        #expect(info["CFBundleShortVersionString"] as? String == "1.0")
        #expect(info["UIApplicationSupportsIndirectInputEvents"] as? Bool == true)
        #expect((info["UISupportedInterfaceOrientations~ipad"] as? [String])?.count == 4)
        let manifest = try #require(info["UIApplicationSceneManifest"] as? [String: Any])
        let configurations = try #require(manifest["UISceneConfigurations"] as? [String: Any])
        let application = try #require(configurations["UIWindowSceneSessionRoleApplication"] as? [[String: Any]])
        #expect(application.first?["UISceneDelegateClassName"] as? String == "Counter.SceneDelegate")
    }

    @Test func synchronizedFoldersListSourcesAndResourcesButNotExceptions() throws {
        let project = try XcodeProject(path: FixtureBuild.project("Folders"))
        let target = try #require(project.targets.first)
        let names = target.sources.map { URL(fileURLWithPath: $0.path).lastPathComponent }
        #expect(names.contains("GreetingViewController+Actions.swift") && names.contains("LegacyFormatter.m"))
        #expect(Set(target.resources.map(\.destination)) == ["Assets.xcassets", "Base.lproj/Main.storyboard", "en.lproj/Localizable.strings"])
    }

    @Test func anSVGsSizeComesFromItsRootElement() {
        #expect(VectorImageSets.intrinsicSize(Data("<svg xmlns=\"x\" width=\"24px\" height=\"12\">".utf8))! == (24, 12))
        #expect(VectorImageSets.intrinsicSize(Data("<svg viewBox=\"0 0 30 40\">".utf8))! == (30, 40))
        #expect(VectorImageSets.intrinsicSize(Data("<svg width=\"100%\">".utf8)) == nil)
    }
}
