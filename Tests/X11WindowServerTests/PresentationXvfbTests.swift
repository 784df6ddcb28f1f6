import Testing
import UIKit
@testable import UIKitCore
import X11WindowServer
import UIKitTestSupport

/// A form sheet and an alert on Xvfb: the window dims behind a card, pixels read back; Escape pressed through
/// XTest dismisses them (animations off, so the clock of other suites in the process does not matter).
@MainActor @Suite(.serialized) struct PresentationXvfbTests {
    let white = (r: 255, g: 255, b: 255), dimmedWhite = (r: 153, g: 153, b: 153)
    let amber = (r: 255, g: 204, b: 51), dimmedAmber = (r: 153, g: 122, b: 31)

    /// An app whose root controller's view is white with an amber square at the top left.
    func makeApp() throws -> (InputTestApp, UIViewController) {
        let app = try InputTestApp(size: CGSize(width: 800, height: 600))
        let root = UIViewController()
        root.view.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        square.backgroundColor = UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1)
        root.view.addSubview(square)
        app.window.rootViewController = root
        app.host.makeKey()
        app.window.makeKey()
        app.pump()
        return (app, root)
    }

    func pressEscape(_ app: InputTestApp) {
        app.input.key(0xFF1B, press: true)
        app.input.key(0xFF1B, press: false)
        app.pump()
    }

    @Test func aFormSheetDimsTheWindowBehindACardAndEscapeDismissesIt() throws {
        let (app, root) = try makeApp()
        defer { app.close() }
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        let sheet = UIViewController()
        sheet.view.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        sheet.modalPresentationStyle = .formSheet
        sheet.preferredContentSize = CGSize(width: 400, height: 300)
        root.present(sheet, animated: true)
        let shown = try app.screenshot("presentation-form-sheet")
        #expect(shown.matches(5, 5, dimmedWhite, tolerance: 3), "40% black over the window (/tmp/presentation-form-sheet.png)")
        #expect(shown.matches(40, 40, dimmedAmber, tolerance: 3))
        #expect(shown.matches(400, 300, (51, 102, 204), tolerance: 3), "the card, undimmed, in the middle")
        #expect(shown.matches(205, 155, (51, 102, 204), tolerance: 3) && shown.matches(594, 444, (51, 102, 204), tolerance: 3),
                "the card is 400 x 300 at (200, 150)")
        let shadow = shown.rgb(195, 300)
        #expect(shadow.r < 150 && shadow.b < 150 && shown.matches(150, 300, dimmedWhite, tolerance: 3),
                "a soft shadow just outside the card, the plain dimming further away")
        #expect(!shown.matches(200, 150, (51, 102, 204), tolerance: 20), "its corners are rounded")
        app.input.click(at: 5, 5)
        app.pump()
        #expect(root.presentedViewController === sheet, "a click on the dimming does not dismiss a sheet")
        pressEscape(app)
        #expect(root.presentedViewController == nil)
        let gone = try app.screenshot("presentation-form-sheet-gone")
        #expect(gone.matches(5, 5, white, tolerance: 3) && gone.matches(400, 300, white, tolerance: 3))
    }

    @Test func anAlertIsACentredCardAndEscapeCancelsIt() throws {
        let (app, root) = try makeApp()
        defer { app.close() }
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        var chosen: [String] = []
        let alert = UIAlertController(title: "Delete the drawing?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { chosen.append($0.title ?? "") })
        root.present(alert, animated: true)
        let card = alert.view.convert(alert.view.bounds, to: app.window)
        #expect(card.width == 270 && abs(card.midX - 400) <= 1 && abs(card.midY - 300) <= 1)
        let shown = try app.screenshot("presentation-alert")
        #expect(shown.matches(5, 5, dimmedWhite, tolerance: 3), "dimmed (/tmp/presentation-alert.png)")
        let background = shown.rgb(Int(card.minX) + 20, Int(card.minY) + 6)
        #expect(background.r > 225 && background.g > 225 && background.b > 225, "the light card over the dimming: \(background)")
        let buttonRow = Int(card.maxY) - 22
        #expect((Int(card.midX) + 20..<Int(card.maxX) - 20).contains { x in
            let p = shown.rgb(x, buttonRow); return p.r > 180 && p.g < 120 && p.b < 120
        }, "Delete is drawn red on the right")
        pressEscape(app)
        #expect(root.presentedViewController == nil && chosen == ["Cancel"])
        let gone = try app.screenshot("presentation-alert-gone")
        #expect(gone.matches(5, 5, white, tolerance: 3))
    }
}
