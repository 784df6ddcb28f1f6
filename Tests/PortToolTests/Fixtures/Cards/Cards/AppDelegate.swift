//
//  AppDelegate.swift
//  Cards
//

import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        report("application \(type(of: application))")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

/// The principal class Info.plist names (NSPrincipalClass): every event passes through it.
class CardsApplication: UIApplication {
    private var sawTouches = false

    override func sendEvent(_ event: UIEvent) {
        if event.type == .touches && !sawTouches {
            sawTouches = true
            report("application saw touches")
        }
        super.sendEvent(event)
    }
}

func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
