import UIKit

UIApplicationMain(delegate: AppDelegate(), sceneDelegate: SceneDelegate())
