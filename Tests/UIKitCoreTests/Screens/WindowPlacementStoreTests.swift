import Foundation
import Testing
@testable import UIKitCore

/// Windows remember their size and place between launches: the store's file round trip, its handling of a file it
/// cannot use, placements clamped onto monitors that still exist, and windows recording and restoring through it.
@MainActor @Suite(.serialized) struct WindowPlacementStoreTests {
    private func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("placement-\(UUID().uuidString)")
            .appendingPathComponent("com.example.App").appendingPathComponent("windows.json")
    }

    private func removeFolder(of url: URL) {
        try? FileManager.default.removeItem(at: url.deletingLastPathComponent().deletingLastPathComponent())
    }

    @Test func theFileIsInTheXDGStateFolderNamedForTheBundle() {
        #expect(WindowPlacementStore.fileURL(bundleIdentifier: "com.example.App",
                                             environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/u"]).path
                == "/state/com.example.App/windows.json")
        #expect(WindowPlacementStore.fileURL(bundleIdentifier: "com.example.App", environment: ["HOME": "/home/u"]).path
                == "/home/u/.local/state/com.example.App/windows.json")
        // The XDG base directory specification ignores relative paths.
        #expect(WindowPlacementStore.fileURL(bundleIdentifier: "a", environment: ["XDG_STATE_HOME": "rel", "HOME": "/h"]).path
                == "/h/.local/state/a/windows.json")
    }

    @Test func placementsWrittenAfterTheDelayAreReadByTheNextLaunch() throws {
        let url = temporaryFile()
        defer { removeFolder(of: url) }
        let clock = ManualEventClock()
        let saved = UIApplication.eventTimerSource
        UIApplication.eventTimerSource = clock
        defer { UIApplication.eventTimerSource = saved }
        let store = WindowPlacementStore(fileURL: url)
        let first = WindowPlacementStore.Placement(screen: "LEFT", x: 10, y: 20, width: 300, height: 200)
        let second = WindowPlacementStore.Placement(screen: "RIGHT", x: 5, y: 6, width: 70, height: 80)
        store.record(first, session: "s1", index: 0)
        store.record(second, session: "s2", index: 1)
        #expect(!FileManager.default.fileExists(atPath: url.path), "not while the window still moves")
        clock.advance(by: WindowPlacementStore.writeDelay + 0.01)
        #expect(FileManager.default.fileExists(atPath: url.path))

        let next = WindowPlacementStore(fileURL: url)
        #expect(next.placement(session: "s1", index: 0) == first)
        #expect(next.placement(session: "s2", index: 1) == second)
        #expect(next.placement(session: "s2", index: 0) == nil)
        #expect(next.lastSessionIdentifier == "s2", "the session used last is restored first")

        // At exit a waiting write happens at once.
        next.record(first, session: "s2", index: 0)
        next.flush()
        #expect(WindowPlacementStore(fileURL: url).placement(session: "s2", index: 0) == first)
    }

    @Test func aMalformedFileIsLoggedOnceAndIgnored() throws {
        let url = temporaryFile()
        defer { removeFolder(of: url) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: url)
        let (stores, lines) = capturingUIKitLog {
            [WindowPlacementStore(fileURL: url), WindowPlacementStore(fileURL: url)]
        }
        #expect(stores.allSatisfy { $0.sessions.isEmpty && $0.lastSessionIdentifier == nil })
        #expect(lines.count == 1 && lines[0].contains("malformed"), "\(lines)")

        // A folder where the file should be cannot be read: logged once too, and nothing is restored.
        let folderURL = temporaryFile()
        defer { removeFolder(of: folderURL) }
        try FileManager.default.createDirectory(at: folderURL, withIntermediateDirectories: true)
        let (unreadable, moreLines) = capturingUIKitLog { WindowPlacementStore(fileURL: folderURL) }
        #expect(unreadable.sessions.isEmpty)
        #expect(moreLines.count == 1 && moreLines[0].contains("cannot read"), "\(moreLines)")
    }

    @Test func aPlacementOnAVanishedMonitorComesBackInsideTheMainScreen() throws {
        let main = UIScreen(ScreenDescription(id: "main", name: "main", pixelFrame: CGRect(x: 0, y: 0, width: 1280, height: 800),
                                              isPrimary: true))
        let side = UIScreen(ScreenDescription(id: "side", name: "side", pixelFrame: CGRect(x: 1280, y: 0, width: 800, height: 600),
                                              scale: 2))
        let onSide = WindowPlacementStore.Placement(screen: "side", x: 100, y: 50, width: 200, height: 100)
        let there = try #require(WindowPlacementStore.restored(onSide, screens: [main, side]))
        #expect(there.screen === side && there.frame == CGRect(x: 100, y: 50, width: 200, height: 100))

        let gone = WindowPlacementStore.Placement(screen: "unplugged", x: 1500, y: 700, width: 400, height: 300)
        let back = try #require(WindowPlacementStore.restored(gone, screens: [main, side]))
        #expect(back.screen === main)
        #expect(back.frame == CGRect(x: 880, y: 500, width: 400, height: 300), "moved inside the main screen")

        let huge = WindowPlacementStore.Placement(screen: "side", x: -50, y: -50, width: 5000, height: 5000)
        let fitted = try #require(WindowPlacementStore.restored(huge, screens: [main, side]))
        #expect(fitted.frame == side.bounds, "no larger than its screen")
        #expect(WindowPlacementStore.restored(.init(screen: "main", x: 0, y: 0, width: 0, height: 10), screens: [main]) == nil)
    }

    @Test func aMovedWindowIsRememberedAndANewWindowComesBackThere() throws {
        let url = temporaryFile()
        defer { removeFolder(of: url) }
        let (window, _) = EventTestEnvironment.makeWindow(size: CGSize(width: 300, height: 200))
        defer { window.isHidden = true }
        let clock = ManualEventClock()
        let savedClock = UIApplication.eventTimerSource
        UIApplication.eventTimerSource = clock
        WindowPlacementStore.shared = WindowPlacementStore(fileURL: url)
        defer {
            WindowPlacementStore.shared = nil
            UIApplication.eventTimerSource = savedClock
        }
        let server = try #require(UIApplication.windowServer as? HeadlessWindowServer)
        let host = try #require(window.host)
        let key = try #require(window.placementKey)
        server.inject(.windowMoved(host, CGPoint(x: 120, y: 90)))
        server.inject(.windowResized(host, CGSize(width: 320, height: 210)))
        UIApplication.shared.processPendingEvents()
        clock.advance(by: 1)
        let written = WindowPlacementStore(fileURL: url)
        #expect(written.placement(session: key.session, index: key.index)
                == .init(screen: UIScreen.main.identifier, x: 120, y: 90, width: 320, height: 210))

        // The next launch: a window in the same place among the app's windows, shown for the first time.
        window.isHidden = true
        window.destroyHost()
        WindowPlacementStore.shared = written
        let again = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        defer { again.isHidden = true }
        let againKey = try #require(again.placementKey)
        written.record(.init(screen: "unplugged", x: 4000, y: 10, width: 320, height: 210), session: againKey.session,
                       index: againKey.index)
        again.isHidden = false
        #expect(again.screen === UIScreen.main)
        #expect(again.frame.size == CGSize(width: 320, height: 210))
        #expect(again.frame.maxX == UIScreen.main.bounds.maxX && again.frame.minY == 10, "clamped onto the main screen")
    }
}
