import Foundation
import Testing
@testable import UIKitCore

/// Records the launch callbacks in order, with what was set up when each came.
@MainActor final class LaunchRecorder: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var calls: [String] = []
    var launchURL: URL?
    var windowVisibleAtWillFinish = false
    var wasApplicationDelegateAtWillFinish = false
    var rootViewAtWillFinish: UIView?
    var finishes = true

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        calls.append("will")
        launchURL = launchOptions?[.url] as? URL
        windowVisibleAtWillFinish = window.map { !$0.isHidden } ?? false
        wasApplicationDelegateAtWillFinish = application.delegate === self
        rootViewAtWillFinish = window?.rootViewController?.viewIfLoaded
        return finishes
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        calls.append("did")
        return true
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        calls.append("open \(url.absoluteString)")
        return true
    }
}

/// Info.plist at launch (R-NIB-9, C.2.5): `NSMainNibFile`, `CFBundleURLTypes` and command-line URLs. Each test runs
/// the delegate's part of the launch synchronously and puts the shared application's delegate back.
@MainActor @Suite(.serialized) struct ApplicationLaunchTests {
    static let mainWindow = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="UIApplication">
                    <connections>
                        <outlet property="delegate" destination="dlg" id="c1"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <customObject id="dlg" customClass="LaunchRecorder" customModule="UIKitCoreTests">
                    <connections>
                        <outlet property="window" destination="win" id="c2"/>
                    </connections>
                </customObject>
                <window opaque="NO" contentMode="scaleToFill" visibleAtLaunch="YES" id="win">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <viewController key="rootViewController" id="vc">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        </view>
                    </viewController>
                </window>
            </objects>
        </document>
        """

    private func appBundle(_ info: [String: Any]) throws -> TemporaryBundle {
        let tb = try TemporaryBundle("Launch", info: info)
        try tb.write("Base.lproj/MainWindow.xib", utf8: Self.mainWindow)
        return tb
    }

    /// Runs the launch's delegate part and restores the application's delegate and key window.
    private func launch(_ recorder: any UIApplicationDelegate, bundle: Bundle, arguments: [String] = []) -> [String] {
        let application = UIApplication.shared
        let savedDelegate = application.delegate, savedKey = application.keyWindow
        defer {
            recorder.window?.isHidden = true
            application.delegate = savedDelegate
            savedKey?.makeKey()
        }
        return capturingUIKitLog {
            application.finishLaunching(delegate: recorder, options: nil, bundle: bundle, arguments: arguments)
        }.lines
    }

    /// R-NIB-9, R-NIB-4 step 5, R-PL-1: Info.plist's `NSMainNibFile` (with or without the extension) loads at launch;
    /// windows visible at launch are shown.
    @Test func mainNibLoadsBeforeWillFinishLaunchingWithTheGivenDelegateInIt() throws {
        let tb = try appBundle(["NSMainNibFile": "MainWindow.xib"]) // R-NIB-9: with or without the extension
        let recorder = LaunchRecorder()
        let savedDelegate = UIApplication.shared.delegate
        let lines = launch(recorder, bundle: tb.bundle, arguments: [])
        #expect(lines.isEmpty)
        #expect(UIApplication.shared.delegate === savedDelegate)
        // The nib's delegate object is the given delegate (no second LaunchRecorder), set as File's Owner's delegate.
        #expect(recorder.wasApplicationDelegateAtWillFinish)
        let window = try #require(recorder.window)
        #expect(window.frame.size == CGSize(width: 300, height: 200))
        #expect(recorder.windowVisibleAtWillFinish) // R-NIB-4 step 5: "Visible at Launch"
        #expect(recorder.rootViewAtWillFinish?.superview === window)
        #expect(recorder.calls == ["will", "did"])
    }

    @Test func declaredURLSchemesOnTheCommandLineAreOpenedAfterLaunching() throws {
        let tb = try appBundle(["CFBundleURLTypes": [["CFBundleURLName": "demo", "CFBundleURLSchemes": ["Demo", "alt"]]]])
        let recorder = LaunchRecorder()
        let lines = launch(recorder, bundle: tb.bundle, arguments: ["demo://first", "--verbose", "http://example.com",
                                                                   "/tmp/file.txt", "ALT:second"])
        #expect(recorder.launchURL?.absoluteString == "demo://first")
        #expect(recorder.calls == ["will", "did", "open demo://first", "open ALT:second"])
        #expect(lines.contains { $0.contains("http://example.com") && $0.contains("CFBundleURLTypes") })
    }

    /// Book #30: the Demo.app bundle of the book's scenario, launched with a `todolist` URL.
    @Test func book30DemoBundleImagesStringsURLAndFolders() throws {
        let tb = try TemporaryBundle("Demo", info: ["CFBundleDevelopmentRegion": "en",
                                                    "CFBundleURLTypes": [["CFBundleURLSchemes": ["todolist"]]]])
        try tb.writePNG("sun.png", width: 3, height: 3)
        try tb.writePNG("Mars.png", width: 4, height: 4)
        try tb.writePNG("Mars@2x.png", width: 8, height: 8)
        try tb.write("en.lproj/Localizable.strings", utf16: #""City" = "Ville";"#)
        #expect(UIImage(named: "sun", in: tb.bundle, scale: 1) != nil, ".png is assumed")
        #expect(UIImage(named: "SUN", in: tb.bundle, scale: 1) == nil, "names are case-sensitive")
        let mars = try #require(UIImage(named: "Mars", in: tb.bundle, scale: 2))
        #expect(mars.scale == 2 && mars.size == CGSize(width: 4, height: 4))
        #expect(tb.bundle.path(forResource: "sun", ofType: "png")?.hasSuffix("Demo.app/sun.png") == true)
        LanguagePreferences.preferredLanguages = ["en"]
        defer { LanguagePreferences.resetToEnvironment() }
        #expect(NSLocalizedString("City", bundle: tb.bundle, comment: "") == "Ville")
        let recorder = LaunchRecorder()
        _ = launch(recorder, bundle: tb.bundle, arguments: ["todolist://x?Quarterly%20Report#200806231300"])
        let url = try #require(recorder.launchURL)
        #expect(url.query == "Quarterly%20Report" && url.fragment == "200806231300")
        #expect(recorder.calls.last == "open todolist://x?Quarterly%20Report#200806231300")
        for directory in [FileManager.SearchPathDirectory.documentDirectory, .cachesDirectory] {
            let path = try #require(NSSearchPathForDirectoriesInDomains(directory, .userDomainMask, true).first)
            #expect(FileManager.default.isWritableFile(atPath: path), "\(path) exists and is writable")
        }
    }

    @Test func aFinishMethodReturningFalseKeepsTheURLsClosed() throws {
        let tb = try appBundle(["CFBundleURLTypes": [["CFBundleURLSchemes": ["demo"]]]])
        let recorder = LaunchRecorder()
        recorder.finishes = false
        _ = launch(recorder, bundle: tb.bundle, arguments: ["demo://x"])
        #expect(recorder.launchURL?.absoluteString == "demo://x")
        #expect(recorder.calls == ["will", "did"])
    }

    /// The Book's launch with a main storyboard (C.1.3): the delegate's window, filling the screen, gets the
    /// initial view controller before willFinishLaunching; it is shown, loading the root view, after
    /// didFinishLaunching. UIMainStoryboardFile wins over NSMainNibFile.
    /// V-WIN-1, V-WIN-2, V-WIN-5, Book #1: the app's window is made at launch with the main screen's bounds and only shown after didFinishLaunching.
    @Test func mainStoryboardMakesTheWindowAndShowsItAfterDidFinishLaunching() throws {
        StoryboardTests.registerFixtureClasses()
        let tb = try appBundle(["UIMainStoryboardFile": "Main", "NSMainNibFile": "MainWindow"])
        try tb.write("Base.lproj/Main.storyboard", Data(contentsOf: StoryboardTests.fixture))
        final class Recorder: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var atWillFinish: (root: UIViewController?, visible: Bool, viewLoaded: Bool)?
            func application(_ application: UIApplication,
                             willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                atWillFinish = (window?.rootViewController, window.map { !$0.isHidden } ?? false,
                                window?.rootViewController?.isViewLoaded ?? false)
                return true
            }
            var afterLaunch: (visible: Bool, key: Bool, rootView: UIView?)?
        }
        let recorder = Recorder()
        // Posted after didFinishLaunching and the window's makeKeyAndVisible.
        let observer = NotificationCenter.default.addObserver(forName: UIApplication.didFinishLaunchingNotification,
                                                              object: nil, queue: nil) { _ in
            MainActor.assumeIsolated {
                let window = recorder.window
                recorder.afterLaunch = (window.map { !$0.isHidden } ?? false, window?.isKeyWindow ?? false,
                                        window?.rootViewController?.viewIfLoaded?.superview)
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(launch(recorder, bundle: tb.bundle).isEmpty)
        let window = try #require(recorder.window)
        let first = try #require(window.rootViewController as? FirstViewController)
        #expect(recorder.atWillFinish?.root === first)
        #expect(recorder.atWillFinish?.visible == false && recorder.atWillFinish?.viewLoaded == false)
        #expect(window.frame == UIScreen.main.bounds)
        #expect(recorder.afterLaunch?.visible == true && recorder.afterLaunch?.key == true && recorder.afterLaunch?.rootView === window)
        #expect(first.events == ["awake", "viewDidLoad First scene"])
    }

    @Test func badInfoPlistEntriesAreLoggedNotFatal() throws {
        let tb = try appBundle(["NSMainNibFile": "Missing", "CFBundleURLTypes": "demo"])
        let recorder = LaunchRecorder()
        let lines = launch(recorder, bundle: tb.bundle, arguments: ["demo://x"])
        #expect(recorder.calls == ["will", "did"])
        #expect(recorder.window == nil)
        #expect(lines.contains { $0.contains("NSMainNibFile") && $0.contains("Missing") })
        #expect(lines.contains { $0.contains("CFBundleURLTypes is not an array") })

        let storyboardLines = launch(LaunchRecorder(), bundle: try appBundle(["UIMainStoryboardFile": "Main"]).bundle, arguments: [])
        #expect(storyboardLines.contains { $0.contains("no Main.storyboard") })
        #expect(storyboardLines.contains { $0.contains("UIMainStoryboardFile \"Main\" has no initial view controller") })

        let entries = UIApplication.LaunchConfiguration.declaredSchemes(in: ["CFBundleURLTypes": [["CFBundleURLSchemes": 3], ["CFBundleURLSchemes": ["ok"]]]], path: "x")
        #expect(entries == ["ok"])
    }
}
