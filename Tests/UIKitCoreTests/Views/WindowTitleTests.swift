import Foundation
import Testing
@testable import UIKitCore

/// A desktop window's title says what it shows: its scene's title when the scene has one, else its root view
/// controller's title (as on Mac Catalyst), else the application bundle's name, else the process's name. UIKit's
/// `UIWindow` has no `title`, so apps title windows only through those (the Swift 5 client tests declare a
/// `UIWindow` subclass with a `title` of its own, which must compile without `override`).
@MainActor @Suite(.serialized) struct WindowTitleTests {
    @Test func theRootControllersTitleIsTheWindowsTitle() throws {
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        let host = try #require(window.host as? HeadlessWindowHost)
        #expect(window.desktopTitle == ProcessInfo.processInfo.processName)
        let controller = UIViewController()
        controller.title = "Inbox"
        window.rootViewController = controller
        #expect(window.desktopTitle == "Inbox" && host.configuration.title == "Inbox")
        controller.title = "Inbox (3)"
        #expect(host.configuration.title == "Inbox (3)")
        window.rootViewController = UIViewController()
        #expect(host.configuration.title == ProcessInfo.processInfo.processName, "a new root without a title")
    }

    @Test func theScenesTitleWinsUntilTheWindowLeavesTheScene() throws {
        let launch = try SceneLaunch()
        defer { launch.end() }
        let scene = try #require(launch.scene)
        let window = UIWindow(windowScene: scene)
        let controller = UIViewController()
        controller.title = "Drafts"
        window.rootViewController = controller
        window.isHidden = false
        defer { window.isHidden = true }
        let host = try #require(window.host as? HeadlessWindowHost)
        scene.title = "Mail"
        #expect(window.desktopTitle == "Mail" && host.configuration.title == "Mail")
        controller.title = "Outbox"
        #expect(host.configuration.title == "Mail", "the scene's title wins over the controller's")
        window.windowScene = nil
        #expect(window.desktopTitle == "Outbox" && host.configuration.title == "Outbox")
    }
}
