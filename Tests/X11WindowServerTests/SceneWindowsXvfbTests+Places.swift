import Foundation
import Testing
import UIKit
@testable import UIKitCore
import X11WindowServer
import UIKitTestSupport

/// Windows keep their places across a session's destruction: a scene session destroyed on request and opened again
/// (by the session, or by an activity of the type it was opened for) maps its window at the size and place it was
/// closed at, read back from the X server; another activity opens a new session where the app puts it. And a
/// scene's `sizeRestrictions` are its live windows' WM_NORMAL_HINTS, end to end.
extension SceneWindowsXvfbTests {
    private func place(_ wm: WindowManagerClient, _ window: UInt) -> [Int]? {
        wm.geometry(of: window).map { [$0.x, $0.y, $0.width, $0.height] }
    }

    /// Gives the bed's last window `frame` and waits for its X window to be there.
    private func move(_ bed: MultiSceneBed, to frame: CGRect, _ wm: WindowManagerClient, _ window: UInt) throws {
        try #require(bed.windows.last).frame = frame
        CATransaction.flush()
        let expected = [Int(frame.minX), Int(frame.minY), Int(frame.width), Int(frame.height)]
        #expect(bed.app.pump(until: { wm.sync(); return place(wm, window) == expected }), "\(String(describing: place(wm, window)))")
    }

    @Test func aDestroyedSessionOpenedAgainComesBackAtTheSizeAndPlaceItWasClosedAt() throws {
        let bed = try MultiSceneBed()
        defer { bed.end() }
        let app = bed.app
        let wm = try WindowManagerClient(display: app.server.display)
        let activityType = "org.uikit-linux.tests.open-notes"
        bed.onServer {
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: NSUserActivity(activityType: activityType),
                                                               options: nil)
        }
        let scene = try #require(UIApplication.shared.windowScenes.last)
        let session = scene.session
        #expect(session.activityType == activityType, "the session knows what it was opened for")
        CATransaction.flush()
        app.pump()
        let first = try #require(wm.waitForWindow(titled: "Second scene"))
        #expect(place(wm, first) == [420, 40, 320, 240], "where the app puts a new window")
        // The window is moved and resized. Through UIKit: this in-process app's screens are headless ones, which a
        // window manager's move on the X server does not map onto (WindowPlacementAppTests moves a launched app's).
        try move(bed, to: CGRect(x: 500, y: 300, width: 360, height: 280), wm, first)
        UIApplication.shared.requestSceneSessionDestruction(session, options: nil)
        app.pump()
        wm.sync()
        #expect(wm.geometry(of: first) == nil, "closed")

        bed.title = "Opened again"
        var refused: (any Error)?
        bed.onServer {
            UIApplication.shared.requestSceneSessionActivation(session, userActivity: nil, options: nil) { refused = $0 }
        }
        #expect(refused == nil)
        let reopened = try #require(UIApplication.shared.windowScenes.last)
        #expect(reopened !== scene && reopened.session === session, "the same session, in a new scene")
        CATransaction.flush()
        app.pump()
        let second = try #require(wm.waitForWindow(titled: "Opened again"))
        #expect(place(wm, second) == [500, 300, 360, 280], "at the size and place it was closed at")

        try move(bed, to: CGRect(x: 100, y: 120, width: 360, height: 280), wm, second)
        UIApplication.shared.requestSceneSessionDestruction(session, options: nil)
        app.pump()
        bed.title = "By its activity"
        bed.onServer {
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: NSUserActivity(activityType: activityType),
                                                               options: nil)
        }
        #expect(UIApplication.shared.windowScenes.last?.session === session, "an activity of its type opens it again")
        CATransaction.flush()
        app.pump()
        let third = try #require(wm.waitForWindow(titled: "By its activity"))
        #expect(place(wm, third) == [100, 120, 360, 280])

        bed.title = "Another activity"
        bed.onServer {
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: NSUserActivity(activityType: "other"),
                                                               options: nil)
        }
        #expect(UIApplication.shared.windowScenes.last?.session !== session)
        CATransaction.flush()
        app.pump()
        let fourth = try #require(wm.waitForWindow(titled: "Another activity"))
        #expect(place(wm, fourth) == [420, 40, 320, 240], "a new session: where the app puts it")
    }

    @Test func aScenesSizeRestrictionsAreItsLiveWindowsNormalHints() throws {
        let bed = try MultiSceneBed()
        defer { bed.end() }
        let app = bed.app
        let wm = try WindowManagerClient(display: app.server.display)
        bed.onServer { UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) }
        let scene = try #require(UIApplication.shared.windowScenes.last)
        CATransaction.flush()
        app.pump()
        let xWindow = try #require(wm.waitForWindow(titled: "Second scene"))
        let free = wm.sizeLimits(of: xWindow)
        #expect(free.minimum == nil && free.maximum == nil, "no restrictions: no limits")

        let restrictions = try #require(scene.sizeRestrictions)
        restrictions.minimumSize = CGSize(width: 300, height: 200)
        restrictions.maximumSize = CGSize(width: 900, height: 700)
        wm.sync()
        let limits = wm.sizeLimits(of: xWindow)
        #expect(limits.minimum.map { [$0.0, $0.1] } == [300, 200], "set on the live window")
        #expect(limits.maximum.map { [$0.0, $0.1] } == [900, 700])

        // Another window of the scene gets them as its platform window is made.
        let extra = UIWindow(windowScene: scene)
        extra.frame = CGRect(x: 40, y: 400, width: 320, height: 240)
        bed.onServer { extra.isHidden = false }
        defer { extra.isHidden = true; extra.destroyHost() }
        let extraHost = try #require(extra.host as? X11WindowHost)
        let extraLimits = wm.sizeLimits(of: extraHost.windowID)
        #expect(extraLimits.minimum.map { [$0.0, $0.1] } == [300, 200] && extraLimits.maximum.map { [$0.0, $0.1] } == [900, 700])

        restrictions.maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        wm.sync()
        #expect(wm.sizeLimits(of: xWindow).maximum == nil, "free above again")
        #expect(wm.sizeLimits(of: xWindow).minimum.map { [$0.0, $0.1] } == [300, 200])
    }
}
