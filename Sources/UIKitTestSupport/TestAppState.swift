import Foundation

/// Where an app a test launches keeps its state: a fresh XDG state folder, so that its windows start with no
/// remembered places (neither the user's nor an earlier test's).
public enum TestAppState {
    public static func freshFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("uikit-state-\(UUID().uuidString)").path
    }
}
