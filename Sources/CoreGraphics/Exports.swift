// Foundation on Linux already has CGFloat, CGPoint, CGSize and CGRect; CoreGraphics adds the rest.
@_exported import Foundation
