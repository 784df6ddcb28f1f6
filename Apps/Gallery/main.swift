import UIKit

// The gallery: views, drawing, layers, animations and the live screens, one page each, picked from a sidebar.
UIApplicationMain(delegate: GalleryDelegate())
