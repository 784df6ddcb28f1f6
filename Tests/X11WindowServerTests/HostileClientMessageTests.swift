import Foundation
import Testing
import UIKitTestSupport

/// Any client on a display may send any window a ClientMessage (XSendEvent validates nothing in it), so what an
/// app reads from one is untrusted: no bit pattern may stop it. Xlib hands format-32 data over as sign-extended C
/// longs, so a CARD32 with its top bit set arrives negative.
@Suite(.serialized) struct HostileClientMessageTests {
    /// Bit patterns that stress the conversions: the sign bit, all ones, the largest and smallest longs, and the
    /// 32-bit boundaries.
    static let patterns: [Int] = [0, 1, -1, Int(Int32.min), Int(Int32.max), Int(UInt32.max), 0x8000_0001,
                                  Int.min, Int.max, 0x1_0000_0000]

    /// The probe app on its own server with one window, and another client to send it messages.
    func start() throws -> (XServer, ScreensProbeApp, WindowManagerClient, UInt) {
        let server = try XServer(screens: [(800, 600)])
        let app = try ScreensProbeApp(display: server.display)
        let wm = try WindowManagerClient(display: server.display)
        app.run("window a 0 0 200 100")
        return (server, app, wm, try #require(wm.waitForWindow(titled: "a")))
    }

    @Test func wmProtocolsAndManagerMessagesWithTheTopBitSetLeaveTheAppRunning() throws {
        let (server, app, wm, window) = try start()
        defer { server.stop() }
        // The two messages of the report: WM_PROTOCOLS to the app's window, MANAGER on the root.
        wm.sendClientMessage(to: window, type: "WM_PROTOCOLS", data: [Int(Int32.min), 0, 0, 0, 0])
        wm.sendClientMessage(to: wm.rootWindow, type: "MANAGER", data: [0, -1, 0, 0, 0])
        wm.sync()
        #expect(wm.ping(window), "the app still answers after the forged messages")
        #expect(app.process.isRunning)
    }

    @Test func everyBitPatternInEverySlotOfTheMessagesTheAppReads() throws {
        let (server, app, wm, window) = try start()
        defer { server.stop() }
        let types = ["WM_PROTOCOLS", "MANAGER", "_NET_WM_PING", "_NET_WM_STATE", "XdndEnter", "XdndPosition",
                     "XdndDrop", "_XEMBED", "UIKIT_NOT_A_REAL_TYPE"]
        var sent = 0
        for type in types {
            for target in [window, wm.rootWindow] {
                for slot in 0..<5 {
                    for pattern in Self.patterns {
                        var data = [0, 0, 0, 0, 0]
                        data[slot] = pattern
                        // Slot 0 of WM_PROTOCOLS names the protocol: make the others real protocols too, so the
                        // paths behind each protocol read the hostile values.
                        if type == "WM_PROTOCOLS", slot != 0 { data[0] = sent % 2 == 0 ? 0 : -1 }
                        wm.sendClientMessage(to: target, type: type, data: data)
                        sent += 1
                    }
                }
            }
        }
        wm.sync()
        #expect(sent == types.count * 2 * 5 * Self.patterns.count)
        #expect(wm.ping(window), "the app still answers after \(sent) forged messages")
        #expect(app.process.isRunning)
        print("HostileClientMessageTests: \(sent) forged ClientMessages, app alive")
    }
}
