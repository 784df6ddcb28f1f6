import Foundation
import Testing
import UIKit
@testable import X11WindowServer
import UIKitTestSupport
import CX11

/// The desktop's double-click time and distance come from XSETTINGS (Net/DoubleClickTime, Net/DoubleClickDistance).
@MainActor @Suite(.serialized) struct InputDesktopSettingsTests {
    /// XSETTINGS bytes (least significant byte first) with integer settings.
    nonisolated static func settingsBytes(_ integers: [(String, Int32)], extraString: Bool = true) -> [UInt8] {
        func card32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
        func card16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
        func padded(_ text: String) -> [UInt8] {
            let bytes = Array(text.utf8)
            return bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
        }
        var body: [UInt8] = []
        if extraString {  // a string setting before them must be skipped correctly
            body += [1, 0] + card16(UInt16("Net/ThemeName".utf8.count)) + padded("Net/ThemeName") + card32(0)
                + card32(UInt32("Adwaita".utf8.count)) + padded("Adwaita")
        }
        for (name, value) in integers {
            body += [0, 0] + card16(UInt16(name.utf8.count)) + padded(name) + card32(0) + card32(UInt32(bitPattern: value))
        }
        return [0, 0, 0, 0] + card32(1) + card32(UInt32(integers.count + (extraString ? 1 : 0))) + body
    }

    @Test func xsettingsIntegersAreReadPastStringsAndTruncationIsSafe() {
        let bytes = Self.settingsBytes([("Net/DoubleClickTime", 650), ("Net/DoubleClickDistance", 12)])
        let settings = X11XSettings.integers(from: bytes)
        #expect(settings == ["Net/DoubleClickTime": 650, "Net/DoubleClickDistance": 12])
        #expect(X11XSettings.multiClick(from: settings) == X11MultiClickSettings(interval: 650, distance: 12))
        for length in 0..<bytes.count { _ = X11XSettings.integers(from: Array(bytes.prefix(length))) }
        #expect(X11XSettings.multiClick(from: ["Net/DoubleClickTime": -3]) == .default, "nonsense is ignored")
    }

    /// The desktop is dark when its theme's name ends in "-dark", or when GTK's prefer-dark setting
    /// (gtk-application-prefer-dark-theme, published as Gtk/ApplicationPreferDarkTheme) is on over a light theme.
    @Test func aDarkThemeNameOrGTKsPreferDarkSettingMakeTheDesktopDark() {
        let lightTheme = X11XSettings.values(from: Self.settingsBytes([("Net/DoubleClickTime", 400)]))
        #expect(lightTheme["Net/ThemeName"] == .string("Adwaita"))
        #expect(X11XSettings.prefersDark(from: lightTheme) == false)
        let preferDark = X11XSettings.values(from: Self.settingsBytes([("Gtk/ApplicationPreferDarkTheme", 1)]))
        #expect(X11XSettings.prefersDark(from: preferDark) == true)
        let preferLight = X11XSettings.values(from: Self.settingsBytes([("Gtk/ApplicationPreferDarkTheme", 0)]))
        #expect(X11XSettings.prefersDark(from: preferLight) == false)
        #expect(X11XSettings.prefersDark(from: ["Net/ThemeName": .string("Adwaita-dark")]) == true)
        #expect(X11XSettings.prefersDark(from: [:]) == nil, "no settings manager: the settings say nothing")
    }

