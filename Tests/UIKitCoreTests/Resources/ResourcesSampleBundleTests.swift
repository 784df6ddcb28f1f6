import Foundation
import Testing
@testable import UIKitCore

/// Stands for the sample's GreetingViewController, which lives in the executable.
@MainActor final class SampleGreeting: UIViewController {
    var greetingLabel: UILabel?
    var badgeView: UIImageView?
    var greetButton: UIButton?
    var greeted = 0
}

/// Stands for the sample's AboutViewController.
@MainActor final class SampleAbout: UIViewController {
    var titleLabel: UILabel?
    var versionLabel: UILabel?
    var closeButton: UIButton?
}

/// The resources of Apps/ResourcesSample (issue 11: "a sample app uses a localized strings table, a @2x image and
/// a xib"), read as the app reads them.
@MainActor @Suite(.serialized) struct ResourcesSampleBundleTests {
    static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Apps/ResourcesSample/Resources")

    private var bundle: Bundle { Bundle(url: Self.resources)! }

    @Test func infoPlistDeclaresTheExecutableMainNibAndURLScheme() throws {
        let info = try #require(try PropertyListFile.read(contentsOf: Self.resources.appendingPathComponent("Info.plist")) as? [String: Any])
        #expect(info["CFBundleExecutable"] as? String == "resources-sample")
        #expect(info["NSMainNibFile"] as? String == "MainWindow")
        #expect(UIApplication.LaunchConfiguration.declaredSchemes(in: info, path: "") == ["resources-sample"])
    }

    @Test(arguments: [("en", "Hello from a xib!", "1 greeting"), ("fr_FR.UTF-8", "Bonjour depuis un xib !", "1 salutation"),
                      ("de", "Hallo aus einem Xib!", "1 Gruß"), ("ja", "Hello from a xib!", "1 greeting")])
    func stringsAreLocalizedWithFallbackToTheDevelopmentRegion(language: String, greeting: String, one: String) {
        let languages = LanguagePreferences.languages(fromEnvironment: ["LANG": language])
        #expect(bundle.localizedString(forKey: "greeting", value: nil, table: nil, preferredLanguages: languages) == greeting)
        #expect(bundle.localizedStringWithFormat(forKey: "%d greetings", preferredLanguages: languages, 1) == one)
    }

    @Test func theBadgeHasA2xVariantChosenByScale() throws {
        let one = try #require(UIImage(named: "Badge", in: bundle, scale: 1))
        let two = try #require(UIImage(named: "Badge", in: bundle, scale: 2))
        #expect(one.scale == 1 && two.scale == 2 && one.size == two.size && one.size == CGSize(width: 64, height: 64))
    }

    @Test func mainWindowXibLoadsWithoutWarnings() throws {
        UINibClassRegistry.register(SampleGreeting.self, name: "GreetingViewController")
        UINibConnections.registerOutlet("greetingLabel", \SampleGreeting.greetingLabel)
        UINibConnections.registerOutlet("badgeView", \SampleGreeting.badgeView)
        UINibConnections.registerOutlet("greetButton", \SampleGreeting.greetButton)
        UINibConnections.registerAction("greet:", on: SampleGreeting.self) { controller, _ in controller.greeted += 1 }
        final class Delegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }
        let delegate = Delegate()
        let nib = UINib(nibName: "MainWindow", bundle: bundle)
        let (objects, lines) = capturingUIKitLog {
            nib.instantiate(withOwner: nil, options: [.existingObjects: ["ResourcesSampleDelegate": delegate]])
        }
        defer { delegate.window?.isHidden = true }
        let window = try #require(delegate.window)
        #expect(objects.count == 2 && objects.first as AnyObject === delegate)
        let controller = try #require(window.rootViewController as? SampleGreeting)
        #expect(controller.greetingLabel?.superview === controller.viewIfLoaded)
        #expect(controller.badgeView?.image?.size == CGSize(width: 64, height: 64))
        controller.greetButton?.sendActions(for: .touchUpInside)
        #expect(controller.greeted == 1)
        // Only the outlets this stand-in does not have are reported.
        #expect(lines.allSatisfy { $0.contains("no outlet") }, "\(lines)")
    }

    /// The About screen: About.storyboard's initial scene, presented over the greeting and dismissed by Close.
    @Test func aboutStoryboardPresentsAndCloses() throws {
        UINibClassRegistry.register(SampleAbout.self, name: "AboutViewController")
        UINibConnections.registerOutlet("titleLabel", \SampleAbout.titleLabel)
        UINibConnections.registerOutlet("versionLabel", \SampleAbout.versionLabel)
        UINibConnections.registerOutlet("closeButton", \SampleAbout.closeButton)
        UINibConnections.registerAction("close:", on: SampleAbout.self) { controller, _ in controller.dismiss(animated: true) }
        let greeting = SampleGreeting()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 320))
        window.rootViewController = greeting
        window.isHidden = false
        defer { window.isHidden = true }
        let (about, lines) = capturingUIKitLog { () -> SampleAbout? in
            let about = UIStoryboard(name: "About", bundle: bundle).instantiateInitialViewController() as? SampleAbout
            about?.loadViewIfNeeded()
            return about
        }
        #expect(lines.isEmpty, "\(lines)")
        let shown = try #require(about)
        #expect(shown.titleLabel != nil && shown.versionLabel != nil && shown.view.subviews.count == 3)
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        greeting.present(shown, animated: true)
        #expect(shown.view.window === window && greeting.presentedViewController === shown)
        shown.closeButton?.sendActions(for: .touchUpInside)
        #expect(greeting.presentedViewController == nil && greeting.view.superview === window)
    }
}
