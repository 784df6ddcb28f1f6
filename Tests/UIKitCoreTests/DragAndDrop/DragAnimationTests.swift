import Testing
import UIKit
@testable import UIKitCore
@testable import QuartzCore
import Foundation

/// A drag source and drop target in one, logging every call of both sides in one list (so the order across them
/// shows), with the animators' completion positions, and answers for the preview questions.
final class AnimatedDragLog: UIDragInteractionDelegate, UIDropInteractionDelegate {
    var calls: [String] = []
    var itemCount = 1
    /// nil: the default answer; otherwise what the question returns (an inner nil: no preview).
    var liftPreview: UITargetedDragPreview??
    var cancelPreview: ((UITargetedDragPreview) -> UITargetedDragPreview?)?
    var dropPreview: ((UITargetedDragPreview) -> UITargetedDragPreview?)?
    var defaultCancelPreview: UITargetedDragPreview?
    var operation = UIDropOperation.copy
    var previewProvider: (() -> UIDragPreview?)?
    /// Views whose alpha the delegates' own animations take to 0.5, to show they run with the drag's.
    let companion = UIView()

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        calls.append("itemsForBeginning")
        return (0..<itemCount).map { _ in
            let item = UIDragItem(itemProvider: NSItemProvider(object: "dragged" as NSString))
            item.previewProvider = previewProvider
            return item
        }
    }
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview? {
        calls.append("previewForLifting")
        if let liftPreview { return liftPreview }
        return UITargetedDragPreview(view: interaction.view!)
    }
    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
                         session: any UIDragSession) {
        calls.append("willAnimateLift")
        animator.addAnimations { self.companion.alpha = 0.5 }
        animator.addCompletion { self.calls.append("liftCompleted(\($0))") }
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        calls.append("willBegin")
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {
        if calls.last != "didMove" { calls.append("didMove") }
    }
    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        calls.append("previewForCancelling")
        defaultCancelPreview = defaultPreview
        return cancelPreview.map { $0(defaultPreview) } ?? defaultPreview
    }
    func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem,
                         willAnimateCancelWith animator: any UIDragAnimating) {
        calls.append("willAnimateCancel")
        animator.addCompletion { self.calls.append("cancelCompleted(\($0))") }
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                         willEndWith operation: UIDropOperation) {
        calls.append("willEnd(\(operation))")
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                         didEndWith operation: UIDropOperation) {
        calls.append("didEnd(\(operation))")
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: operation)
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        calls.append("performDrop")
    }
    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        calls.append("previewForDropping")
        return dropPreview.map { $0(defaultPreview) } ?? defaultPreview
    }
    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem,
                         willAnimateDropWith animator: any UIDragAnimating) {
        calls.append("willAnimateDrop")
        animator.addAnimations { self.companion.alpha = 0.5 }
        animator.addCompletion { self.calls.append("dropCompleted(\($0))") }
    }
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {
        calls.append("concludeDrop")
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        calls.append("dropEnd")
    }
}

/// The drag's motion: the lift from the view's place, a cancelled drag's way back (or fade), a drop's landing (or
/// shrinking away), each with the delegates' animators, driven frame by frame on the manual media clock.
@MainActor @Suite(.serialized) struct DragAnimationTests {
    struct Scene {
        let window: UIWindow
        let input: EventSynthesizer
        let source: UIView
        let target: UIView
        let log: AnimatedDragLog
    }

    /// A 100 x 60 source at (20, 20) and a 150-point target at (200, 200), one log for both.
    func makeScene() -> Scene {
        let base = DragTestWindow()
        let (window, input, source, target) = (base.window, base.input, base.source, base.target)
        let log = AnimatedDragLog()
        window.addSubview(log.companion)
        source.addInteraction(UIDragInteraction(delegate: log))
        target.addInteraction(UIDropInteraction(delegate: log))
        input.advance(by: 1)
        CATransaction.flush()
        return Scene(window: window, input: input, source: source, target: target, log: log)
    }

    /// Presses on the source at (50, 50) and moves through `points` (the first move lifts).
    func press(_ scene: Scene, through points: [CGPoint]) {
        scene.input.mouseDown(1, at: CGPoint(x: 50, y: 50))
        for point in points {
            scene.input.advance(by: 0.02)
            scene.input.mouseMove(1, to: point)
        }
    }

