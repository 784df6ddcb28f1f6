import Foundation
import Testing
import UIKit
@testable import UIKitCore
import UIKitTestSupport

/// The pointer's shape on a real X server, read back by another client through XFixes: the text cursor over a
/// text field, the arrow over a plain view, nothing where a pointer style hides it, from the desktop's cursor
/// theme (Adwaita here) or, with no theme, from the X cursor font.
@MainActor @Suite(.serialized) struct PointerCursorXvfbTests {
    final class Hiding: UIPointerInteractionDelegate {
        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            .hidden()
        }
    }

    func cursor(after move: (Int, Int), _ app: InputTestApp) throws -> CursorImage {
        app.input.move(to: move.0, move.1)
        app.pump()
        return try CursorImage.current(display: app.server.display)
    }

    @Test func theCursorFollowsWhatIsUnderThePointer() throws {
        let app = try InputTestApp()
        defer { app.close() }
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 150, height: 30))
        let plain = UIView(frame: CGRect(x: 10, y: 60, width: 150, height: 30))
        plain.backgroundColor = .blue
        let hidden = UIView(frame: CGRect(x: 10, y: 110, width: 150, height: 30))
        let delegate = Hiding()
        hidden.addInteraction(UIPointerInteraction(delegate: delegate))
        for view in [field, plain, hidden] { app.window.addSubview(view) }
        CATransaction.flush()
        let overField = try cursor(after: (80, 25), app)
        let overPlain = try cursor(after: (80, 75), app)
        let overHidden = try cursor(after: (80, 125), app)
        let backOnField = try cursor(after: (90, 25), app)
        #expect(["text", "xterm"].contains(overField.name), "over the field: \(overField.name)")
        #expect(["default", "left_ptr"].contains(overPlain.name), "over the plain view: \(overPlain.name)")
        #expect(overField.pixels != overPlain.pixels, "two different pictures")
        #expect(overHidden.visiblePixelCount == 0, "hidden: \(overHidden.name), \(overHidden.visiblePixelCount) pixels")
        #expect(backOnField.pixels == overField.pixels)
        print("PointerCursorXvfbTests: field \(overField.name) \(overField.width)x\(overField.height), plain "
            + "\(overPlain.name), hidden \(overHidden.visiblePixelCount) visible pixels")
    }

    @Test func withTheCursorThemeMissingTheCursorsComeFromTheXCursorFont() throws {
        setenv("XCURSOR_THEME", "no-such-cursor-theme", 1)
        defer { unsetenv("XCURSOR_THEME") }
        let app = try InputTestApp()
        defer { app.close() }
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 150, height: 30))
        app.window.addSubview(field)
        CATransaction.flush()
        let overField = try cursor(after: (80, 25), app)
        let outside = try cursor(after: (300, 250), app)
        #expect(overField.visiblePixelCount > 0 && outside.visiblePixelCount > 0)
        #expect(overField.pixels != outside.pixels, "still a text cursor, from the cursor font")
    }
}
