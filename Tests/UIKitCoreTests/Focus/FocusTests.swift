import Testing
import UIKit
import Foundation
@testable import UIKitCore

@MainActor @Suite(.serialized) struct FocusTests {
    struct Screen {
        let window: UIWindow
        let input: EventSynthesizer
        let field: UITextField
        let toggle: UISwitch
        let button: UIButton
        let slider: UISlider
        let stepper: UIStepper
        let segments: UISegmentedControl
    }

    /// Two rows, added out of reading order: [field, toggle] then [segments, button] and a slider and stepper row.
    private func makeScreen() -> Screen {
        let (window, input) = EventTestEnvironment.makeWindow(size: CGSize(width: 500, height: 400))
        // Keys go to the key window, starting at the first responder: this window, and no one editing.
        _ = UIResponder.currentFirstResponder?.resignFirstResponder()
        window.makeKey()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 150, height: 30))
        let toggle = UISwitch(frame: CGRect(x: 300, y: 22, width: 0, height: 0))
        let segments = UISegmentedControl(items: ["L", "M", "R"])
        segments.frame = CGRect(x: 20, y: 100, width: 150, height: 32)
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 300, y: 95, width: 80, height: 40)
        let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 200, height: 31))
        let stepper = UIStepper(frame: CGRect(x: 300, y: 200, width: 0, height: 0))
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        for view in [stepper, button, toggle, slider, segments, field] as [UIView] { container.addSubview(view) }
        let hidden = UIButton(frame: CGRect(x: 400, y: 20, width: 40, height: 40))
        hidden.isHidden = true
        container.addSubview(hidden)
        let disabled = UISwitch(frame: CGRect(x: 400, y: 300, width: 0, height: 0))
        disabled.isEnabled = false
        container.addSubview(disabled)
        return Screen(window: window, input: input, field: field, toggle: toggle, button: button, slider: slider,
                      stepper: stepper, segments: segments)
    }

    /// Ends editing so that later tests' responder chains do not start at this test's text field.
    private func finish() {
        _ = UIResponder.currentFirstResponder?.resignFirstResponder()
    }

    private func tab(_ s: Screen, shift: Bool = false) {
        s.input.key(.keyboardTab, characters: "\t", modifiers: shift ? .shift : [])
    }

    @Test func tabWalksEnabledVisibleControlsInReadingOrderAndShiftTabGoesBack() throws {
        let s = makeScreen()
        defer { finish() }
        let system = try #require(UIFocusSystem.focusSystem(for: s.window))
        let order = system.focusOrder()
        #expect(order.map { ObjectIdentifier($0) }
                == ([s.field, s.toggle, s.segments, s.button, s.slider, s.stepper] as [UIView]).map { ObjectIdentifier($0) })
        tab(s)
        #expect(s.field.isFirstResponder && s.field.isFocused)
        tab(s)
        #expect(!s.field.isFirstResponder && s.toggle.isFocused && s.toggle.state.contains(.focused))
        #expect(system.focusedItem === s.toggle)
        tab(s)
        tab(s)
        #expect(s.button.isFocused)
        tab(s, shift: true)
        #expect(s.segments.isFocused)
        for _ in 0..<4 { tab(s) }
        #expect(s.field.isFocused)
        tab(s, shift: true)
        #expect(s.stepper.isFocused)
    }

    @Test func shiftTabFromAControlGoesBackIntoTheTextFieldBeforeIt() throws {
        let s = makeScreen()
        defer { finish() }
        tab(s)
        tab(s)
        #expect(s.toggle.isFocused)
        tab(s, shift: true)
        #expect(s.field.isFocused && s.field.isFirstResponder && !s.toggle.isFocused)
    }

    @Test func theFocusedControlShowsARingInItsTintColour() throws {
        let s = makeScreen()
        defer { finish() }
        s.toggle.tintColor = .red
        tab(s)
        tab(s)
        let ring = try #require(s.toggle.layer.sublayers?.compactMap { $0 as? FocusRingLayer }.first)
        let stroke = try #require(ring.strokeColor)
        #expect(stroke.components?.first ?? 0 > 0.9)
        tab(s)
        #expect(ring.superlayer === s.segments.layer)
    }

    @Test func spaceReturnAndArrowsOperateTheFocusedControl() {
        let s = makeScreen()
        defer { finish() }
        var pressed = 0
        s.button.addAction(UIAction { _ in pressed += 1 }, for: .primaryActionTriggered)
        let toggleEvents = ControlEventRecorder(s.toggle)
        let segmentEvents = ControlEventRecorder(s.segments)
        tab(s)
        tab(s)
        s.input.key(.keyboardSpacebar, characters: " ")
        #expect(s.toggle.isOn && toggleEvents.events == ["value"])
        tab(s)
        s.input.key(.keyboardRightArrow, characters: "UIKeyInputRightArrow")
        #expect(s.segments.selectedSegmentIndex == 0)
        s.input.key(.keyboardRightArrow, characters: "UIKeyInputRightArrow", repeats: 3)
        #expect(s.segments.selectedSegmentIndex == 2 && segmentEvents.events.filter { $0 == "value" }.count == 3)
        tab(s)
        s.input.key(.keyboardReturnOrEnter, characters: "\r")
        s.input.key(.keyboardSpacebar, characters: " ")
        #expect(pressed == 2)
        tab(s)
        s.input.key(.keyboardRightArrow, characters: "UIKeyInputRightArrow", repeats: 1)
        #expect(abs(s.slider.value - 0.1) < 0.0001)
        s.input.key(.keyboardEnd, characters: "UIKeyInputEnd")
        #expect(s.slider.value == 1)
        tab(s)
        s.input.key(.keyboardUpArrow, characters: "UIKeyInputUpArrow", repeats: 2)
        #expect(s.stepper.value == 3)
        s.input.key(.keyboardDownArrow, characters: "UIKeyInputDownArrow")
        #expect(s.stepper.value == 2)
    }

    @Test func typingInAFocusedFieldStillTypesAndClickingAFieldTakesFocusFromAControl() {
        let s = makeScreen()
        defer { finish() }
        tab(s)
        s.input.type("hi there")
        #expect(s.field.text == "hi there")
        tab(s)
        #expect(s.toggle.isFocused)
        s.input.advance(by: 1)
        s.input.tap(at: CGPoint(x: 60, y: 35))
        #expect(s.field.isFirstResponder && !s.toggle.isFocused)
        #expect(s.toggle.layer.sublayers?.contains { $0 is FocusRingLayer } != true)
    }

    @Test func groupsStayTogetherAndShouldUpdateFocusCanRefuse() {
        final class Refusing: UIView {
            override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
                context.nextFocusedView?.tag != 99
            }
        }
        let (window, input) = EventTestEnvironment.makeWindow(size: CGSize(width: 500, height: 400))
        _ = UIResponder.currentFirstResponder?.resignFirstResponder()
        window.makeKey()
        let root = Refusing(frame: window.bounds)
        window.addSubview(root)
        let a = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        let b = UISwitch(frame: CGRect(x: 200, y: 10, width: 0, height: 0))
        let c = UISwitch(frame: CGRect(x: 10, y: 100, width: 0, height: 0))
        a.focusGroupIdentifier = "left"
        c.focusGroupIdentifier = "left"
        for view in [a, b, c] { root.addSubview(view) }
        let order = window.focusSystem.focusOrder().map(ObjectIdentifier.init)
        #expect(order == [a, c, b].map(ObjectIdentifier.init))
        b.tag = 99
        input.key(.keyboardTab, characters: "\t")
        input.key(.keyboardTab, characters: "\t")
        input.key(.keyboardTab, characters: "\t")
        #expect(c.isFocused)
    }
}
