//
//  AppDelegate.swift
//  Nibs
//
//  No storyboard: the window and its root controller are made in code, the controller's view from its nib.
//

import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = RootViewController(nibName: "RootViewController", bundle: nil)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
