import Foundation
import Testing
import UIKit
@testable import UIKitCore
import UIKitTestSupport

/// A settings manager on the X server (as GNOME's or Xfce's) switching the desktop to a dark theme: the app's
/// system colours turn dark on screen, and back when the theme is light again.
@MainActor @Suite(.serialized) struct DesktopStyleXvfbTests {
    @Test func aDarkThemeFromTheSettingsManagerDarkensTheSystemBackground() throws {
        let app = try InputTestApp(size: CGSize(width: 100, height: 80))
        defer {
            app.close()
            UIApplication.shared.post(.userInterfaceStyleChanged(.light))
            UIApplication.shared.processPendingEvents()
        }
        app.window.backgroundColor = .systemBackground
        let manager = try HostileXClient(display: app.server.display)
        defer { manager.close() }
        let selection = manager.atom("_XSETTINGS_S0"), property = manager.atom("_XSETTINGS_SETTINGS")
        func publish(_ theme: String, serial: UInt32) {
            manager.own(selection)
            manager.setProperty(property, of: manager.window, type: property, format: 8,
                                bytes: SelectionFuzzXvfbTests.settingsBlob(serial: serial, theme: theme))
            manager.sendClientMessage(to: manager.rootWindow, type: manager.atom("MANAGER"),
                                      data: [0, Int(selection), Int(manager.window), 0, 0])
            manager.sync()
        }
        #expect(try app.screenshot("desktop-style-light").matches(50, 40, (255, 255, 255)))
        publish("Adwaita-dark", serial: 1)
        #expect(app.pump(until: { UITraitCollection.current.userInterfaceStyle == .dark }))
        #expect(try app.screenshot("desktop-style-dark").matches(50, 40, (0, 0, 0)), "the system background is black")
        publish("Adwaita", serial: 2)
        #expect(app.pump(until: { UITraitCollection.current.userInterfaceStyle == .light }))
        #expect(try app.screenshot("desktop-style-light-again").matches(50, 40, (255, 255, 255)))
    }
}
