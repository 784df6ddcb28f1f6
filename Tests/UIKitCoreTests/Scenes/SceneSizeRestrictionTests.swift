import Testing
@testable import UIKitCore

/// `UIWindowScene.sizeRestrictions` (Mac Catalyst's API) reaches every window of the scene as the window
/// manager's size limits, when set and when a window joins.
@MainActor @Suite(.serialized) struct SceneSizeRestrictionTests {
    @Test func minimumAndMaximumSizesReachTheScenesWindowHosts() throws {
        let launch = try SceneLaunch()
        defer { launch.end() }
        let scene = try #require(launch.scene)
        let restrictions = try #require(scene.sizeRestrictions, "a desktop scene has size restrictions, as on Mac")
        restrictions.minimumSize = CGSize(width: 400, height: 300)
        restrictions.maximumSize = CGSize(width: 1200, height: 900)
        let window = try #require(scene.windows.first)
        let host = try #require(window.host as? HeadlessWindowHost)
        #expect(host.sizeLimits?.minimum == CGSize(width: 400, height: 300))
        #expect(host.sizeLimits?.maximum == CGSize(width: 1200, height: 900))

        let second = UIWindow(windowScene: scene)
        second.isHidden = false
        defer { second.isHidden = true }
        let secondHost = try #require(second.host as? HeadlessWindowHost)
        #expect(secondHost.sizeLimits?.minimum == CGSize(width: 400, height: 300), "a new window gets them too")
    }
}
