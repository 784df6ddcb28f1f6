import Testing
@testable import UIKitCore

/// A window resize reaches the root view controller as iOS's size transitions do: `viewWillTransition(to:with:)`
/// before the size changes, alongside blocks with it, completions after.
@MainActor @Suite struct WindowResizeTransitionTests {
    final class Recorder: UIViewController {
        var events: [String] = []
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            events.append("will \(Int(size.width))x\(Int(size.height)), view \(Int(view.bounds.width))")
            coordinator.animate(alongsideTransition: { _ in self.events.append("alongside") },
                                completion: { _ in self.events.append("done, view \(Int(self.view.bounds.width))") })
        }
    }

    @Test func theRootControllerHearsOfTheNewSizeFirst() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let recorder = Recorder()
        window.rootViewController = recorder
        window.isHidden = false
        recorder.view.frame = window.bounds
        recorder.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.hostDidResize(to: CGSize(width: 300, height: 150))
        #expect(recorder.events == ["will 300x150, view 200", "alongside", "done, view 300"])
        #expect(window.bounds.size == CGSize(width: 300, height: 150))
        window.isHidden = true
    }
}
