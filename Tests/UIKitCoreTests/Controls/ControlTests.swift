import Testing
import UIKit
import Foundation

@MainActor @Suite(.serialized) struct ControlTests {
    @Test func touchUpInsideCountsWithinTheExpandedBoundsAndOutsideBeyondThem() {
        let (window, input) = EventTestEnvironment.makeWindow(size: CGSize(width: 600, height: 600))
        let control = UIControl(frame: CGRect(x: 200, y: 200, width: 100, height: 40))
        window.addSubview(control)
        var events: [String] = []
        for (name, event) in [("down", UIControl.Event.touchDown), ("upInside", .touchUpInside), ("upOutside", .touchUpOutside),
                              ("exit", .touchDragExit), ("enter", .touchDragEnter), ("cancel", .touchCancel),
                              ("primary", .primaryActionTriggered)] {
            control.addAction(UIAction { _ in events.append(name) }, for: event)
        }
        // 60 points off the right edge is still inside.
        let a = input.touchDown(at: CGPoint(x: 250, y: 220))
        #expect(control.isHighlighted && control.isTracking && control.state == .highlighted)
        input.touchMove(a, to: CGPoint(x: 360, y: 220))
        input.touchUp(a, at: CGPoint(x: 360, y: 220))
        #expect(events == ["down", "upInside", "primary"])
        #expect(!control.isHighlighted && !control.isTracking)
        events.removeAll()
        input.advance(by: 1)
        let b = input.touchDown(at: CGPoint(x: 250, y: 220))
        input.touchMove(b, to: CGPoint(x: 380, y: 220))
        input.touchMove(b, to: CGPoint(x: 250, y: 220))
        input.touchMove(b, to: CGPoint(x: 250, y: 330))
        input.touchUp(b, at: CGPoint(x: 250, y: 330))
        #expect(events == ["down", "exit", "enter", "exit", "upOutside"])
        events.removeAll()
        input.advance(by: 1)
        _ = input.touchDown(at: CGPoint(x: 250, y: 220))
        input.cancelAllTouches()
        #expect(events == ["down", "cancel"])
        control.isEnabled = false
        events.removeAll()
        input.tap(at: CGPoint(x: 250, y: 220))
        #expect(events.isEmpty && control.state == .disabled)
    }

    @Test func aButtonTakesTheTapFromItsSuperviewsTapRecognizer() {
        let (window, input) = EventTestEnvironment.makeWindow()
        var log: [String] = []
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        root.addGestureRecognizer(UITapGestureRecognizer { _ in log.append("root tap") })
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44), primaryAction: UIAction(title: "Go") { action in
            log.append("button \((action.sender as? UIButton)?.currentTitle ?? "")")
        })
        root.addSubview(button)
        input.tap(at: CGPoint(x: 50, y: 30))
        #expect(log == ["button Go"])
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 300, y: 300))
        #expect(log == ["button Go", "root tap"])
    }

    @Test func buttonValuesFallBackToNormalAndSizeToFitWrapsImageAndTitle() throws {
        let button = UIButton(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        button.setTitleColor(.red, for: .normal)
        #expect(button.title(for: .selected) == "Normal")
        #expect(button.currentTitle == "Normal")
        button.isHighlighted = true
        #expect(button.currentTitle == "Pressed")
        #expect(button.currentTitleColor == .red)
        button.isHighlighted = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 30)).image { _ in }
        button.setImage(image, for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 3, bottom: 2, right: 3)
        button.sizeToFit()
        let titleSize = "Normal".size(withAttributes: [.font: button.titleLabel?.font as Any])
        #expect(button.bounds.width == ceil(20 + 4 + titleSize.width) + 6)
        #expect(button.bounds.height == ceil(max(30, titleSize.height)) + 4)
    }

    @Test func targetMethodsAndNilTargetsThroughTheResponderChain() {
        final class Screen: UIView {
            var got: [String] = []
            func pressed(_ sender: UIButton) { got.append("pressed \(sender.tag)") }
            func plain() { got.append("plain") }
        }
        let (window, input) = EventTestEnvironment.makeWindow()
        let screen = Screen(frame: window.bounds)
        window.addSubview(screen)
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        button.tag = 7
        screen.addSubview(button)
        button.addTarget(screen, action: Screen.pressed, for: .touchUpInside)
        button.addTarget(nil as Screen?, action: Screen.plain, for: .touchUpInside)
        input.tap(at: CGPoint(x: 10, y: 10))
        #expect(screen.got == ["pressed 7", "plain"])
        button.removeTarget(nil, for: .allEvents)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 10, y: 10))
        #expect(screen.got.count == 2)
        #expect(button.allControlEvents.isEmpty)
    }

    @Test func aButtonDrawsItsTitle() throws {
        let (window, _) = EventTestEnvironment.makeWindow(size: CGSize(width: 200, height: 100))
        window.backgroundColor = .white
        let button = UIButton(type: .custom)
        button.setTitle("MMMM", for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        window.addSubview(button)
        // The title is the button's label, placed by the layout pass (as in UIKit, `render(in:)` does not lay out).
        window.layoutIfNeeded()
        let image = UIGraphicsImageRenderer(size: window.bounds.size).image { context in
            window.layer.render(in: context.cgContext)
        }
        let cg = try #require(image.cgImage)
        let dark = (0..<cg.height).flatMap { y in (0..<cg.width).map { x in (x, y) } }.filter { x, y in
            let p = cg.pixel(x, y)
            return p.r < 100 && p.g < 100 && p.b < 100 && p.a > 200
        }
        if dark.count < 20 { try? image.pngData()?.write(to: URL(fileURLWithPath: "/tmp/button-title-failure.png")) }
        #expect(dark.count >= 20)
        // The title is centred: dark pixels sit about the middle.
        let meanX = dark.map { CGFloat($0.0) }.reduce(0, +) / CGFloat(max(dark.count, 1))
        #expect(abs(meanX - 100) < 15)
    }
}
