//
//  AppDelegate.swift
//  Observing
//

import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = CounterViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
