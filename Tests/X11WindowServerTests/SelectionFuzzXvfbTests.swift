import UIKitTestSupport
import Testing
import Foundation
import UIKit
@testable import UIKitCore
@testable import X11WindowServer
import CX11

/// Random selection and XSETTINGS traffic against a running application window (the reliability issue): forged
/// SelectionNotify and SelectionRequest events naming any window, property, type and format, a selection owner
/// answering at random, and a settings manager publishing mutated `_XSETTINGS_SETTINGS`. The application must keep
/// answering, and a normal paste must work afterwards. Seeded (SplitMix64), so a failure can be made again; the
/// quick form runs in CI, `UIKIT_FUZZ_ITERATIONS` sets the number of each kind for a long run.
@MainActor @Suite(.serialized) struct SelectionFuzzXvfbTests {
    static let seed: UInt64 = 0x5E1E_C710_2026
    static var iterations: Int { ProcessInfo.processInfo.environment["UIKIT_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 300 }

    /// A valid XSETTINGS serialization (little-endian): an integer, a string (the theme's name) and a colour.
    static func settingsBlob(serial: UInt32, theme themeName: String = "Adwaita") -> [UInt8] {
        func card16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        func card32(_ value: Int) -> [UInt8] { card16(value & 0xFFFF) + card16(value >> 16 & 0xFFFF) }
        func padded(_ bytes: [UInt8]) -> [UInt8] { bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4) }
        func header(_ type: UInt8, _ name: String) -> [UInt8] {
            [type, 0] + card16(name.utf8.count) + padded(Array(name.utf8)) + card32(0)
        }
        let theme = Array(themeName.utf8)
        return [0, 0, 0, 0] + card32(Int(serial)) + card32(3)
            + header(0, "Net/DoubleClickTime") + card32(400)
            + header(1, "Net/ThemeName") + card32(theme.count) + padded(theme)
            + header(2, "Gtk/Color") + card16(1) + card16(2) + card16(3) + card16(4)
    }

    @Test func randomSelectionAndSettingsTrafficLeavesTheApplicationAnswering() throws {
        let app = try InputTestApp()
        defer { app.close() }
        let bed = try ClipboardTestBed(server: app.server)
        defer { bed.close() }
        UIApplication.windowServer = app.x11
        X11SelectionSettings.replyTimeout = 0.05
        let fuzz = try HostileXClient(display: app.server.display)
        defer { fuzz.close() }
        var random = SplitMix64(seed: Self.seed)
        func pick<T>(_ choices: [T]) -> T { choices[Int(random.next() % UInt64(choices.count))] }
        func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) } }
        let clipboard = app.x11.clipboard
        let display = app.x11.connection.display
        /// Turns of the run loop until every event sent so far is handled.
        func settle() {
            fuzz.sync()
            for _ in 0..<200 {
                app.pump()
                clipboard.endPaste()
                if XEventsQueued(display, QueuedAlready) == 0 { break }
            }
        }
        let windows = [clipboard.window, app.host.window]
        let selections = ["CLIPBOARD", "PRIMARY", "_XSETTINGS_S0"].map(fuzz.atom) + [0, 0xFFFF_FFFF]
        let properties = ["UIKIT_SELECTION_TRANSFER", "FUZZ_A", "FUZZ_B", "WM_NAME"].map(fuzz.atom)
        let types = ["UTF8_STRING", "STRING", "INCR", "ATOM", "ATOM_PAIR", "INTEGER", "image/png"].map(fuzz.atom)
        let targets = ["TARGETS", "MULTIPLE", "TIMESTAMP", "UTF8_STRING", "STRING", "TEXT", "text/plain",
                       "image/png", "SAVE_TARGETS"].map(fuzz.atom)
        let n = Self.iterations
        let start = Date()

        // 1. SelectionNotify nobody asked for, naming random properties holding anything.
        for index in 0..<n {
            let window = pick(windows), property = pick(properties)
            let format = pick([8, 16, 32] as [Int32])
            let type = random.next() % 4 == 0 ? Atom(random.next() % 500) : pick(types)
            fuzz.setProperty(property, of: window, type: type,
                             format: format, bytes: bytes(Int(random.next() % (index % 50 == 0 ? 300_000 : 2_048))))
            let target = pick(targets + [Atom(random.next() % 500)])
            fuzz.sendNotify(to: window, selection: pick(selections), target: target,
                            property: pick([property, 0, Atom(UInt32(truncatingIfNeeded: random.next()))]),
                            time: Time(UInt32(truncatingIfNeeded: random.next())))
            if index % 25 == 24 { settle() }
        }
        settle()

        // 2. SelectionRequests to our selections from any window, for any target into any property.
        UIPasteboard.general.string = "ours, fuzzed"
        UIPasteboard.primarySelection.string = String(repeating: "p", count: 300_000)
        var multiples = 0, missingRequestors = 0
        for index in 0..<n {
            let target = random.next() % 3 == 0 ? targets[1] : pick(targets + [Atom(random.next() % 500)])
            let property = pick(properties + [0, Atom(UInt32(truncatingIfNeeded: random.next()))])
            var requestor = pick([fuzz.window, fuzz.rootWindow, clipboard.window, app.host.window, 0])
            if random.next() % 3 == 0 {
                requestor = Window(UInt32(truncatingIfNeeded: random.next()))
                missingRequestors += 1
            }
            if target == targets[1] {
                multiples += 1
                let count = pick([0, 1, 2, 6, 64, 2_000, 200_000])
                let pairs = (0..<count).map { _ in UInt(random.next() % 2 == 0 ? pick(targets) : pick(properties)) }
                if random.next() % 4 == 0 {
                    fuzz.setProperty(pick(properties), of: fuzz.window, type: pick(types), format: pick([8, 16, 32]),
                                     bytes: bytes(Int(random.next() % 512)))
                } else {
                    fuzz.setProperty(pick(properties), of: fuzz.window, type: types[4], values: pairs)
                }
            }
            fuzz.sendRequest(to: random.next() % 8 == 0 ? pick(windows) : clipboard.window, requestor: requestor,
                             selection: pick(selections), target: target, property: property,
                             time: random.next() % 2 == 0 ? Time(CurrentTime)
                                 : Time(UInt32(truncatingIfNeeded: random.next())))
            if index % 25 == 24 { settle() }
        }
        settle()

        // 3. A settings manager publishing mutated settings, announced with MANAGER.
        let settingsSelection = fuzz.atom("_XSETTINGS_S0"), settingsProperty = fuzz.atom("_XSETTINGS_SETTINGS")
        fuzz.own(settingsSelection)
        for index in 0..<n {
            var blob = Self.settingsBlob(serial: UInt32(index))
            switch random.next() % 5 {
            case 0: blob = bytes(Int(random.next() % 256))
            case 1: blob = Array(blob.prefix(Int(random.next() % UInt64(blob.count))))
            case 2: blob[8..<12] = [0xFF, 0xFF, 0xFF, 0x7F][...]   // a count of two billion settings
            default:
                for _ in 0..<(1 + random.next() % 8) { blob[Int(random.next() % UInt64(blob.count))] = bytes(1)[0] }
            }
            fuzz.setProperty(settingsProperty, of: fuzz.window, type: settingsProperty,
                             format: random.next() % 8 == 0 ? 32 : 8, bytes: blob)
            fuzz.sendClientMessage(to: fuzz.rootWindow, type: fuzz.atom("MANAGER"),
                                   data: random.next() % 8 == 0 ? bytes(5).map { Int(Int8(bitPattern: $0)) }
                                       : [0, Int(settingsSelection), Int(fuzz.window), 0, 0])
            if index % 25 == 24 { settle() }
        }
        settle()

        // 4. Pastes from an owner answering at random.
        let pastes = max(1, n / 3)
        var pasted = 0
        bed.peer.own("CLIPBOARD", ["UTF8_STRING": ("UTF8_STRING", Data()), "image/png": ("image/png", Data())],
                     behaviour: .fuzz(seed: Self.seed))
        settle()
        // The transport's reads, as a paste makes them: UIPasteboard's decoding of random bytes as UTF-8 would
        // cost more than everything the clipboard does with them.
        for _ in 0..<pastes {
            if clipboard.data(X11SelectionOffer.textMIME, in: .clipboard) != nil { pasted += 1 }
            _ = clipboard.types(in: .clipboard)
            settle()
        }

        // Still answering: another client reads our copy, and a normal paste works.
        UIPasteboard.general.string = "still here"
        let read = bed.peer.read("CLIPBOARD", as: "UTF8_STRING")
        #expect(app.pump { clipboard.endPaste(); return read.isDone })
        #expect(read.result?.data == Data("still here".utf8))
        bed.peer.own("CLIPBOARD", text: "a normal paste")
        settle()
        #expect(UIPasteboard.general.string == "a normal paste")
        #expect(!X11ErrorTrap.isLost(display))
        // Requests are the app's to answer, not the user's to read about: one line per kind of misbehaviour.
        let ownerLines = bed.log.filter { line in
            ["requestor", "MULTIPLE", "INCR transfer ("].contains { line.contains($0) }
        }
        #expect(ownerLines.count <= 6, "\(ownerLines)")
        print("SelectionFuzzXvfbTests: seed \(String(Self.seed, radix: 16)), \(n) SelectionNotify, "
              + "\(n) SelectionRequest (\(multiples) MULTIPLE, \(missingRequestors) from missing windows), "
              + "\(n) XSETTINGS, \(pastes) pastes from a random owner (\(pasted) gave text), "
              + "\(bed.log.count) log lines, \(String(format: "%.1f", Date().timeIntervalSince(start))) s; "
              + "the application still answers")
    }
}
