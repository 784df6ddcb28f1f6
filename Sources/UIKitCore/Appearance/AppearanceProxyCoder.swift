import Foundation

/// What a proxy is made with: an empty coder (UIKit's classes ignore it; a subclass's `init(coder:)` runs).
final class AppearanceProxyCoder: NSCoder {}

