//
//  AppDelegate.swift
//  Legacy
//
//  A project last touched in the Swift 4.2 days: a main.swift, no scenes, @objcMembers.
//

import UIKit

class LegacyApplication: UIApplication {}

class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        report("application \(type(of: application))")
        return true
    }
}

func report(_ line: String) {
    FileHandle.standardOutput.write(line.appending("\n").data(using: .utf8)!)
}
