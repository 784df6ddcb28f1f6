import Foundation
import Testing
import UIKit
@testable import UIKitCore
import UIKitTestSupport

/// A search controller on a real X server: the search bar under the navigation bar's title, a real click into it
/// and real keys activating the search and showing the results under the bar, Escape ending it.
@MainActor @Suite(.serialized) struct SearchControllerXvfbTests {
    final class Colored: UIViewController {
        let color: UIColor
        init(_ color: UIColor) {
            self.color = color
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func loadView() {
            view = UIView()
            view.backgroundColor = color
        }
    }

    @Test func clickingTypingAndEscapeRunASearchUnderTheBar() throws {
        let app = try InputTestApp(size: CGSize(width: 400, height: 400))
        defer { app.close() }
        // The harness does not run animation frames (as PresentationXvfbTests): changes land at once.
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        let root = Colored(.white)
        root.title = "Mail"
        let results = Colored(UIColor(red: 0, green: 0.8, blue: 0, alpha: 1))
        let search = UISearchController(searchResultsController: results)
        root.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: root)
        app.window.rootViewController = navigation
        let idle = try app.screenshot("search-idle")
        let field = search.searchBar.searchTextField.convert(search.searchBar.searchTextField.bounds, to: nil)
        #expect(field.minY >= 50, "the field is under the title row: \(field)")
        let fieldPixel = idle.rgb(Int(field.midX), Int(field.midY))
        #expect(fieldPixel.r < 250, "the field's fill shows: \(fieldPixel)")

        app.input.click(at: Int(field.midX), Int(field.midY))
        #expect(app.pump(until: { search.isActive }))
        app.input.key(0x61, press: true)
        app.input.key(0x61, press: false)
        #expect(app.pump(until: { search.searchBar.text == "a" && results.view.window != nil && !results.view.isHidden }))
        #expect(app.pump(until: { search.presentationPhase == .presented && abs(navigation.navigationBar.frame.height - 52) < 0.01 }),
                "phase \(search.presentationPhase), bar \(navigation.navigationBar.frame)")
        let searching = try app.screenshot("search-results")
        let green = searching.rgb(200, 300)
        #expect(green.g > 180 && green.r < 40 && green.b < 40, "the results show over the content: \(green)")
        let movedField = search.searchBar.searchTextField.convert(search.searchBar.searchTextField.bounds, to: nil)
        #expect(movedField.maxY <= 52, "the title row folded away, the field at the top: \(movedField)")

        app.input.key(0xFF1B, press: true)
        app.input.key(0xFF1B, press: false)
        #expect(app.pump(until: { !search.isActive && search.presentingViewController == nil }),
                "active \(search.isActive), presenter \(String(describing: search.presentingViewController)), phase \(search.presentationPhase)")
        let ended = try app.screenshot("search-ended")
        #expect(ended.matches(200, 300, (255, 255, 255), tolerance: 3), "\(ended.rgb(200, 300))")
    }
}
