import UIKit

// The touch canvas: fingers paint trails in their own colours, and three objects answer the gesture recognizers.
UIApplicationMain(delegate: TouchCanvasDelegate())
