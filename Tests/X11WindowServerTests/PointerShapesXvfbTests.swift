import Foundation
import Testing
import UIKit
@testable import UIKitCore
import UIKitTestSupport

/// The pointer's shape from UIKit's intent over the kinds of view the desktop shapes differently, read back by
/// another client through XFixes: resize arrows over a split view's divider, a hand over a link in a text view,
/// the text beam over its plain text.
@MainActor @Suite(.serialized) struct PointerShapesXvfbTests {
    func cursor(at point: CGPoint, _ app: InputTestApp) throws -> CursorImage {
        app.input.move(to: Int(point.x), Int(point.y))
        app.pump()
        return try CursorImage.current(display: app.server.display)
    }

    @Test func resizeArrowsOverADividerAndAHandOverALink() throws {
        let app = try InputTestApp(size: CGSize(width: 1000, height: 700))
        defer { app.close() }
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController(), secondary = UIViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        app.window.rootViewController = split
        let text = UITextView(frame: CGRect(x: 40, y: 40, width: 500, height: 100))
        text.isEditable = false
        text.font = .systemFont(ofSize: 24)
        let string = NSMutableAttributedString(string: "Read the manual online", attributes: [.font: UIFont.systemFont(ofSize: 24)])
        string.addAttribute(.link, value: URL(string: "https://example.org")!, range: NSRange(location: 9, length: 6))
        text.attributedText = string
        secondary.view.addSubview(text)
        app.window.layoutIfNeeded()
        CATransaction.flush()

        let divider = split.dividerView.convert(CGPoint(x: split.dividerView.bounds.midX, y: 300), to: app.window)
        let overDivider = try cursor(at: divider, app)
        let linkStart = text.caretRect(atOffset: 10), plainStart = text.caretRect(atOffset: 1)
        let overLink = try cursor(at: text.convert(CGPoint(x: linkStart.midX + 3, y: linkStart.midY), to: app.window), app)
        let overPlain = try cursor(at: text.convert(CGPoint(x: plainStart.midX + 3, y: plainStart.midY), to: app.window), app)
        #expect(["ew-resize", "sb_h_double_arrow", "col-resize"].contains(overDivider.name), "divider: \(overDivider.name)")
        #expect(["pointer", "hand2", "hand1"].contains(overLink.name), "link: \(overLink.name)")
        #expect(["text", "xterm"].contains(overPlain.name), "plain text: \(overPlain.name)")
        #expect(Set([overDivider.pixels, overLink.pixels, overPlain.pixels]).count == 3, "three different pictures")
    }
}
