import Foundation
@testable import QuartzCore

/// A screen's refreshes delivered by hand at 60 Hz: the test rigs fire each one at the media clock's time after
/// advancing it by a frame.
@MainActor final class ManualDisplayTicks: CADisplayTickSource {
    let refreshInterval: CFTimeInterval = 1.0 / 60
    private var tick: (@MainActor (CFTimeInterval) -> Void)?
    var isRunning: Bool { tick != nil }
    func start(_ tick: @escaping @MainActor (CFTimeInterval) -> Void) { self.tick = tick }
    func stop() { tick = nil }
    func fire(at time: CFTimeInterval) { tick?(time) }
}
