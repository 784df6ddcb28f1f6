import Testing
import UIKit
@testable import UIKitCore
import Foundation

/// Adding to a drag under way, as on iOS: while one finger drags, a tap of another finger on a view with a drag
/// interaction asks its delegate `itemsForAddingTo` (with the tap in the view's coordinates); the items join the
/// session, the preview shows the count in a badge, and a drop delivers them all.
@MainActor @Suite(.serialized) struct DragAddingTests {
    final class AddingSource: UIDragInteractionDelegate {
        let word: String
        var asked: [CGPoint] = []
        var adds = true
        var began = 0
        init(_ word: String) { self.word = word }

        func item() -> UIDragItem { UIDragItem(itemProvider: NSItemProvider(object: word as NSString)) }
        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
            began += 1
            return [item()]
        }
        func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                             withTouchAt point: CGPoint) -> [UIDragItem] {
            asked.append(point)
            return adds && !session.items.contains { $0.localObject as? String == word } ? [withLocalObject(item())] : []
        }
        func withLocalObject(_ item: UIDragItem) -> UIDragItem {
            item.localObject = word
            return item
        }
    }

    /// Waits for the drop's loads to reach the main queue.
    func settle() async {
        for _ in 0..<50 {
            await withCheckedContinuation { continuation in
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { continuation.resume() }
            }
            await Task.yield()
        }
    }

    @Test func aSecondFingersTapAddsItemsTheBadgeCountsThemAndTheDropDeliversAll() async {
        let (window, input) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        window.makeKeyAndVisible()
        let sources = ["alpha", "beta", "gamma"].map(AddingSource.init)
        sources[2].adds = false
        var views: [UIView] = []
        for (index, source) in sources.enumerated() {
            let view = UIView(frame: CGRect(x: 20 + CGFloat(index) * 110, y: 20, width: 100, height: 60))
            view.addInteraction(UIDragInteraction(delegate: source))
            window.addSubview(view)
            views.append(view)
        }
        let target = UIView(frame: CGRect(x: 200, y: 200, width: 150, height: 150))
        let targetLog = DropTargetLog()
        target.addInteraction(UIDropInteraction(delegate: targetLog))
        window.addSubview(target)
        input.advance(by: 1)

        let finger = input.touchDown(at: CGPoint(x: 50, y: 50))
        input.advance(by: 0.6)
        let driver = DragSessionDriver.active
        #expect(driver?.dragSession.items.count == 1, "the long press lifted alpha")
        input.touchMove(finger, to: CGPoint(x: 60, y: 120))
        #expect(driver?.preview?.badge == nil, "one item: no badge")

        // Another finger taps beta: its delegate is asked where, and its item joins.
        input.advance(by: 0.1)
        let tap = input.touchDown(at: CGPoint(x: 170, y: 40))
        input.advance(by: 0.1)
        input.touchUp(tap, at: CGPoint(x: 170, y: 40))
        #expect(sources[1].asked == [CGPoint(x: 40, y: 20)], "the tap in beta's coordinates")
        #expect(driver?.dragSession.items.count == 2 && driver?.dropSession.items.count == 2)
        #expect(driver?.preview?.badge?.text == "2", "the preview counts the items")
        // On screen: a blue badge at the preview's top right corner.
        if let preview = driver?.preview, let badge = preview.badge {
            let image = snapshot(of: window)
            keepForInspection(image, "drag-adding-badge")
            let spot = badge.convert(CGPoint(x: 5, y: badge.bounds.midY), to: window)
            let pixel = image.map { $0.pixel(Int(spot.x), Int(spot.y)) }
            #expect(pixel.map { $0.b > 200 && $0.r < 120 } == true, "badge pixel \(String(describing: pixel))")
        }
        #expect(DragSessionDriver.active === driver, "the same drag goes on")

        // A tap on a view whose delegate adds nothing, and a swipe over beta, add nothing.
        input.advance(by: 0.1)
        let none = input.touchDown(at: CGPoint(x: 280, y: 40))
        input.advance(by: 0.1)
        input.touchUp(none, at: CGPoint(x: 280, y: 40))
        #expect(sources[2].asked.count == 1 && driver?.dragSession.items.count == 2)
        input.advance(by: 0.1)
        let swipe = input.touchDown(at: CGPoint(x: 150, y: 30))
        input.advance(by: 0.05)
        input.touchMove(swipe, to: CGPoint(x: 200, y: 30))
        input.touchUp(swipe, at: CGPoint(x: 200, y: 30))
        #expect(sources[1].asked.count == 1, "a swipe is no tap")

        input.advance(by: 0.1)
        input.touchMove(finger, to: CGPoint(x: 270, y: 270))
        input.touchUp(finger, at: CGPoint(x: 270, y: 270))
        await settle()
        #expect(targetLog.dropped == ["alpha", "beta"], "\(targetLog.calls)")
        #expect(DragSessionDriver.active == nil)
    }

    /// Without a drag under way, a tap on a drag interaction's view asks nothing.
    @Test func withoutADragATapAddsNothing() {
        let (window, input) = EventTestEnvironment.makeWindow()
        defer { window.isHidden = true }
        let source = AddingSource("alpha")
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        view.addInteraction(UIDragInteraction(delegate: source))
        window.addSubview(view)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 50, y: 50))
        #expect(source.asked.isEmpty && DragSessionDriver.active == nil)
    }

    /// A press in another window while a drag is under way is no tap to add: it starts a drag of its own, which
    /// ends the first (the application has one drag at a time).
    @Test func aPressInAnotherWindowStartsItsOwnDrag() {
        let (first, firstInput) = EventTestEnvironment.makeWindow()
        defer { first.isHidden = true }
        let (second, secondInput) = EventTestEnvironment.makeWindow()
        defer { second.isHidden = true }
        let alpha = AddingSource("alpha"), beta = AddingSource("beta")
        for (window, source) in [(first, alpha), (second, beta)] {
            let view = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
            view.addInteraction(UIDragInteraction(delegate: source))
            window.addSubview(view)
        }
        firstInput.advance(by: 1)
        let finger = firstInput.touchDown(at: CGPoint(x: 50, y: 50))
        firstInput.advance(by: 0.6)
        let firstDrag = DragSessionDriver.active
        #expect(firstDrag != nil)
        secondInput.mouseDrag(from: CGPoint(x: 50, y: 50), through: [CGPoint(x: 60, y: 60), CGPoint(x: 80, y: 80)])
        #expect(beta.asked.isEmpty && beta.began == 1, "not asked to add: its own drag began")
        #expect(firstDrag?.dragSession.items.count == 1)
        #expect(DragSessionDriver.active !== firstDrag, "the first drag ended")
        firstInput.touchUp(finger, at: CGPoint(x: 50, y: 50))
    }
}
