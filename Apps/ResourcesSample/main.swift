import UIKit

// Outlets and actions the nib connects are registered by name before it loads (there is no Objective-C runtime
// to find them); the main nib itself comes from Info.plist's NSMainNibFile.
GreetingViewController.registerNibConnections()
UIApplicationMain(delegate: ResourcesSampleDelegate())
