import Foundation
import Testing
@testable import UIKitCore

/// A desktop window's title says what it shows: the app's own title when it gave one, else its root view
/// controller's title (as on Mac Catalyst), else the process's name.
@MainActor @Suite(.serialized) struct WindowTitleTests {
    @Test func theRootControllersTitleIsTheWindowsUntilTheAppGivesOne() throws {
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        let host = try #require(window.host as? HeadlessWindowHost)
        #expect(window.title == ProcessInfo.processInfo.processName)
        let controller = UIViewController()
        controller.title = "Inbox"
        window.rootViewController = controller
        #expect(window.title == "Inbox" && host.configuration.title == "Inbox")
        controller.title = "Inbox (3)"
        #expect(host.configuration.title == "Inbox (3)")
        window.title = "Mail"
        controller.title = "Drafts"
        #expect(window.title == "Mail" && host.configuration.title == "Mail", "the app's own title wins")
    }
}
