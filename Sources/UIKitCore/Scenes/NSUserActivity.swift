import Foundation

/// What the user was doing, handed to a new scene (Foundation's `NSUserActivity` exists only on Apple's systems):
/// its type and the details the app keeps in it.
open class NSUserActivity: NSObject, @unchecked Sendable {
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?

    public init(activityType: String) {
        self.activityType = activityType
    }
}
