import UIKit

/// The external display's scene (the iOS 16 way: Info.plist's manifest names this class for the
/// `.windowExternalDisplayNonInteractive` role): when a monitor connects, its scene gets the slides full screen;
/// when it goes, the slides fold back into the console.
final class SlidesSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene,
              let presenter = UIApplication.shared.delegate as? PresenterDelegate else { return }
        window = presenter.present(in: windowScene)
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        window = nil
        (UIApplication.shared.delegate as? PresenterDelegate)?.foldBack()
    }
}
