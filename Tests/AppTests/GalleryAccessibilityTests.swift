import Foundation
import Testing
import UIKitTestSupport

/// The gallery read and worked by a real AT-SPI client (pyatspi, `TestSupport/atspi/gallery_probe.py`) on a private
/// session bus with at-spi2-core's accessibility bus, as a screen reader would.
@Suite(.serialized) struct GalleryAccessibilityTests {
    static let probe = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("TestSupport/atspi/gallery_probe.py").path

    /// The probe's lines split at "|".
    private func facts(_ output: String) -> [[String]] {
        output.split(separator: "\n").map { $0.split(separator: "|", omittingEmptySubsequences: false).map(String.init) }
    }

    @Test func aScreenReaderReadsAndWorksTheControlsPage() throws {
        let server = try XServer()
        defer { server.stop() }
        let bus = try AccessibilityBus(display: server.display)
        defer { bus.stop() }
        let app = try LaunchedApp("gallery", arguments: ["--page", "controls"], display: server.display,
                                  environment: bus.environment(display: server.display))
        try #require(app.waitForLine(prefix: "ready") != nil, "\(app.standardError)")
        let output = try AccessibilityBus.run("/usr/bin/python3", [Self.probe, "gallery"],
                                              environment: bus.environment(display: server.display))
        let lines = facts(output)
        try #require(lines.last == ["done"], "probe: \(output)\napp: \(app.standardError)")

        // The app and its window are on the desktop, the window where the X server has it.
        #expect(lines.contains(["app", "gallery", "application", "1"]), "\(output)")
        let nodes = lines.filter { $0.first == "node" }
        let window = try #require(nodes.first { $0[2] == "frame" }, "\(output)")
        #expect(window[5] == "\(AppTestSetup.windowOrigin.x),\(AppTestSetup.windowOrigin.y),1000,640")
        #expect(window[4].contains("active"))
        // Controls with their roles, names, states and extents.
        func node(_ role: String, _ name: String? = nil) -> [String]? {
            nodes.first { $0[2] == role && (name == nil || $0[3] == name) }
        }
        let advance = try #require(node("push button", "Advance"), "\(output)")
        #expect(advance[4].split(separator: ",").contains("enabled"))
        #expect(advance[4].split(separator: ",").contains("showing"))
        let extents = advance[5].split(separator: ",").compactMap { Int($0) }
        #expect(extents.count == 4 && extents[0] > AppTestSetup.windowOrigin.x && extents[2] == 100 && extents[3] == 36,
                "\(advance)")
        let wifi = try #require(node("toggle button"), "\(output)")
        #expect(wifi[4].split(separator: ",").contains("checked"))
        #expect(node("slider") != nil)
        #expect(node("spin button") != nil)
        #expect(node("entry", "Your name") != nil)
        #expect(node("password text", "Password") != nil)
        #expect(node("text") != nil) // the notes text view
        #expect(node("page tab list") != nil)
        #expect(node("progress bar") != nil)
        #expect(node("label", "Wi-Fi on") != nil)

        // Action, Value, Text and EditableText reach the controls as a person's input does.
        #expect(lines.contains(["action-names", "press"]))
        #expect(lines.contains(["advance", "True"]), "\(output)")
        #expect(app.waitForLine(prefix: "progress 0.60") != nil, "\(app.lines)")
        #expect(lines.contains(["slider-range", "0.0", "1.0"]))
        #expect(lines.contains(["slider", "0.8"]), "\(output)")
        #expect(app.waitForLine(prefix: "slider 0.80") != nil, "\(app.lines)")
        #expect(lines.contains(["text", "Ada Lovelace", "12"]), "\(output)")
        #expect(app.waitForLine(prefix: "text Ada Lovelace") != nil, "\(app.lines)")
        #expect(lines.contains(["grab-wifi", "True"]))
        #expect(lines.contains(["focused-slider", "True"]), "\(output)")
        #expect(lines.contains(["select-tab", "True"]), "\(output)")
        #expect(app.waitForLine(prefix: "segment 2") != nil, "\(app.lines)")

