//
//  AppDelegate.swift
//  Selectors
//
//  The pre-scene template: the application delegate owns the window the main storyboard fills.
//

import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        report("launched window=\(window != nil)")
        return true
    }
}

extension Notification.Name {
    static let fixturePing = Notification.Name("FixturePing")
}

/// The fixture's report to the test, one line per event on standard output.
func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
