import Foundation
import Testing
@testable import UIKitCore

/// Activation states from the window server: X focus (active), iconify (background), closing the last window
/// (disconnected and discarded). The application delegate's own life-cycle methods stay silent.
@MainActor @Suite(.serialized) struct SceneLifeCycleTests {
    @Test func focusIconifyAndRestoreMoveTheSceneThroughItsStates() throws {
        let launch = try SceneLaunch()
        defer { launch.end() }
        let scene = try #require(launch.scene)
        let host = try #require(scene.windows.first?.host)
        SceneLog.entries = []
        launch.post(.windowFocusChanged(host, focused: false))
        #expect(scene.activationState == .foregroundInactive)
        launch.post(.windowMinimized(host, minimized: true))
        #expect(scene.activationState == .background)
        #expect(UIApplication.shared.applicationState == .background)
        launch.post(.windowMinimized(host, minimized: false))
        #expect(scene.activationState == .foregroundInactive)
        launch.post(.windowFocusChanged(host, focused: true))
        #expect(scene.activationState == .foregroundActive)
        #expect(SceneLog.entries == [
            "willResignActive", "note willDeactivate", "app note willResignActive",
            "didEnterBackground", "note didEnterBackground", "app note didEnterBackground",
            "willEnterForeground", "note willEnterForeground", "app note willEnterForeground",
            "didBecomeActive", "note didActivate", "app note didBecomeActive",
        ])
    }

    @Test func iconifyingAnActiveSceneResignsItFirst() throws {
        let launch = try SceneLaunch()
        defer { launch.end() }
        let scene = try #require(launch.scene)
        let host = try #require(scene.windows.first?.host)
        SceneLog.entries = []
        launch.post(.windowMinimized(host, minimized: true))
        #expect(SceneLog.entries.filter { !$0.hasPrefix("app") }
                == ["willResignActive", "note willDeactivate", "didEnterBackground", "note didEnterBackground"])
    }

    @Test func closingTheLastWindowDisconnectsTheSceneAndDiscardsItsSession() throws {
        let launch = try SceneLaunch()
        defer { launch.end() }
        let scene = try #require(launch.scene)
        let session = scene.session
        let host = try #require(scene.windows.first?.host)
        SceneLog.entries = []
        launch.post(.windowCloseRequested(host))
        #expect(SceneLog.entries.filter { !$0.hasPrefix("app note") } == [
            "willResignActive", "note willDeactivate", "didEnterBackground", "note didEnterBackground",
            "didDisconnect", "note didDisconnect", "app didDiscard 1",
        ])
        #expect(launch.appDelegate.discarded == [session])
        #expect(scene.activationState == .unattached)
        #expect(UIApplication.shared.connectedScenes.isEmpty && UIApplication.shared.openSessions.isEmpty)
    }

    @Test func focusMovesActivityBetweenScenes() throws {
        let launch = try SceneLaunch()
        defer { launch.end() }
        let first = try #require(launch.scene)
        let second = try #require(UIApplication.shared.connectScene(role: .windowApplication, screen: .main) as? UIWindowScene)
        let window = UIWindow(windowScene: second)
        window.isHidden = false
        let host = try #require(window.host)
        launch.post(.windowFocusChanged(host, focused: true))
        #expect(first.activationState == .foregroundInactive && second.activationState == .foregroundActive)
        #expect(window.isKeyWindow)
    }
}
