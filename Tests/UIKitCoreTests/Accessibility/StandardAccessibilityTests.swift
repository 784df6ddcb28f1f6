import Testing
import UIKit
import Foundation
@testable import UIKitCore

/// Every standard view describes itself out of the box, and what code sets replaces the standard description.
@MainActor @Suite(.serialized) struct StandardAccessibilityTests {
    @Test func plainViewIsNotAnElementAndHasNoTraits() {
        let view = UIView()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil)
        #expect(view.accessibilityTraits == .none)
    }

    @Test func labelIsStaticTextSayingItsText() {
        let label = UILabel()
        #expect(!label.isAccessibilityElement) // nothing to say yet
        label.text = "Volume"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Volume")
        #expect(label.accessibilityTraits == .staticText)
    }

    @Test func navigationBarTitleIsAHeader() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.pushItem(UINavigationItem(title: "Settings"), animated: false)
        bar.layoutIfNeeded()
        #expect(bar.titleLabel.accessibilityTraits.contains(.header))
        #expect(!bar.isAccessibilityElement)
    }

    @Test func buttonSaysItsTitleAndIsNotEnabledWhileDisabled() {
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Send")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])
    }

    @Test func activatingAButtonRunsItsAction() {
        let button = UIButton(type: .system)
        var presses = 0
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
        #expect(button.accessibilityActivate())
        #expect(presses == 1)
        button.isEnabled = false
        #expect(!button.accessibilityActivate())
        #expect(presses == 1)
    }

    @Test func switchIsAToggleWhoseValueIsOneOrZero() {
        let toggle = UISwitch()
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        #expect(toggle.accessibilityValue == "0")
        #expect(toggle.accessibilityTraits.contains(.toggleButton))
        #expect(toggle.accessibilityActivate())
        #expect(toggle.isOn)
        #expect(toggle.accessibilityValue == "1")
        #expect(changes == 1)
    }

    @Test func sliderIsAdjustableByTenthsOfItsRange() {
        let slider = UISlider()
        slider.minimumValue = 0
        slider.maximumValue = 200
        slider.value = 100
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        #expect(slider.accessibilityTraits == .adjustable)
        #expect(slider.accessibilityValue == "50%")
        slider.accessibilityIncrement()
        #expect(slider.value == 120)
        slider.accessibilityDecrement()
        slider.accessibilityDecrement()
        #expect(slider.value == 80)
        #expect(changes == 3)
        slider.isEnabled = false
        slider.accessibilityIncrement()
        #expect(slider.value == 80)
    }

    @Test func stepperStepsAndSaysItsNumber() {
        let stepper = UIStepper()
        stepper.maximumValue = 10
        stepper.stepValue = 2
        #expect(stepper.accessibilityTraits == .adjustable)
        stepper.accessibilityIncrement()
        #expect(stepper.value == 2)
        #expect(stepper.accessibilityValue == "2")
        stepper.accessibilityDecrement()
        stepper.accessibilityDecrement()
        #expect(stepper.value == 0)
    }

    @Test func textFieldSaysPlaceholderAndTextButNotSecureText() {
        let field = UITextField()
        field.placeholder = "Name"
        field.text = "Ada"
        #expect(field.accessibilityLabel == "Name")
        #expect(field.accessibilityValue == "Ada")
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "•••")
    }

    @Test func imageViewIsAnImageButNotAnElementUntilLabelled() {
        let image = UIImageView()
        #expect(!image.isAccessibilityElement)
        #expect(image.accessibilityTraits == .image)
        image.isAccessibilityElement = true
        image.accessibilityLabel = "Logo"
        #expect(image.isAccessibilityElement)
        #expect(image.accessibilityLabel == "Logo")
    }

    @Test func progressSaysItsPercentage() {
        let progress = UIProgressView()
        progress.progress = 0.25
        #expect(progress.accessibilityValue == "25%")
        #expect(progress.accessibilityTraits == .updatesFrequently)
    }

    @Test func setValuesReplaceTheStandardDescription() {
        let toggle = UISwitch()
        toggle.accessibilityLabel = "Wi-Fi"
        toggle.accessibilityValue = "off"
        toggle.accessibilityTraits = .button
        toggle.accessibilityHint = "Turns the radio on"
        #expect(toggle.accessibilityLabel == "Wi-Fi")
        #expect(toggle.accessibilityValue == "off")
        #expect(toggle.accessibilityTraits == .button)
        #expect(toggle.accessibilityHint == "Turns the radio on")
        toggle.isAccessibilityElement = false
        #expect(!toggle.isAccessibilityElement)
    }

    final class Gauge: UIView {
        override var accessibilityLabel: String? { get { "Gauge" } set {} }
        override var isAccessibilityElement: Bool { get { true } set {} }
    }

    @Test func subclassOverridesAreWhatTheTreeReads() throws {
        let gauge = Gauge()
        let tree = AccessibilityTree()
        let node = try #require(tree.node(tree.id(for: gauge)))
        #expect(node.name == "Gauge")
    }

    @Test func segmentedControlListsItsSegmentsAsSelectableButtons() throws {
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        segments.selectedSegmentIndex = 1
        var changes = 0
        segments.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        #expect(!segments.isAccessibilityElement)
        let tree = AccessibilityTree()
        let children = tree.children(of: tree.id(for: segments))
        #expect(children.count == 3)
        let names = children.compactMap { tree.node($0)?.name }
        #expect(names == ["Day", "Week", "Month"])
        #expect(tree.selectedChildren(of: tree.id(for: segments)) == [children[1]])
        #expect(tree.node(children[0])?.role == .pageTab)
        #expect(tree.selectChild(at: 2, of: tree.id(for: segments)))
        #expect(segments.selectedSegmentIndex == 2)
        #expect(changes == 1)
        // The same segments keep their ids.
        #expect(tree.children(of: tree.id(for: segments)) == children)
    }

    @Test func containerMethodsAnswerFromAccessibilityElements() {
        let view = UIView()
        let first = UIAccessibilityElement(accessibilityContainer: view)
        let second = UIAccessibilityElement(accessibilityContainer: view)
        #expect(view.accessibilityElementCount() == 0)
        view.accessibilityElements = [first, second]
        #expect(view.accessibilityElementCount() == 2)
        #expect(view.accessibilityElement(at: 1) as AnyObject? === second)
        #expect(view.accessibilityElement(at: 2) == nil)
        #expect(view.accessibilityElement(at: -1) == nil)
        #expect(view.index(ofAccessibilityElement: second) == 1)
        #expect(view.index(ofAccessibilityElement: UIView()) == NSNotFound)
    }

    @Test func elementFrameFollowsItsContainerView() {
        let (window, _) = EventTestEnvironment.makeWindow(size: CGSize(width: 400, height: 300))
        window.frame.origin = CGPoint(x: 100, y: 50)
        let chart = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        window.addSubview(chart)
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityFrameInContainerSpace = CGRect(x: 5, y: 5, width: 20, height: 80)
        #expect(bar.accessibilityFrame == CGRect(x: 115, y: 75, width: 20, height: 80))
        #expect(bar.accessibilityActivationPoint == CGPoint(x: 125, y: 115))
        #expect(chart.accessibilityFrame == CGRect(x: 110, y: 70, width: 200, height: 100))
        window.isHidden = true
    }

    @Test func convertingANonFiniteRectLogsAndGivesZero() {
        let view = UIView()
        var result = CGRect.null
        let lines = AccessibilityTestSupport.captureLog("UIAccessibility") {
            result = UIAccessibility.convertToScreenCoordinates(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), in: view)
        }
        #expect(result == .zero)
        #expect(lines.count == 1)
    }

    @Test func customActionRunsItsHandlerOrLogsAMissingSelector() {
        var ran = false
        let handled = UIAccessibilityCustomAction(name: "Archive") { _ in ran = true; return true }
        #expect(handled.perform())
        #expect(ran)
        let receiver = UIView() // the target is weak, as UIKit's
        let unregistered = UIAccessibilityCustomAction(name: "Delete", target: receiver, selector: Selector("deleteIt:"))
        var result = true
        let lines = AccessibilityTestSupport.captureLog("") { result = unregistered.perform() }
        #expect(!result)
        #expect(lines.contains { $0.contains("deleteIt:") }, "\(lines)")
        withExtendedLifetime(receiver) {}
    }
}