    func frame(_ seconds: Double) { advanceAnimationFrame(by: seconds) }

    /// The preview's centre and scale as drawn now.
    func shown(_ view: UIView?) -> (center: CGPoint, scale: CGFloat, alpha: Float) {
        let layer = view?.layer.presentation() ?? view?.layer
        return (layer?.position ?? .zero, layer?.affineTransform().a ?? .nan, layer?.opacity ?? .nan)
    }

    func isBetween(_ value: CGFloat, _ a: CGFloat, _ b: CGFloat) -> Bool {
        value > min(a, b) + 0.01 && value < max(a, b) - 0.01
    }

    // MARK: Lift

    @Test func theLiftAsksForItsPreviewAnimatesWithTheDelegateAndCompletesAtTheEnd() throws {
        let scene = makeScene()
        press(scene, through: [CGPoint(x: 56, y: 50)])
        #expect(scene.log.calls == ["itemsForBeginning", "previewForLifting", "willAnimateLift", "willBegin", "didMove"])
        let preview = try #require(DragSessionDriver.active?.preview)
        frame(0)
        #expect(shown(preview).scale == 1, "the lift starts flat, at the view's place")
        #expect(shown(preview).center == CGPoint(x: 76, y: 50), "over the view (moved with the pointer)")
        frame(DragAnimator.liftDuration / 2)
        #expect(isBetween(shown(preview).scale, 1, DragPreviewView.liftedScale), "half lifted: \(shown(preview).scale)")
        #expect(isBetween(CGFloat(shown(scene.log.companion).alpha), 1, 0.5), "the delegate's animation runs with it")
        #expect(!scene.log.calls.contains { $0.hasPrefix("liftCompleted") })
        frame(DragAnimator.liftDuration)
        #expect(shown(preview).scale == DragPreviewView.liftedScale && preview.layer.shadowOpacity > 0)
        #expect(abs(preview.alpha - DragPreviewView.liftedAlpha) < 1e-6)
        #expect(scene.log.calls.last == "liftCompleted(end)")
        scene.input.mouseUp(1, at: CGPoint(x: 56, y: 50))
        frame(1)
    }

    @Test func aNilLiftPreviewSkipsTheLiftAnimation() throws {
        let scene = makeScene()
        scene.log.liftPreview = .some(nil)
        press(scene, through: [CGPoint(x: 56, y: 50)])
        #expect(scene.log.calls == ["itemsForBeginning", "previewForLifting", "willBegin", "didMove"])
        let preview = try #require(DragSessionDriver.active?.preview, "the view's snapshot still follows the pointer")
        frame(0)
        #expect(shown(preview).scale == DragPreviewView.liftedScale, "lifted at once")
        #expect(preview.layer.animationKeys()?.isEmpty ?? true)
        scene.input.mouseUp(1, at: CGPoint(x: 56, y: 50))
        frame(1)
    }

