//
//  AppDelegate.swift
//  Reported
//
//  What the port cannot carry over, each reported with its file and line before anything is built.
//

import UIKit
import Charts
import SwiftUI

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let type = NSClassFromString("Reported.Screen") as! UIViewController.Type
        window?.rootViewController = type.init()
        return true
    }
}
