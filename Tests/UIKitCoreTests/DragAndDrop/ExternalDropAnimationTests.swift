import Testing
import UIKit
@testable import UIKitCore
@testable import QuartzCore
import Foundation

/// Another application's side of a drag, as the window server reports it: offers `contents` by MIME type, and
/// remembers the replies and the end.
@MainActor final class FakeExternalSource: ExternalDragSource {
    let contents: [String: Data]
    var replies: [UIDropOperation] = []
    var finished: UIDropOperation?

    init(_ contents: [String: Data]) { self.contents = contents }

    func data(_ type: String) -> Data? { contents[type] }
    func reply(_ operation: UIDropOperation) { replies.append(operation) }
    func finish(_ operation: UIDropOperation) { finished = operation }

    func sample(_ phase: ExternalDragSample.Phase, at point: CGPoint) -> ExternalDragSample {
        ExternalDragSample(phase: phase, location: point, types: Array(contents.keys), prefersMove: false, source: self)
    }
}

/// A drop from another application lands like one from inside: its default preview (a card of the text, the
/// image) appears under the pointer and settles into place (where a coordinator sends it, or shrinking away) before
/// the target concludes and the other application hears the end.
@MainActor @Suite(.serialized) struct ExternalDropAnimationTests {
    func previews(in window: UIWindow) -> [DragPreviewView] { window.subviews.compactMap { $0 as? DragPreviewView } }

    @Test func droppedTextShowsACardThatShrinksAwayBeforeTheTargetConcludes() throws {
        _ = AnimationTestClock.shared
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        let target = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let log = DropTargetLog()
        target.addInteraction(UIDropInteraction(delegate: log))
        window.addSubview(target)
        let source = FakeExternalSource([PasteboardType.textMIME: Data("Hello from GTK".utf8)])
        let point = CGPoint(x: 180, y: 170)
        ExternalDropDriver.shared.handle(source.sample(.entered, at: point), in: window)
        #expect(source.replies == [.copy])
        ExternalDropDriver.shared.handle(source.sample(.dropped, at: point), in: window)
        let preview = try #require(previews(in: window).first, "the dropped item's preview")
        #expect(preview.center == point)
        let label = preview.content.subviews.first?.subviews.compactMap { $0 as? UILabel }.first
        #expect(label?.text == "Hello from GTK", "the card shows the dropped text")
        #expect(log.calls.contains("perform") && !log.calls.contains("conclude"), "concluding waits for the landing")
        #expect(source.finished == nil)
        advanceAnimationFrame(by: DragAnimator.dropDuration / 2)
        let opacity = preview.layer.presentation()?.opacity ?? -1
        #expect(opacity > 0.05 && opacity < 0.95, "half way it is fading: \(opacity)")
        advanceAnimationFrame(by: 1)
        #expect(preview.superview == nil && previews(in: window).isEmpty)
        #expect(log.calls.suffix(2) == ["conclude", "end"])
        #expect(source.finished == .copy, "the other application hears the end once the item landed")
    }

    @Test func droppedTextOnATableLandsOnItsRow() throws {
        _ = AnimationTestClock.shared
        let (window, input, table, _, delegate) = ListDragPreviewTests().makeTable()
        defer { withExtendedLifetime(delegate) {} }
        defer { window.isHidden = true }
        _ = input
        let source = FakeExternalSource([PasteboardType.textMIME: Data("row text".utf8)])
        let point = CGPoint(x: 100, y: 2 * 44 + 10)
        ExternalDropDriver.shared.handle(source.sample(.entered, at: point), in: window)
        ExternalDropDriver.shared.handle(source.sample(.dropped, at: point), in: window)
        let preview = try #require(previews(in: window).first)
        let row4 = try #require(table.cellForRow(at: IndexPath(row: 4, section: 0)))
        #expect(row4.isHidden, "the coordinator sent it to row 4, which hides while it flies")
        advanceAnimationFrame(by: 1)
        let row = table.convert(table.rectForRow(at: IndexPath(row: 4, section: 0)), to: window)
        #expect(preview.center == CGPoint(x: row.midX, y: row.midY), "it landed on the row")
        #expect(preview.superview == nil && !row4.isHidden)
        #expect(source.finished == .copy)
    }

    @Test func aDropOfAnImageShowsTheImageFittedAndAnUnusableDropShowsNothing() throws {
        _ = AnimationTestClock.shared
        let (window, _) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        let target = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let log = ImageDropLog()
        target.addInteraction(UIDropInteraction(delegate: log))
        window.addSubview(target)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 400, height: 200)).image { context in
            UIColor.systemPurple.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 400, height: 200))
        }
        let png = try #require(image.pngData())
        let source = FakeExternalSource([PasteboardType.pngMIME: png])
        ExternalDropDriver.shared.handle(source.sample(.entered, at: CGPoint(x: 200, y: 200)), in: window)
        ExternalDropDriver.shared.handle(source.sample(.dropped, at: CGPoint(x: 200, y: 200)), in: window)
        let preview = try #require(previews(in: window).first)
        #expect(preview.bounds.size == CGSize(width: 160, height: 80), "fitted in 160 points: \(preview.bounds.size)")
        advanceAnimationFrame(by: 1)
        #expect(previews(in: window).isEmpty && source.finished == .copy)

        // Text that is not UTF-8: no item, no preview, the source hears a refusal.
        let bad = FakeExternalSource([PasteboardType.textMIME: Data([0xFF, 0xFE, 0xFD])])
        let textLog = DropTargetLog()
        target.interactions.forEach { target.removeInteraction($0) }
        target.addInteraction(UIDropInteraction(delegate: textLog))
        ExternalDropDriver.shared.handle(bad.sample(.entered, at: CGPoint(x: 200, y: 200)), in: window)
        ExternalDropDriver.shared.handle(bad.sample(.dropped, at: CGPoint(x: 200, y: 200)), in: window)
        #expect(previews(in: window).isEmpty && bad.finished == .cancel && !textLog.calls.contains("perform"))
    }
}

/// Takes any image.
@MainActor final class ImageDropLog: UIDropInteractionDelegate {
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        session.hasItemsConforming(toTypeIdentifiers: ["public.image"])
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {}
}