    @Test func aDragCancelledWhileLiftingRunsTheLiftBackAndCompletesItAtTheStart() throws {
        let scene = makeScene()
        press(scene, through: [CGPoint(x: 56, y: 50)])
        let preview = try #require(DragSessionDriver.active?.preview)
        frame(DragAnimator.liftDuration / 2)
        let halfway = shown(preview).scale
        scene.input.mouseUp(1, at: CGPoint(x: 56, y: 50))
        #expect(scene.log.calls.suffix(3) == ["willEnd(cancel)", "previewForCancelling", "willAnimateCancel"])
        frame(DragAnimator.liftDuration / 4)
        #expect(isBetween(shown(preview).scale, 1, halfway), "running back: \(shown(preview).scale)")
        frame(1)
        #expect(scene.log.calls.contains("liftCompleted(start)") && !scene.log.calls.contains("liftCompleted(end)"))
        #expect(scene.log.calls.contains("cancelCompleted(end)") && scene.log.calls.last == "didEnd(cancel)",
                "the source hears the end once both the way back and the lift are over")
        #expect(preview.superview == nil && preview.transform == .identity)
    }

    @Test func aFingerLiftsAfterTheLongPressAndReleasingBeforeTheLiftEndsCancelsIt() {
        let scene = makeScene()
        let finger = scene.input.touchDown(at: CGPoint(x: 50, y: 50))
        scene.input.advance(by: DragLiftGestureRecognizer.liftDelay + 0.01)
        #expect(scene.log.calls.starts(with: ["itemsForBeginning", "previewForLifting", "willAnimateLift"]))
        frame(0.05)
        scene.input.touchUp(finger, at: CGPoint(x: 50, y: 50))
        frame(1)
        #expect(scene.log.calls.contains("liftCompleted(start)"))
        #expect(scene.log.calls.last == "didEnd(cancel)")
    }

    // MARK: Cancel

    @Test func aCancelledDragFliesBackToTheViewAndEndsAfterTheAnimation() throws {
        let scene = makeScene()
        press(scene, through: [CGPoint(x: 56, y: 50), CGPoint(x: 150, y: 300)])
        frame(1)
        let preview = try #require(DragSessionDriver.active?.preview)
        scene.input.mouseUp(1, at: CGPoint(x: 150, y: 300))
        let defaultTarget = try #require(scene.log.defaultCancelPreview?.target)
        #expect(defaultTarget.container === scene.window && defaultTarget.center == CGPoint(x: 70, y: 50),
                "by default back to the view's place")
        frame(0)
        #expect(shown(preview).center == CGPoint(x: 170, y: 300), "starts where it was dropped")
        #expect(!scene.log.calls.contains("didEnd(cancel)"), "the source hears the end after the animation")
        frame(DragAnimator.cancelDuration / 2)
        let middle = shown(preview)
        #expect(isBetween(middle.center.x, 170, 70) && isBetween(middle.center.y, 300, 50), "\(middle.center)")
        #expect(preview.superview === scene.window)
        frame(DragAnimator.cancelDuration / 2 + 0.01)
        #expect(preview.superview == nil && preview.center == CGPoint(x: 70, y: 50) && preview.transform == .identity)
        #expect(scene.log.calls.suffix(5) == ["willEnd(cancel)", "previewForCancelling", "willAnimateCancel",
                                             "cancelCompleted(end)", "didEnd(cancel)"])
    }

    @Test func aNilCancelPreviewFadesThePreviewOutWhereItIs() throws {
        let scene = makeScene()
        scene.log.cancelPreview = { _ in nil }
        press(scene, through: [CGPoint(x: 56, y: 50), CGPoint(x: 150, y: 300)])
        frame(1)
        let preview = try #require(DragSessionDriver.active?.preview)
        scene.input.mouseUp(1, at: CGPoint(x: 150, y: 300))
        frame(DragAnimator.cancelDuration / 2)
        #expect(shown(preview).center == CGPoint(x: 170, y: 300), "it stays")
        #expect(isBetween(CGFloat(shown(preview).alpha), 0, DragPreviewView.liftedAlpha), "\(shown(preview).alpha)")
        frame(1)
        #expect(preview.superview == nil && scene.log.calls.last == "didEnd(cancel)")
    }

    @Test func aRetargetedCancelPreviewGoesToItsTarget() throws {
        let scene = makeScene()
        scene.log.cancelPreview = { $0.retargetedPreview(with: UIDragPreviewTarget(container: scene.target,
                                                                                   center: CGPoint(x: 10, y: 20))) }
        press(scene, through: [CGPoint(x: 56, y: 50), CGPoint(x: 150, y: 300)])
        frame(1)
        let preview = try #require(DragSessionDriver.active?.preview)
        scene.input.mouseUp(1, at: CGPoint(x: 150, y: 300))
        frame(1)
        #expect(preview.center == CGPoint(x: 210, y: 220))
    }

    // MARK: Drop

    @Test func aDropShrinksAwayAtTheDropPointAndConcludesAfterTheAnimation() throws {
        let scene = makeScene()
        press(scene, through: [CGPoint(x: 56, y: 50), CGPoint(x: 250, y: 250)])
        frame(1)
        let preview = try #require(DragSessionDriver.active?.preview)
        scene.log.calls = []
        scene.input.mouseUp(1, at: CGPoint(x: 250, y: 250))
        #expect(scene.log.calls == ["didMove", "performDrop", "willEnd(copy)", "previewForDropping", "willAnimateDrop"])
        frame(0)
        #expect(shown(preview).center == CGPoint(x: 270, y: 250) && shown(preview).scale == DragPreviewView.liftedScale)
        frame(DragAnimator.dropDuration / 2)
        let middle = shown(preview)
        #expect(isBetween(middle.scale, DragPreviewView.liftedScale, DragPreviewView.vanishingScale), "\(middle.scale)")
        #expect(isBetween(CGFloat(middle.alpha), DragPreviewView.liftedAlpha, 0) && middle.center == CGPoint(x: 270, y: 250))
        #expect(!scene.log.calls.contains("concludeDrop"))
        frame(DragAnimator.dropDuration / 2 + 0.01)
        #expect(preview.superview == nil)
        #expect(scene.log.calls == ["didMove", "performDrop", "willEnd(copy)", "previewForDropping", "willAnimateDrop",
                                    "dropCompleted(end)", "concludeDrop", "dropEnd", "didEnd(copy)"])
    }

    @Test func aRetargetedDropPreviewLandsOnItsTarget() throws {
        let scene = makeScene()
        scene.log.dropPreview = { $0.retargetedPreview(with: UIDragPreviewTarget(
            container: scene.target, center: CGPoint(x: 75, y: 75), transform: CGAffineTransform(scaleX: 0.5, y: 0.5))) }
        press(scene, through: [CGPoint(x: 56, y: 50), CGPoint(x: 210, y: 210)])
        frame(1)
        let preview = try #require(DragSessionDriver.active?.preview)
        scene.input.mouseUp(1, at: CGPoint(x: 210, y: 210))
        frame(DragAnimator.dropDuration / 2)
        let middle = shown(preview)
        #expect(isBetween(middle.center.x, 230, 275) && isBetween(middle.center.y, 210, 275), "\(middle.center)")
        #expect(isBetween(middle.scale, DragPreviewView.liftedScale, 0.5))
        frame(DragAnimator.dropDuration / 2 - 0.01)
        #expect(abs(shown(preview).center.x - 275) < 1 && abs(shown(preview).scale - 0.5) < 0.01)
        frame(0.02)
        #expect(preview.superview == nil && scene.log.calls.last == "didEnd(copy)")
    }

    @Test func aNilDropPreviewRemovesThePreviewAtOnceAndTheDelegateAnimationsStillRun() throws {
        let scene = makeScene()
        scene.log.dropPreview = { _ in nil }
        press(scene, through: [CGPoint(x: 56, y: 50), CGPoint(x: 250, y: 250)])
        frame(1)
        let preview = try #require(DragSessionDriver.active?.preview)
        scene.input.mouseUp(1, at: CGPoint(x: 250, y: 250))
        #expect(preview.superview == nil, "no drop animation")
        #expect(scene.log.calls.last == "willAnimateDrop")
        frame(1)
        #expect(scene.log.calls.suffix(4) == ["dropCompleted(end)", "concludeDrop", "dropEnd", "didEnd(copy)"])
    }

    @Test func aDropWhileLiftingCompletesTheLiftAtTheEndWithoutAJump() throws {
        let scene = makeScene()
        press(scene, through: [CGPoint(x: 56, y: 50), CGPoint(x: 250, y: 250)])
        frame(DragAnimator.liftDuration / 2)
        let preview = try #require(DragSessionDriver.active?.preview)
        let halfway = shown(preview).scale
        scene.input.mouseUp(1, at: CGPoint(x: 250, y: 250))
        #expect(scene.log.calls.contains("liftCompleted(end)"))
        frame(0)
        #expect(abs(shown(preview).scale - halfway) < 0.01, "the landing starts where the lift got to")
        frame(1)
        #expect(scene.log.calls.last == "didEnd(copy)")
    }

    // MARK: The item's own preview

    @Test func theItemsOwnPreviewReplacesTheLiftedPictureOnceLiftedAndChangesWithItsProvider() throws {
        let scene = makeScene()
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        scene.log.itemCount = 3
        scene.log.previewProvider = { UIDragPreview(view: first) }
        press(scene, through: [CGPoint(x: 56, y: 50)])
        let preview = try #require(DragSessionDriver.active?.preview)
        #expect(preview.bounds.size == CGSize(width: 100, height: 60), "the lift shows the lifted view")
        #expect(preview.badge?.text == "3" && preview.stackCards.count == 2, "three items: two cards behind, a count")
        frame(1)
        #expect(preview.content.subviews.first === first && preview.bounds.size == CGSize(width: 40, height: 30))
        #expect(preview.stackCards.allSatisfy { $0.bounds.size == CGSize(width: 40, height: 30) })
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        DragSessionDriver.active?.dragSession.items.first?.previewProvider = { UIDragPreview(view: second) }
        #expect(preview.content.subviews.first === second && preview.bounds.size == CGSize(width: 50, height: 50))
        scene.input.mouseUp(1, at: CGPoint(x: 56, y: 50))
        frame(1)
    }

    // MARK: Out of the window

    @Test func aDragRefusedOrEscapedOutsideTheWindowFliesBackAndOneTakenThereEndsWithoutAnimation() throws {
        let scene = makeScene()
        let out = [CGPoint(x: 56, y: 50), CGPoint(x: 250, y: 250), CGPoint(x: 420, y: 250), CGPoint(x: 480, y: 260)]
        press(scene, through: out)
        frame(1)
        let preview = try #require(DragSessionDriver.active?.preview)
        #expect(preview.isHidden, "the window server shows the picture outside")
        scene.input.mouseUp(1, at: CGPoint(x: 480, y: 260))
        #expect(!preview.isHidden && preview.superview === scene.window, "refused: the preview comes back")
        frame(DragAnimator.cancelDuration / 2)
        let middle = shown(preview).center
        #expect(isBetween(middle.x, 500, 70) && isBetween(middle.y, 260, 50), "\(middle)")
        frame(1)
        #expect(preview.superview == nil && scene.log.calls.last == "didEnd(cancel)")

        let escaped = makeScene()
        press(escaped, through: out)
        frame(1)
        let escapedPreview = try #require(DragSessionDriver.active?.preview)
        let escapedDrag = try #require((escaped.window.host as? HeadlessWindowHost)?.outgoingDrag)
        escaped.input.key(.keyboardEscape, characters: UIKeyCommand.inputEscape)
        #expect(escapedDrag.isCancelled && !escapedPreview.isHidden, "Escape outside: the preview comes back too")
        frame(DragAnimator.cancelDuration / 2)
        #expect(isBetween(shown(escapedPreview).center.x, 500, 70))
        #expect(escaped.log.calls.last == "willAnimateCancel")
        frame(1)
        #expect(escapedPreview.superview == nil && escaped.log.calls.last == "didEnd(cancel)")
        escaped.input.mouseUp(1, at: CGPoint(x: 480, y: 260))

        let taken = makeScene()
        press(taken, through: out)
        frame(1)
        let drag = try #require((taken.window.host as? HeadlessWindowHost)?.outgoingDrag)
        let takenPreview = try #require(DragSessionDriver.active?.preview)
        drag.acceptance = .copy
        taken.input.mouseUp(1, at: CGPoint(x: 480, y: 260))
        drag.finish(.copy)
        #expect(takenPreview.superview == nil, "no way back for a drop another application took")
        #expect(taken.log.calls.last == "didEnd(copy)" && !taken.log.calls.contains("previewForCancelling"))
    }

    // MARK: On screen

    @Test func aDragInFlightAndMidCancelAsPixels() throws {
        let scene = makeScene()
        press(scene, through: [CGPoint(x: 56, y: 50), CGPoint(x: 150, y: 250)])
        frame(1)
        let preview = try #require(DragSessionDriver.active?.preview)
        let flight = snapshot(of: scene.window)
        keepForInspection(flight, "drag-in-flight")
        let inFlight = flight.map { $0.pixel(170, 250) }
        #expect(inFlight.map { $0.b > 200 && $0.r < 110 } == true, "the lifted picture under the pointer: \(String(describing: inFlight))")
        scene.input.mouseUp(1, at: CGPoint(x: 150, y: 250))
        frame(DragAnimator.cancelDuration / 2)
        let middle = shown(preview).center
        let cancelling = snapshot(of: scene.window)
        keepForInspection(cancelling, "drag-mid-cancel")
        let atMiddle = cancelling.map { $0.pixel(Int(middle.x), Int(middle.y)) }
        let whereItWas = cancelling.map { $0.pixel(170, 250) }
        #expect(atMiddle.map { $0.b > 200 && $0.r < 110 } == true, "on its way back at \(middle): \(String(describing: atMiddle))")
        #expect(whereItWas.map { $0.r > 200 } == true, "gone from the drop point: \(String(describing: whereItWas))")
        frame(1)
    }
}
