import Foundation

extension UIScene {
    /// Why a scene connects: the URLs the app was launched with reach its first window scene (`urlContexts`), and
    /// the activity given to `requestSceneSessionActivation` the scene it opens (`userActivities`); a scene the
    /// desktop opens otherwise carries no URL, activity or shortcut, but the options are present, as the delegate's
    /// signature expects.
    @preconcurrency @MainActor public final class ConnectionOptions: NSObject {
        public let urlContexts: Set<UIOpenURLContext>
        public let sourceApplication: String?
        public let handoffUserActivityType: String?
        public let userActivities: Set<NSUserActivity>

        init(urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = []) {
            self.urlContexts = urlContexts
            sourceApplication = nil
            handoffUserActivityType = nil
            self.userActivities = userActivities
        }
    }
}
