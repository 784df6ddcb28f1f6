import Foundation
import Testing
import UIKit
@testable import UIKitCore
import UIKitTestSupport

/// A navigation interface on a real X server: the bar's pixels (opaque background, hairline, centred title, the
/// back chevron and title in the tint, a right item) read back from Xvfb; a click on the back button and the
/// mouse's back button (X button 8) each pop.
@MainActor @Suite(.serialized) struct NavigationBarXvfbTests {
    func makeNavigation(in app: InputTestApp) -> (UINavigationController, UIViewController) {
        let root = UIViewController()
        root.title = "Mailboxes"
        root.view.backgroundColor = .white
        let detail = UIViewController()
        detail.title = "Inbox"
        detail.view.backgroundColor = .white
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: root)
        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        opaque.backgroundColor = UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
        navigation.navigationBar.standardAppearance = opaque
        navigation.navigationBar.scrollEdgeAppearance = opaque
        navigation.navigationBar.tintColor = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        app.window.rootViewController = navigation
        navigation.pushViewController(detail, animated: false)
        app.window.layoutIfNeeded()
        return (navigation, detail)
    }

    @Test func theBarIsDrawnWithItsTitleBackButtonAndItem() throws {
        let app = try InputTestApp(size: CGSize(width: 400, height: 300))
        defer { app.close() }
        let (navigation, _) = makeNavigation(in: app)
        let shot = try app.screenshot("navigation-bar")
        #expect(shot.matches(120, 5, (230, 230, 230), tolerance: 3), "the bar's background: \(shot.rgb(120, 5))")
        #expect(shot.matches(120, 70, (255, 255, 255)), "the content below: \(shot.rgb(120, 70))")
        let hairline = shot.rgb(120, 50)
        #expect(hairline.r < 215, "the hairline under the bar: \(hairline)")
        let title = navigation.navigationBar.titleLabel.frame
        let darkInTitle = (Int(title.minX)..<Int(title.maxX)).contains { x in
            (Int(title.minY)..<Int(title.maxY)).contains { y in shot.rgb(x, y).r < 90 }
        }
        #expect(darkInTitle, "the title's text")
        #expect(abs(title.midX - 200) < 1, "centred")
        let back = try #require(navigation.navigationBar.backButtonView).frame
        let blueInBack = (Int(back.minX)..<Int(back.maxX)).contains { x in
            (Int(back.minY)..<Int(back.maxY)).contains { y in let p = shot.rgb(x, y); return p.b > 200 && p.r < 80 }
        }
        #expect(blueInBack, "the chevron and back title in the tint")
        let add = try #require(navigation.topViewController?.navigationItem.rightBarButtonItem?.itemView).frame
        let blueInAdd = (Int(add.minX)..<Int(add.maxX)).contains { x in
            (Int(add.minY)..<Int(add.maxY)).contains { y in let p = shot.rgb(x, y); return p.b > 200 && p.r < 80 }
        }
        #expect(blueInAdd, "the plus symbol in the tint")
    }

    @Test func clickingTheBackButtonAndMouseButtonEightPop() throws {
        let app = try InputTestApp(size: CGSize(width: 400, height: 300))
        defer { app.close() }
        let (navigation, _) = makeNavigation(in: app)
        CATransaction.flush()
        let back = try #require(navigation.navigationBar.backButtonView).frame
        app.input.click(at: Int(back.midX), Int(back.midY))
        app.pump()
        #expect(navigation.viewControllers.count == 1, "the back button pops")
        let again = UIViewController()
        again.view.backgroundColor = .white
        navigation.pushViewController(again, animated: false)
        app.host.makeKey()
        app.window.makeKey()
        app.pump()
        app.input.click(at: 200, 150, button: 8)
        #expect(app.pump(until: { navigation.viewControllers.count == 1 }), "the mouse's back button pops")
    }
}
