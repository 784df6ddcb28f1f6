import Testing
import Foundation
import UIKitTestSupport

/// UIWindow on a real X server, seen from outside as a window manager sees it (the ScreenProbe app as a child
/// process, a second X client acting on its windows).
@Suite(.serialized) struct WindowsX11Tests {
    func start(screens: [(width: Int, height: Int)] = [(1280, 800)]) throws -> (XServer, ScreensProbeApp, WindowManagerClient) {
        let server = try XServer(screens: screens)
        let app = try ScreensProbeApp(display: server.display)
        return (server, app, try WindowManagerClient(display: server.display))
    }

    @Test func aWindowCarriesWhatADesktopExpectsAndAnswersPings() throws {
        let (server, app, wm) = try start()
        defer { server.stop() }
        app.run("window a 10 20 300 200")
        let window = try #require(wm.waitForWindow(titled: "a"))
        #expect(wm.windowClass(of: window)?.class == "UIKitApp")
        #expect(wm.windowClass(of: window)?.instance == "ScreenProbe")
        #expect(wm.processID(of: window) == Int(app.process.pid))
        #expect(Set(wm.protocols(of: window)) == ["WM_DELETE_WINDOW", "_NET_WM_PING"])
        let geometry = try #require(wm.geometry(of: window))
        #expect([geometry.x, geometry.y, geometry.width, geometry.height] as [Int] == [10, 20, 300, 200])
        #expect(!geometry.isOverrideRedirect, "a main-screen window is managed (decorated) by a window manager")
        #expect(wm.ping(window), "the app answers _NET_WM_PING")
    }

    /// V-LAY-1: a user resize of the window changes its bounds, which autoresizes and lays out its views.
    @Test func aUserResizeChangesBoundsThroughAutoresizingAndLayout() throws {
        let (server, app, wm) = try start()
        defer { server.stop() }
        app.run("window a 0 0 300 200")
        let window = try #require(wm.waitForWindow(titled: "a"))
        let before = app.lines.count
        wm.resize(window, width: 500, height: 320)
        let layout = try #require(app.waitForLine(after: before, prefix: "layout a 500 320"))
        // The bar keeps its right margin (zero) by its autoresizing mask: x + width == the new width.
        let numbers = layout.split(separator: " ").compactMap { Int($0) }
        #expect(numbers.count == 4 && numbers[2] + numbers[3] == 500, "\(layout)")
        app.run("frame a")
        #expect(app.lines.contains { $0.hasPrefix("frame a 0 0 500 320") })
        // The compositor follows: the window's new area is painted.
        let shot = try waitForPixel(display: server.display, window: window, x: 480, y: 300, (51, 102, 204))
        #expect(shot.matches(480, 300, (51, 102, 204)))
    }

    @Test func aMoveByTheWindowManagerBecomesTheFrameOrigin() throws {
        let (server, app, wm) = try start()
        defer { server.stop() }
        app.run("window a 0 0 300 200")
        let window = try #require(wm.waitForWindow(titled: "a"))
        wm.move(window, x: 150, y: 90)
        var frame: String?
        let deadline = Date().addingTimeInterval(5)
        repeat {
            app.run("frame a")
            frame = app.lines.last { $0.hasPrefix("frame a") }
        } while frame?.hasPrefix("frame a 150 90") != true && Date() < deadline
        #expect(frame?.hasPrefix("frame a 150 90 300 200") == true, "\(String(describing: frame))")
    }

    /// V-WIN-6: window level decides the X stacking order.
    @Test func windowLevelDecidesTheStackingOrder() throws {
        let (server, app, wm) = try start()
        defer { server.stop() }
        app.run("window a 0 0 300 200")
        app.run("window b 50 50 300 200")
        let a = try #require(wm.waitForWindow(titled: "a"))
        let b = try #require(wm.waitForWindow(titled: "b"))
        func isAbove(_ upper: UInt, _ lower: UInt) -> Bool {
            let order = wm.topLevelWindows()
            guard let u = order.firstIndex(of: upper), let l = order.firstIndex(of: lower) else { return false }
            return u > l
        }
        #expect(isAbove(b, a), "the window shown last is on top within a level")
        app.run("level a 1000")
        #expect(isAbove(a, b), "a status-bar level window is above normal ones")
        app.run("window c 100 100 300 200")
        let c = try #require(wm.waitForWindow(titled: "c"))
        #expect(isAbove(a, c), "a normal window shown later stays below the higher level")
        #expect(isAbove(c, b))
    }

    /// V-WIN-8: the key window is the one with input focus.
    @Test func theKeyWindowFollowsInputFocusBothWays() throws {
        let (server, app, wm) = try start()
        defer { server.stop() }
        app.run("window a 0 0 300 200")
        app.run("window b 400 0 300 200")
        let a = try #require(wm.waitForWindow(titled: "a"))
        let b = try #require(wm.waitForWindow(titled: "b"))
        #expect(wm.focusedWindow == b, "makeKeyAndVisible asks for the input focus")
        let before = app.lines.count
        wm.focus(a)
        #expect(app.waitForLine(after: before, prefix: "note becomeKey a") != nil)
        app.run("frame a")
        #expect(app.lines.last { $0.hasPrefix("frame a") }?.hasSuffix("key true") == true)
        app.run("key b")
        #expect(wm.focusedWindow == b)
    }

    /// V-SCR-1, V-SCR-7: changing a visible window's screen reroutes its contents to that display.
    @Test func changingTheScreenMovesTheWindowToAnotherXScreen() throws {
        let (server, app, wm) = try start(screens: [(1280, 800), (1024, 768)])
        defer { server.stop() }
        app.run("window a 10 10 300 200")
        let first = try #require(wm.waitForWindow(titled: "a"))
        #expect(wm.geometry(of: first)?.screen == 0)
        app.run("screen a 1")
        let deadline = Date().addingTimeInterval(5)
        var moved: UInt?
        repeat {
            moved = wm.window(titled: "a")
            if let m = moved, wm.geometry(of: m)?.screen == 1, wm.geometry(of: m)?.isMapped == true { break }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        let window = try #require(moved)
        let geometry = try #require(wm.geometry(of: window))
        #expect(geometry.screen == 1)
        #expect([geometry.x, geometry.y, geometry.width, geometry.height] as [Int] == [0, 0, 1024, 768],
                "on an external screen the window covers it")
        #expect(wm.geometry(of: first) == nil || wm.geometry(of: first)?.screen == 1, "the old X window is gone")
        let shot = try waitForPixel(display: server.display + ".1", window: window, x: 700, y: 500, (51, 102, 204))
        #expect(shot.matches(700, 500, (51, 102, 204)))
    }
}
