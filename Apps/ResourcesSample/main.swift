import UIKit

// Outlets and actions the nib and the storyboard connect are registered by name before they load (there is no
// Objective-C runtime to find them); the main nib itself comes from Info.plist's NSMainNibFile.
GreetingViewController.registerNibConnections()
AboutViewController.registerStoryboardConnections()
UIApplicationMain(delegate: ResourcesSampleDelegate())
