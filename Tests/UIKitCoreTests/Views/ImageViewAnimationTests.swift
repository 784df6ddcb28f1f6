import Foundation
import Testing
@testable import UIKitCore
@testable import QuartzCore

/// `UIImageView` playing `animationImages` and animated `UIImage`s on the media clock.
@MainActor @Suite(.serialized) struct ImageViewAnimationTests {
    /// A 10x10 image of one grey level, so frames are told apart by identity.
    private static func frame(_ level: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor(white: level, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    private let frames = [frame(0.1), frame(0.5), frame(0.9)]

    /// An image view in a committed tree (presentation values exist once committed).
    private func hostedImageView() -> (UIImageView, CALayerHost) {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let host = CALayerHost(rootLayer: view.layer) { _ in }
        CATransaction.flush()
        return (view, host)
    }

    /// The picture the screen shows now: the contents of the last render tree.
    private func shownContents(_ host: CALayerHost) -> CGImage? {
        CATransaction.flush()
        return host.lastRenderTree?.contents
    }

    @Test func framesPlayInTurnAtThirtyPerSecondByDefault() {
        let (view, host) = hostedImageView()
        defer { host.invalidate() }
        view.animationImages = frames
        #expect(!view.isAnimating)
        view.startAnimating()
        #expect(view.isAnimating)
        #expect(shownContents(host) === frames[0].cgImage)
        advanceAnimationFrame(by: 1.5 / 30)
        #expect(shownContents(host) === frames[1].cgImage, "the second frame from 1/30 s")
        advanceAnimationFrame(by: 1.0 / 30)
        #expect(shownContents(host) === frames[2].cgImage)
        advanceAnimationFrame(by: 1.0 / 30)
        #expect(shownContents(host) === frames[0].cgImage, "repeats forever by default")
        view.stopAnimating()
        #expect(!view.isAnimating)
        #expect(shownContents(host) == nil, "the image (none) shows again")
    }

    @Test func durationAndRepeatCountAreHonoured() {
        let (view, host) = hostedImageView()
        defer { host.invalidate() }
        let still = Self.frame(0.3)
        view.image = still
        view.animationImages = frames
        view.animationDuration = 3
        view.animationRepeatCount = 2
        view.startAnimating()
        advanceAnimationFrame(by: 1.5)
        #expect(shownContents(host) === frames[1].cgImage, "each frame lasts a second")
        advanceAnimationFrame(by: 3)
        #expect(view.isAnimating, "the second cycle")
        #expect(shownContents(host) === frames[1].cgImage)
        advanceAnimationFrame(by: 2)
        #expect(!view.isAnimating, "two cycles played out")
        #expect(shownContents(host) === still.cgImage)
    }

    @Test func highlightedFramesPlayWhileHighlighted() {
        let (view, host) = hostedImageView()
        defer { host.invalidate() }
        let highlighted = [Self.frame(0.2), Self.frame(0.7)]
        view.animationImages = frames
        view.highlightedAnimationImages = highlighted
        view.isHighlighted = true
        view.startAnimating()
        #expect(shownContents(host) === highlighted[0].cgImage)
        view.isHighlighted = false
        #expect(view.isAnimating)
        #expect(shownContents(host) === frames[0].cgImage)
    }

    @Test func anAnimatedImagePlaysWhenShown() throws {
        let (view, host) = hostedImageView()
        defer { host.invalidate() }
        let animated = try #require(UIImage.animatedImage(with: frames, duration: 0.3))
        #expect(animated.images?.count == 3)
        #expect(animated.duration == 0.3)
        #expect(animated.size == CGSize(width: 10, height: 10))
        #expect(animated.cgImage === frames[0].cgImage, "drawn, it is its first frame")
        view.image = animated
        #expect(shownContents(host) === frames[0].cgImage)
        advanceAnimationFrame(by: 0.25)
        #expect(shownContents(host) === frames[2].cgImage)
        view.image = frames[1]
        #expect(shownContents(host) === frames[1].cgImage, "a still image stops it")
    }

    @Test func resizableAnimatedImagesKeepTheirFrames() throws {
        let animated = try #require(UIImage.animatedImage(with: frames, duration: 1))
        let resizable = animated.resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        #expect(resizable.images?.count == 3)
        #expect(resizable.images?.allSatisfy { $0.capInsets.top == 2 } == true)
        #expect(resizable.duration == 1)
    }

    @Test func badInputIsLoggedAndHarmless() {
        let (view, host) = hostedImageView()
        defer { host.invalidate() }
        let previous = UIKitLog.sink
        let box = LogBox()
        UIKitLog.sink = { line in box.append(line) }
        defer { UIKitLog.sink = previous }
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        let nanImage = UIImage.animatedImage(with: frames, duration: .nan)
        #expect(nanImage?.duration == 0)
        view.animationImages = []
        view.startAnimating()
        #expect(!view.isAnimating, "no frames, no animation")
        view.animationDuration = .nan
        view.animationDuration = -1
        #expect(view.animationDuration == 0)
        view.animationImages = frames
        view.startAnimating()
        advanceAnimationFrame(by: 1.0 / 30 + 0.001)
        #expect(shownContents(host) === frames[1].cgImage, "the default pace after the rejected durations")
        // Other suites may log at the same time: count this test's lines only.
        let mine = box.lines.filter { $0.contains("animat") || $0.contains("duration") }
        #expect(mine.count == 4, "\(mine)")
    }

    @Test func animatedImageNamedReadsNumberedFrames() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (index, frame) in frames.enumerated() {
            try #require(frame.pngData()).write(to: directory.appendingPathComponent("spinner\(index + 1).png"))
        }
        let bundle = try #require(Bundle(path: directory.path))
        let animated = try #require(UIImage.animatedImageNamed("spinner", in: bundle, duration: 0.5))
        #expect(animated.images?.count == 3, "from spinner1 since there is no spinner0")
        #expect(UIImage.animatedImageNamed("nothing", in: bundle, duration: 1) == nil)
    }
}

/// Log lines captured from a `@Sendable` sink.
private final class LogBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ line: String) { lock.lock(); stored.append(line); lock.unlock() }
    var lines: [String] { lock.lock(); defer { lock.unlock() }; return stored }
}
