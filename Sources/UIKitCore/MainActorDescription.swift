/// `description` is inherited from `NSObject` and so callable from any thread; UIKit state lives on the main actor.
/// Describe fully on the main thread, and briefly elsewhere rather than racing.
nonisolated func onMainActor(otherwise fallback: @autoclosure () -> String,
                             _ body: @MainActor () -> String) -> String {
    Thread.isMainThread ? MainActor.assumeIsolated(body) : fallback()
}