        // Events arrive, in order: the announcement the Advance button posts (the bar starts at 35%), the slider's new
        // value, the text, the focus moving to the switch and then to the slider.
        let events = lines.filter { $0.first == "event" }
        let announcement = events.firstIndex { $0[1] == "object:announcement" && $0[4] == "Progress 60 percent" }
        let value = events.firstIndex { $0[1] == "object:property-change:accessible-value" }
        let inserted = events.firstIndex { $0[1] == "object:text-changed:insert" && $0[4] == " Lovelace" }
        let focusEvents = events.indices.filter { events[$0][1] == "object:state-changed:focused" && events[$0][3] == "1" }
        let focusSlider = focusEvents.last
        #expect(focusEvents.count >= 2, "\(events)")
        try #require(announcement != nil && value != nil && inserted != nil && focusSlider != nil, "\(events)")
        #expect(announcement! < value! && value! < inserted! && inserted! < focusSlider!, "\(events)")
        #expect(app.process.isRunning)
    }
}

/// Bad input from the accessibility bus: a client asking for objects that do not exist, and the bus going away while
/// the app runs. The app answers errors, keeps running and keeps working.
@Suite(.serialized) struct GalleryAccessibilityBadInputTests {
    static let defunctProbe = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("TestSupport/atspi/defunct_probe.py").path

    @Test func objectsThatDoNotExistAnswerErrorsAndTheBusGoingAwayLeavesTheAppWorking() throws {
        let server = try XServer()
        defer { server.stop() }
        let bus = try AccessibilityBus(display: server.display)
        defer { bus.stop() }
        let app = try LaunchedApp("gallery", arguments: ["--page", "controls"], display: server.display,
                                  environment: bus.environment(display: server.display))
        try #require(app.waitForLine(prefix: "ready") != nil, "\(app.standardError)")
        let output = try AccessibilityBus.run("/usr/bin/python3", [Self.defunctProbe, "gallery"],
                                              environment: bus.environment(display: server.display))
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.contains("error /org/a11y/atspi/accessible/987654321 org.freedesktop.DBus.Error.UnknownObject"), "\(output)")
        #expect(lines.contains("error /org/a11y/atspi/accessible/x org.freedesktop.DBus.Error.UnknownObject"), "\(output)")
        #expect(lines.contains("error /org/a11y/atspi/accessible/0 org.freedesktop.DBus.Error.UnknownObject"), "\(output)")
        #expect(lines.contains("child -1 /org/a11y/atspi/null"), "\(output)")
        #expect(lines.contains("child 100000 /org/a11y/atspi/null"), "\(output)")
        #expect(lines.contains("still Gallery"), "\(output)")

        // The accessibility bus and the session bus go away; the app says so once and goes on taking input.
        bus.stop()
        #expect(app.waitForLine(prefix: "ready", timeout: 0.5) != nil)
        Thread.sleep(forTimeInterval: 0.5)
        let input = try XTestInput(display: server.display)
        let before = app.lines.count
        let switches = GalleryControlsPageTests.stage(0)
        AppTestSetup.click(input, window: switches.0 + 20 + 25, switches.1 + 20 + 15)
        #expect(app.waitForLine(after: before, prefix: "switch off") != nil, "\(app.lines)\n\(app.standardError)")
        #expect(app.process.isRunning)
        #expect(app.standardError.components(separatedBy: "accessibility bus went away").count == 2, "\(app.standardError)")
    }

    @Test func aRegistryThatNeverAnswersCostsTheAppNothing() throws {
        let server = try XServer()
        defer { server.stop() }
        let bus = try AccessibilityBus(display: server.display)
        defer { bus.stop() }
        // Wake the registry, then freeze it: the app's Embed (and every call it could make) goes unanswered.
        _ = try AccessibilityBus.run("/usr/bin/python3", [GalleryAccessibilityTests.probe, "nobody"],
                                     environment: bus.environment(display: server.display), timeout: 3)
        let registry = try #require(bus.launchedProcesses.first { AccessibilityBus.commandLine(of: $0).contains("registryd") })
        kill(registry, SIGSTOP)
        defer { kill(registry, SIGCONT) }
        let app = try LaunchedApp("gallery", arguments: ["--page", "controls"], display: server.display,
                                  environment: bus.environment(display: server.display))
        try #require(app.waitForLine(prefix: "ready") != nil, "\(app.standardError)")
        Thread.sleep(forTimeInterval: 0.5)
        let input = try XTestInput(display: server.display)
        let before = app.lines.count
        let switches = GalleryControlsPageTests.stage(0)
        AppTestSetup.click(input, window: switches.0 + 20 + 25, switches.1 + 20 + 15)
        #expect(app.waitForLine(after: before, prefix: "switch off", timeout: 2) != nil, "\(app.lines)\n\(app.standardError)")
        #expect(app.process.isRunning)
    }
}