    /// Without a settings manager, GTK's settings.ini says: the user's gtk-4.0 file, then gtk-3.0, then the
    /// system's; prefer-dark wins over a light theme name, and a file saying neither is passed over.
    @Test func withoutASettingsManagerGTKsSettingsFilesSayDark() throws {
        #expect(X11XSettings.prefersDark(fromGTKSettingsFile: "[Settings]\ngtk-application-prefer-dark-theme=1\n") == true)
        #expect(X11XSettings.prefersDark(fromGTKSettingsFile: "[Settings]\ngtk-application-prefer-dark-theme = true\ngtk-theme-name=Adwaita") == true)
        #expect(X11XSettings.prefersDark(fromGTKSettingsFile: "[Settings]\ngtk-theme-name = Arc-Dark\n") == true)
        #expect(X11XSettings.prefersDark(fromGTKSettingsFile: "[Settings]\ngtk-application-prefer-dark-theme=0\n") == false)
        #expect(X11XSettings.prefersDark(fromGTKSettingsFile: "[Other]\ngtk-application-prefer-dark-theme=1\n") == nil,
                "only the [Settings] group counts")
        #expect(X11XSettings.prefersDark(fromGTKSettingsFile: "[Settings]\n# gtk-application-prefer-dark-theme=1\ngtk-font-name=Cantarell 11") == nil)

        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-settings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let environment = ["XDG_CONFIG_HOME": root.path + "/user", "XDG_CONFIG_DIRS": root.path + "/system"]
        #expect(X11XSettings.prefersDark(fromGTKSettingsIn: environment) == nil)
        try write("system/gtk-3.0/settings.ini", "[Settings]\ngtk-application-prefer-dark-theme=1\n")
        #expect(X11XSettings.prefersDark(fromGTKSettingsIn: environment) == true, "the system's file")
        try write("user/gtk-3.0/settings.ini", "[Settings]\ngtk-font-name=Cantarell 11\n")
        #expect(X11XSettings.prefersDark(fromGTKSettingsIn: environment) == true, "a user file saying nothing is passed over")
        try write("user/gtk-3.0/settings.ini", "[Settings]\ngtk-theme-name=Adwaita\n")
        #expect(X11XSettings.prefersDark(fromGTKSettingsIn: environment) == false, "the user's file wins")
        try write("user/gtk-4.0/settings.ini", "[Settings]\ngtk-application-prefer-dark-theme=true\n")
        #expect(X11XSettings.prefersDark(fromGTKSettingsIn: environment) == true, "GTK 4's file first")
    }

    /// A desktop settings manager on its own connection: owns _XSETTINGS_S0 and publishes double-click settings.
    /// Closed before the server stops (Xlib exits on a lost server).
    final class FakeSettingsManager {
        let display: OpaquePointer
        let window: Window
        private let property: Atom

        init(server: XServer) throws {
            display = try #require(XOpenDisplay(server.display))
            window = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
            XSetSelectionOwner(display, XInternAtom(display, "_XSETTINGS_S0", 0), window, UInt(CurrentTime))
            property = XInternAtom(display, "_XSETTINGS_SETTINGS", 0)
        }

        func publish(time: Int32, distance: Int32) {
            let bytes = InputDesktopSettingsTests.settingsBytes([("Net/DoubleClickTime", time),
                                                                 ("Net/DoubleClickDistance", distance)])
            XChangeProperty(display, window, property, property, 8, PropModeReplace, bytes, Int32(bytes.count))
            XSync(display, 0)
        }

        /// The manager quits: its window goes.
        func quit() {
            XDestroyWindow(display, window)
            XSync(display, 0)
        }

        func close() { XCloseDisplay(display) }
    }

    @Test func aSettingsManagersDoubleClickDistanceDecidesTheTapCount() throws {
        let server = try XServer()
        // A settings manager publishing a generous double-click distance.
        let manager = try FakeSettingsManager(server: server)
        manager.publish(time: 2_000, distance: 40)
        let app = try InputTestApp(server: server)
        defer { app.close() }
        let view = app.addFullView()
        app.input.click(at: 100, 100)
        app.input.click(at: 130, 100)  // 30 px away: one double click by this desktop's settings
        app.pump()
        #expect(view.touches.filter { $0.phase == .began }.map(\.tapCount) == [1, 2])
        // The manager stays up while its settings are used (its window going means the defaults again).
        manager.close()
    }

    @Test func changedSettingsApplyWhileRunningAndAStoppedManagerLeavesTheDefaults() throws {
        let server = try XServer()
        let manager = try FakeSettingsManager(server: server)
        manager.publish(time: 2_000, distance: 40)
        let app = try InputTestApp(server: server)
        defer { app.close() }
        #expect(app.x11.input.translator.multiClick == X11MultiClickSettings(interval: 2_000, distance: 40))
        // The desktop's settings change after start-up: a tighter distance.
        manager.publish(time: 2_000, distance: 10)
        #expect(app.pump(until: { app.x11.input.translator.multiClick.distance == 10 }))
        let view = app.addFullView()
        app.input.click(at: 100, 100)
        app.input.click(at: 130, 100)  // 30 px apart: two single clicks now
        app.pump()
        #expect(view.touches.filter { $0.phase == .began }.map(\.tapCount) == [1, 1])
        // The settings manager quits: the defaults apply.
        manager.quit()
        #expect(app.pump(until: { app.x11.input.translator.multiClick == .default }))
        manager.close()
    }
}
