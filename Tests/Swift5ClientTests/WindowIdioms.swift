import Testing
import UIKit

// UIKit's UIWindow has no `title`: an iOS window subclass may declare one of its own, without `override`, and this
// file must keep compiling. Windows are titled on the desktop from their scene or root view controller instead.

class CaptionedWindow: UIWindow {
    var title: String?
    var caption: String { title ?? "untitled" }
}

@MainActor @Suite struct WindowIdioms {
    @Test func aWindowSubclassMayDeclareItsOwnTitle() {
        let window = CaptionedWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(window.caption == "untitled")
        window.title = "Notes"
        let controller = UIViewController()
        controller.title = "Inbox"
        window.rootViewController = controller
        #expect(window.caption == "Notes" && window.rootViewController?.title == "Inbox")
    }
}
