import Foundation
import Testing
@testable import UIKitCore

/// Info.plist's scene manifest and the registry of scene delegate classes; bad input is one clear log line and the
/// app starts with what it can (a scene without a delegate, a scene without a window).
@MainActor @Suite(.serialized) struct SceneManifestTests {
    @Test func theManifestIsReadAsTheTemplateWritesIt() throws {
        let bundle = try TemporaryBundle("Manifest", info: ["UIApplicationSceneManifest": SceneLaunch.templateManifest])
        let manifest = try #require(UISceneManifest(bundle: bundle.bundle, moduleName: "MyApp"))
        #expect(!manifest.supportsMultipleScenes)
        let entry = try #require(manifest.configuration(named: nil, role: .windowApplication))
        #expect(entry.name == "Default Configuration" && entry.storyboardName == "Main")
        #expect(manifest.expand(entry.delegateClassName ?? "") == "MyApp.RecordingSceneDelegate")
        #expect(manifest.configuration(named: "External", role: .windowExternalDisplayNonInteractive) != nil)
        #expect(manifest.configuration(named: "Other", role: .windowApplication) == nil)
        #expect(UISceneManifest(bundle: try TemporaryBundle("None").bundle, moduleName: "MyApp") == nil)
    }

    @Test func theRegistryFindsAClassByQualifiedOrBareName() {
        UINibClassRegistry.registerSceneDelegate(RecordingSceneDelegate())
        #expect(UINibClassRegistry.sceneDelegateClass(named: "UIKitCoreTests.RecordingSceneDelegate") == RecordingSceneDelegate.self)
        #expect(UINibClassRegistry.sceneDelegateClass(named: "RecordingSceneDelegate") == RecordingSceneDelegate.self)
        #expect(UINibClassRegistry.sceneDelegateClass(named: "Other_Module.RecordingSceneDelegate") == RecordingSceneDelegate.self)
        #expect(UINibClassRegistry.sceneDelegateClass(named: "Unknown") == nil)
        let a = UINibClassRegistry.makeSceneDelegate(of: RecordingSceneDelegate.self)
        let b = UINibClassRegistry.makeSceneDelegate(of: RecordingSceneDelegate.self)
        #expect(a is RecordingSceneDelegate && a !== b, "a new delegate for each scene")
    }

    @Test func anUnregisteredDelegateClassIsOneLineAndTheSceneStillConnects() throws {
        var manifest = SceneLaunch.templateManifest
        manifest["UISceneConfigurations"] = ["UIWindowSceneSessionRoleApplication": [[
            "UISceneConfigurationName": "Default Configuration",
            "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).MissingSceneDelegate",
            "UISceneStoryboardFile": "Main",
        ]]]
        let launch = try SceneLaunch(manifest: manifest)
        defer { launch.end() }
        #expect(launch.logLines.count == 1)
        #expect(launch.logLines.first?.contains("UISceneDelegateClassName \"$(PRODUCT_MODULE_NAME).MissingSceneDelegate\" is not a registered class") == true)
        #expect(launch.logLines.first?.contains("sceneDelegate: MissingSceneDelegate()") == true)
        let scene = try #require(launch.scene)
        #expect(scene.delegate == nil)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.windows.first?.isHidden == false, "the storyboard's window is shown all the same")
    }

    @Test func aMissingStoryboardIsOneLineAndTheSceneHasNoWindow() throws {
        let launch = try SceneLaunch(storyboard: false)
        defer { launch.end() }
        #expect(launch.logLines.count == 1)
        #expect(launch.logLines.first?.contains("UISceneStoryboardFile \"Main\"") == true)
        let scene = try #require(launch.scene)
        #expect(scene.delegate is RecordingSceneDelegate && scene.windows.isEmpty)
        #expect(SceneLog.entries.contains("didBecomeActive"))
    }

    @Test func aMalformedManifestIsLoggedPerEntryAndTheAppStillStarts() throws {
        let launch = try SceneLaunch(manifest: [
            "UIApplicationSupportsMultipleScenes": "yes",
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [
                "not a dictionary",
                ["UISceneConfigurationName": 7, "UISceneDelegateClassName": "RecordingSceneDelegate"],
            ], "UIWindowSceneSessionRoleExternalDisplayNonInteractive": "wrong"],
        ] as [String: Any])
        defer { launch.end() }
        #expect(launch.logLines.contains { $0.contains("UIApplicationSupportsMultipleScenes is not a Boolean") })
        #expect(launch.logLines.contains { $0.contains("UISceneConfigurations.UIWindowSceneSessionRoleApplication[0] is not a dictionary") })
        #expect(launch.logLines.contains { $0.contains("UISceneConfigurations.UIWindowSceneSessionRoleApplication[1].UISceneConfigurationName is not a string") })
        #expect(launch.logLines.contains { $0.contains("UISceneConfigurations.UIWindowSceneSessionRoleExternalDisplayNonInteractive is not an array") })
        // The template's delegate asks for "Default Configuration", which no entry is; the scene has no delegate.
        let scene = try #require(launch.scene)
        #expect(scene.activationState == .foregroundActive)

        let notADictionary = try SceneLaunch(manifest: "scenes")
        defer { notADictionary.end() }
        #expect(notADictionary.logLines.contains { $0.contains("UIApplicationSceneManifest is not a dictionary") })
        #expect(notADictionary.scene?.delegate == nil)
    }
}
