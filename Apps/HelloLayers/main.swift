import UIKit

UIApplicationMain(delegate: HelloLayersDelegate())
