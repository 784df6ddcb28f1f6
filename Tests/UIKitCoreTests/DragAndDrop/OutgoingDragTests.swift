import Testing
import UIKit
@testable import UIKitCore
import Foundation

/// A drag leaving its window goes on in the window server's hands (here the headless one, with the test playing
/// the other application): UIKit's targets hear it leave, the window server gets the items' types, picture and
/// data, and the drag ends when the other application says how it took the drop.
@MainActor @Suite(.serialized) struct OutgoingDragTests {
    let tests = DragInteractionTests()

    func outgoing(_ scene: DragInteractionTests.Scene) -> HeadlessOutgoingDrag? {
        (scene.window.host as? HeadlessWindowHost)?.outgoingDrag
    }

    /// Presses on the source, crosses the target and goes out of the window's right edge (it is 400 wide).
    func dragOut(_ scene: DragInteractionTests.Scene, id: Int = 9_001) {
        scene.input.mouseDown(id, at: CGPoint(x: 50, y: 50))
        for point in [CGPoint(x: 60, y: 60), CGPoint(x: 250, y: 250), CGPoint(x: 420, y: 250), CGPoint(x: 480, y: 260)] {
            scene.input.advance(by: 0.02)
            scene.input.mouseMove(id, to: point)
        }
    }

    @Test func leavingTheWindowHandsTheDragToTheWindowServerAndUIKitTargetsHearItLeave() throws {
        let scene = tests.makeScene()
        dragOut(scene)
        let drag = try #require(outgoing(scene))
        #expect(drag.request.types == ["text/plain;charset=utf-8"])
        #expect(drag.request.allowsMove)
        #expect(drag.isOutside && drag.locations == [CGPoint(x: 420, y: 250), CGPoint(x: 480, y: 260)])
        #expect(scene.targetLog.calls == ["enter", "update", "exit"])
        let preview = try #require(drag.request.preview)
        #expect(preview.width == 100 && preview.height == 60, "the source's picture, at the screen's scale")
        #expect(drag.request.previewHotSpot == CGPoint(x: 30, y: 30), "where the source was grabbed")
        #expect(DragSessionDriver.active?.preview?.isHidden == true, "the window server shows the picture outside")
        scene.input.mouseUp(9_001, at: CGPoint(x: 480, y: 260))
    }

    @Test func aDropTheOtherApplicationTakesEndsTheDragWhenItSaysSo() throws {
        let scene = tests.makeScene()
        dragOut(scene)
        let drag = try #require(outgoing(scene))
        drag.acceptance = .copy
        scene.input.mouseUp(9_001, at: CGPoint(x: 480, y: 260))
        #expect(drag.isDropped && DragSessionDriver.active == nil, "another drag may start while the drop is read")
        #expect(!scene.sourceLog.calls.contains { $0.hasPrefix("didEnd") }, "not over before the other side says so")
        #expect(drag.read("text/plain;charset=utf-8") == Data("dragged".utf8))
        drag.finish(.move)
        #expect(scene.sourceLog.calls.suffix(3) == ["willEnd(move)", "didEnd(move)", "didTransfer"])
        drag.finish(.copy)
        #expect(scene.sourceLog.calls.filter { $0.hasPrefix("didEnd") }.count == 1, "it ends once")
    }

    @Test func aDropOverNothingThatAcceptsEndsAsCancelAtOnce() throws {
        let scene = tests.makeScene()
        dragOut(scene)
        scene.input.mouseUp(9_001, at: CGPoint(x: 480, y: 260))
        #expect(try #require(outgoing(scene)).isDropped)
        #expect(scene.sourceLog.calls.last == "willEnd(cancel)", "the preview flies back first")
        scene.input.finishDragAnimations()
        #expect(scene.sourceLog.calls.suffix(2) == ["willEnd(cancel)", "didEnd(cancel)"])
    }

    @Test func comingBackOverTheWindowGivesTheDragToUIKitTargetsAgain() throws {
        let scene = tests.makeScene()
        dragOut(scene)
        let drag = try #require(outgoing(scene))
        scene.input.mouseMove(9_001, to: CGPoint(x: 260, y: 270))
        #expect(!drag.isOutside && DragSessionDriver.active?.preview?.isHidden == false)
        scene.input.mouseUp(9_001, at: CGPoint(x: 260, y: 270))
        scene.input.finishDragAnimations()
        #expect(drag.isCancelled && !drag.isDropped, "the window server lets go of a drag dropped inside")
        #expect(scene.targetLog.calls == ["enter", "update", "exit", "enter", "update", "perform", "conclude", "end"])
        #expect(scene.sourceLog.ended == .copy)
    }

    @Test func aDragRestrictedToTheApplicationNeverLeavesIt() {
        final class Restricted: UIDragInteractionDelegate {
            func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession)
                -> [UIDragItem] { [UIDragItem(itemProvider: NSItemProvider(object: "mine" as NSString))] }
            func dragInteraction(_ interaction: UIDragInteraction,
                                 sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool { true }
        }
        let scene = tests.makeScene()
        let restricted = Restricted()
        scene.source.removeInteraction(scene.drag)
        scene.source.addInteraction(UIDragInteraction(delegate: restricted))
        dragOut(scene)
        #expect(outgoing(scene) == nil)
        scene.input.mouseUp(9_001, at: CGPoint(x: 480, y: 260))
    }

    @Test func urlsGoAsAURIListAndTheirTextImagesAsPNGAndOwnProcessDataStaysHome() throws {
        let file = URL(fileURLWithPath: "/tmp/a b.txt")
        let web = try #require(URL(string: "https://example.org/x?y=1"))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let secret = NSItemProvider()
        secret.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .ownProcess) { done in
            done(Data("secret".utf8), nil)
            return nil
        }
        let items = OutgoingDragItems(items: [file, web].map { UIDragItem(itemProvider: NSItemProvider(object: $0 as URL)) }
                                      + [UIDragItem(itemProvider: NSItemProvider(object: image)),
                                         UIDragItem(itemProvider: secret)])
        #expect(items.types == ["text/uri-list", "text/plain;charset=utf-8", "image/png"])
        #expect(items.data("text/uri-list") == Data("file:///tmp/a%20b.txt\r\nhttps://example.org/x?y=1\r\n".utf8))
        #expect(items.data("text/plain;charset=utf-8") == Data("file:///tmp/a%20b.txt\nhttps://example.org/x?y=1".utf8),
                "without text, the URLs are the text")
        #expect(items.data("image/png") == image.pngData())
        #expect(items.data("application/x-other") == nil)
        let texts = OutgoingDragItems(items: ["one", "two"].map { UIDragItem(itemProvider: NSItemProvider(object: $0 as NSString)) })
        #expect(texts.types == ["text/plain;charset=utf-8"])
        #expect(texts.data("text/plain;charset=utf-8") == Data("one\ntwo".utf8))
    }
}
