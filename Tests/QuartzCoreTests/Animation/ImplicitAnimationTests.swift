import Testing
@testable import QuartzCore

/// Implicit animation of stand-alone layers and the action search (book §1.6 "Implicit layer animation",
/// "Actions / action search"), and CATransaction's settings and completion.
@MainActor @Suite(.serialized) struct ImplicitAnimationTests {
    let clock = AnimationTestClock.shared


    final class ActionDelegate: CALayerDelegate {
        var answer: (any CAAction)?
        var asked: [String] = []
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            asked.append(event)
            return answer
        }
    }

    final class RecordingAction: CAAction {
        var runs: [(String, Any?)] = []
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
            runs.append((event, dict?["previousValue"]))
        }
    }

    /// Book #20: a stand-alone layer on screen animates a position change over 0.25 s.
    @Test func changingAStandAloneLayerAnimatesFromTheOldValueOverAQuarterSecond() throws {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        layer.opacity = 0
        #expect(layer.opacity == 0, "the model changes at once")
        let animation = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(animation.duration == 0.25)
        CATransaction.flush()
        clock.advance(by: 0.125)
        #expect(abs(try #require(layer.presentation()).opacity - 0.5) < 1e-3)
        clock.advance(by: 0.2)
        CATransaction.flush()
        #expect(try #require(layer.presentation()).opacity == 0)
        #expect(layer.animationKeys() == nil)
    }

    @Test func configuringALayerBeforeItIsOnScreenDoesNotAnimate() {
        let layer = CALayer()
        layer.opacity = 0.5
        layer.position = CGPoint(x: 10, y: 10)
        #expect(layer.animationKeys() == nil)
    }

    /// Book #20: with actions disabled the layer jumps.
    @Test func disableActionsTurnsImplicitAnimationOff() {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 5, y: 5)
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
    }

    /// Book #20: the transaction's animation duration is honoured.
    @Test func theTransactionsDurationAndTimingFunctionApply() throws {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        layer.position = CGPoint(x: 300, y: 100)
        CATransaction.commit()
        let animation = try #require(layer.animation(forKey: "position"))
        #expect(animation.duration == 2)
        clock.advance(by: 1)
        let eased = CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5)
        #expect(abs(try #require(layer.presentation()).position.x - (100 + 200 * eased)) < 1e-3)
    }

    @Test func theSearchAsksTheDelegateFirstAndNSNullStopsIt() {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        let delegate = ActionDelegate()
        delegate.answer = NSNull()
        layer.delegate = delegate
        layer.actions = ["opacity": RecordingAction()]
        layer.opacity = 0.3
        #expect(delegate.asked == ["opacity"])
        #expect(layer.animationKeys() == nil, "NSNull from the delegate: no animation")
        #expect(layer.action(forKey: "opacity") is NSNull)
    }

    @Test func theActionsDictionaryComesAfterTheDelegateThenStyleThenTheClassDefault() {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        let delegate = ActionDelegate()
        layer.delegate = delegate
        let fromActions = RecordingAction(), fromStyle = RecordingAction(), fromNestedStyle = RecordingAction()
        layer.actions = ["opacity": fromActions]
        layer.style = ["actions": ["cornerRadius": fromStyle], "style": ["actions": ["borderWidth": fromNestedStyle]]]
        layer.opacity = 0.3
        layer.cornerRadius = 4
        layer.borderWidth = 2
        #expect(fromActions.runs.map(\.0) == ["opacity"])
        #expect(abs((fromActions.runs.first?.1 as? Float ?? 0) - 1) < 1e-6, "the previous value is passed")
        #expect(fromStyle.runs.map(\.0) == ["cornerRadius"])
        #expect(fromNestedStyle.runs.map(\.0) == ["borderWidth"])
        #expect(layer.animationKeys() == nil, "the found actions replace the implicit animation")
    }

    final class QuietLayer: CALayer {
        override class func defaultAction(forKey event: String) -> (any CAAction)? {
            event == "position" ? NSNull() : nil
        }
    }

    @Test func defaultActionForKeyIsAskedBeforeTheImplicitAnimation() {
        let root = CALayer()
        let layer = QuietLayer()
        root.addSublayer(layer)
        let host = CALayerHost(rootLayer: root) { _ in }
        defer { host.invalidate() }
        CATransaction.flush()
        layer.position = CGPoint(x: 40, y: 40)
        layer.opacity = 0.5
        #expect(layer.animationKeys() == ["opacity"])
    }

    @Test func anAnimationInTheActionsDictionaryIsCompletedFromTheTransaction() throws {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        let slow = CABasicAnimation()
        slow.duration = 4
        layer.actions = ["position": slow]
        layer.position = CGPoint(x: 200, y: 100)
        let added = try #require(layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(added.keyPath == "position")
        #expect(added.duration == 4, "a duration set on the action is not overridden by the transaction")
        #expect(added.fromValue as? CGPoint == CGPoint(x: 100, y: 100))
        clock.advance(by: 2)
        #expect(abs(try #require(layer.presentation()).position.x - 150) < 1e-3)
    }

    @Test func frameChangesAnimatePositionAndBounds() {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        layer.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        #expect(Set(layer.animationKeys() ?? []) == ["position", "bounds"])
    }

    @Test func hiddenChangesAtOnce() {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        layer.isHidden = true
        #expect(layer.animationKeys() == nil)
    }

    /// Core Animation's implicit `contents` action cross-fades the new image over the old over 0.25 s; a layer not
    /// yet on screen, disabled actions and an NSNull action change it at once.
    @Test func newContentsOfALayerOnScreenCrossFade() throws {
        let context = try #require(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue))
        let image = try #require(context.makeImage())
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        layer.contents = image
        let fade = try #require(layer.animation(forKey: kCATransition) as? CATransition)
        #expect(fade.type == .fade && fade.duration == 0.25)
        #expect(layer.animation(forKey: "contents") == nil, "a fade, not an interpolation of images")
        layer.removeAllAnimations()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.contents = nil
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        layer.actions = ["contents": NSNull()]
        layer.contents = image
        #expect(layer.animationKeys() == nil)
        let fresh = CALayer()
        fresh.contents = image
        #expect(fresh.animationKeys() == nil)
    }

    @Test func aRetargetedImplicitAnimationStartsFromWhatIsOnScreen() throws {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        layer.position = CGPoint(x: 200, y: 100)
        clock.advance(by: 0.125)
        let shown = try #require(layer.presentation()).position.x
        layer.position = CGPoint(x: 0, y: 100)
        let restarted = try #require(layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(abs(((restarted.fromValue as? CGPoint)?.x ?? 0) - shown) < 1e-3)
        #expect(abs(try #require(layer.presentation()).position.x - shown) < 1e-3, "no jump")
    }

    /// Book #20: the completion block runs once, after the animation.
    @Test func completionWaitsForTheTransactionsAnimations() {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        var completions = 0
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setCompletionBlock { completions += 1 }
        layer.opacity = 0
        CATransaction.commit()
        #expect(completions == 0, "the animation is still running")
        clock.advance(by: 0.5)
        CATransaction.flush()
        #expect(completions == 0)
        clock.advance(by: 0.6)
        CATransaction.flush()
        #expect(completions == 1)
        clock.advance(by: 1)
        CATransaction.flush()
        #expect(completions == 1, "exactly once")
    }

    /// Book #20: the completion block runs even when nothing animated.
    @Test func completionRunsAtTheCommitWhenNothingAnimates() {
        var completions = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { completions += 1 }
        CATransaction.commit()
        CATransaction.flush()
        #expect(completions == 1)
    }

    @Test func completionRunsWhenTheAnimationIsRemovedEarly() {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        var completions = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { completions += 1 }
        layer.opacity = 0
        CATransaction.commit()
        #expect(completions == 0)
        layer.removeAllAnimations()
        #expect(completions == 1)
    }

    @Test func transactionKeyValueCodingReachesTheSettings() {
        CATransaction.begin()
        CATransaction.setValue(true, forKey: kCATransactionDisableActions)
        CATransaction.setValue(1.5, forKey: kCATransactionAnimationDuration)
        #expect(CATransaction.disableActions())
        #expect(CATransaction.animationDuration() == 1.5)
        CATransaction.setValue("x", forKey: "custom")
        #expect(CATransaction.value(forKey: "custom") as? String == "x")
        CATransaction.commit()
    }

    @Test func nestedTransactionsInheritTheOuterSettings() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.begin()
        #expect(CATransaction.disableActions())
        CATransaction.commit()
        CATransaction.commit()
    }

    /// Book #23 (A13b): a transition is always under the key "transition".
    @Test func aNilKeyPathTakesTheKeyAndTransitionsUseTheTransitionKey() {
        let (layer, host) = hostedTestLayer()
        defer { host.invalidate() }
        let fade = CABasicAnimation()
        fade.toValue = 0.0
        layer.add(fade, forKey: "opacity")
        #expect((layer.animation(forKey: "opacity") as? CABasicAnimation)?.keyPath == "opacity")
        layer.add(CATransition(), forKey: "anything")
        #expect(layer.animation(forKey: kCATransition) is CATransition)
    }

    /// V-LAYER-4: the layer classes' own properties animate implicitly too.
    @Test func shapeGradientAndTextLayerPropertiesAnimateImplicitly() throws {
        let root = CALayer()
        let shape = CAShapeLayer(), gradient = CAGradientLayer(), text = CATextLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        for layer in [shape, gradient, text] { root.addSublayer(layer) }
        let host = CALayerHost(rootLayer: root) { _ in }
        defer { host.invalidate() }
        CATransaction.flush()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30), transform: nil)
        shape.strokeEnd = 0.5
        gradient.startPoint = CGPoint(x: 0, y: 0)
        text.fontSize = 20
        #expect(Set(shape.animationKeys() ?? []) == ["path", "strokeEnd"])
        #expect(gradient.animationKeys() == ["startPoint"])
        #expect(text.animationKeys() == ["fontSize"])
        clock.advance(by: 0.125)
        let halfway = try #require(shape.presentation()?.path?.boundingBox)
        #expect(abs(halfway.width - 20) < 1e-3, "the path morphs: \(halfway)")
    }

    /// V-LAYER-4: the features the View Programming Guide lists as animatable animate implicitly on a stand-alone
    /// layer: size and position, anchor, 3-D transform, z-order, shadow, border and corners, the stretchable part,
    /// opacity, clipping and contents (adding and removing a layer: OrderActionTests; rasterisation: this project's
    /// CALayer has no `shouldRasterize`).
    @Test func everyFeatureTheGuideListsAsAnimatableAnimates() throws {
        let context = try #require(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let other = try #require(context.makeImage())
        let changes: [(String, (CALayer) -> Void)] = [
            ("bounds", { $0.bounds.size = CGSize(width: 80, height: 80) }),
            ("position", { $0.position = CGPoint(x: 150, y: 150) }),
            ("anchorPoint", { $0.anchorPoint = CGPoint(x: 0, y: 0) }),
            ("transform", { $0.transform = CATransform3DMakeRotation(0.5, 0, 1, 0) }),
            ("sublayerTransform", { $0.sublayerTransform = CATransform3DMakeScale(2, 2, 1) }),
            ("zPosition", { $0.zPosition = 3 }),
            ("shadowOpacity", { $0.shadowOpacity = 1 }),
            ("shadowRadius", { $0.shadowRadius = 8 }),
            ("shadowOffset", { $0.shadowOffset = CGSize(width: 4, height: 4) }),
            ("borderWidth", { $0.borderWidth = 4 }),
            ("cornerRadius", { $0.cornerRadius = 10 }),
            ("contentsCenter", { $0.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5) }),
            ("opacity", { $0.opacity = 0.5 }),
            ("masksToBounds", { $0.masksToBounds = true }),
            ("transition", { $0.contents = other }),   // contents cross-fade (a fade transition)
        ]
        for (key, change) in changes {
            let (layer, host) = hostedTestLayer()
            change(layer)
            #expect(layer.animationKeys()?.contains(key) == true, "\(key) animates: \(layer.animationKeys() ?? [])")
            host.invalidate()
        }
    }
}
