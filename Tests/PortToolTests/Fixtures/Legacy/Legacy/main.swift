//
//  main.swift
//  Legacy
//
//  The entry point as projects wrote it before @main: the application object's class and the delegate's by name.
//

import UIKit

UIApplicationMain(
    CommandLine.argc,
    CommandLine.unsafeArgv,
    NSStringFromClass(LegacyApplication.self),
    NSStringFromClass(AppDelegate.self)
)
