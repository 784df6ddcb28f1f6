import Testing
import UIKit
import Foundation
@testable import UIKitCore

/// The tree a bridge reads: windows under the application, elements and containers under them with plain views
/// flattened away, stable ids, roles, states, extents, and requests for elements that went away.
@MainActor @Suite(.serialized) struct AccessibilityTreeTests {
    struct Screen {
        let window: UIWindow
        let input: EventSynthesizer
        let button: UIButton
        let toggle: UISwitch
        let field: UITextField
        let slider: UISlider
    }

    private func makeScreen() -> Screen {
        let (window, input) = EventTestEnvironment.makeWindow(size: CGSize(width: 400, height: 300))
        _ = UIResponder.currentFirstResponder?.resignFirstResponder()
        window.makeKey()
        window.frame.origin = CGPoint(x: 30, y: 40)
        let layout = UIView(frame: window.bounds) // a plain layout view: flattened away
        window.addSubview(layout)
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        let toggle = UISwitch(frame: CGRect(x: 100, y: 10, width: 0, height: 0))
        let field = UITextField(frame: CGRect(x: 10, y: 60, width: 200, height: 30))
        field.placeholder = "Name"
        let slider = UISlider(frame: CGRect(x: 10, y: 100, width: 200, height: 30))
        for view in [button, toggle, field, slider] as [UIView] { layout.addSubview(view) }
        let hidden = UIButton(type: .system)
        hidden.setTitle("Hidden", for: .normal)
        hidden.isHidden = true
        layout.addSubview(hidden)
        let decoration = UIView(frame: CGRect(x: 0, y: 200, width: 10, height: 10))
        layout.addSubview(decoration)
        return Screen(window: window, input: input, button: button, toggle: toggle, field: field, slider: slider)
    }

    private func finish(_ screen: Screen) {
        _ = UIResponder.currentFirstResponder?.resignFirstResponder()
        screen.window.isHidden = true
    }

    @Test func windowsAreTheApplicationsChildrenAndPlainViewsAreFlattened() throws {
        let screen = makeScreen()
        defer { finish(screen) }
        let tree = AccessibilityTree.shared
        let windowID = tree.id(for: screen.window)
        #expect(tree.children(of: .application).contains(windowID))
        let children = tree.children(of: windowID)
        #expect(children == [screen.button, screen.toggle, screen.field, screen.slider].map { tree.id(for: $0) })
        #expect(tree.parent(of: tree.id(for: screen.slider)) == windowID)
        #expect(tree.parent(of: windowID) == .application)
        #expect(tree.node(windowID)?.role == .window)
        #expect(tree.node(windowID)?.name == screen.window.desktopTitle)
        #expect(tree.indexInParent(of: tree.id(for: screen.field)) == 2)
    }

    @Test func rolesStatesAndScreenExtents() throws {
        let screen = makeScreen()
        defer { finish(screen) }
        let tree = AccessibilityTree.shared
        let button = try #require(tree.node(tree.id(for: screen.button)))
        #expect(button.role == .pushButton)
        #expect(button.name == "OK")
        #expect(button.states.isSuperset(of: [.enabled, .sensitive, .showing, .visible, .focusable]))
        #expect(button.frame == CGRect(x: 40, y: 50, width: 80, height: 40))
        #expect(button.actions == ["press"])
        screen.toggle.setOn(true, animated: false)
        let toggle = try #require(tree.node(tree.id(for: screen.toggle)))
        #expect(toggle.role == .toggleButton)
        #expect(toggle.states.isSuperset(of: [.checkable, .checked]))
        let field = try #require(tree.node(tree.id(for: screen.field)))
        #expect(field.role == .textField)
        #expect(field.states.isSuperset(of: [.editable, .singleLine, .focusable]))
        #expect(field.isTextElement)
        let slider = try #require(tree.node(tree.id(for: screen.slider)))
        #expect(slider.role == .slider)
        #expect(slider.actions == ["increment", "decrement"])
        #expect(slider.numericValue == AccessibilityNumericValue(current: 0, minimum: 0, maximum: 1, increment: 0.1))
        screen.button.isEnabled = false
        #expect(tree.node(tree.id(for: screen.button))?.states.contains(.enabled) == false)
    }

    @Test func idsAreStableAndDieWithTheirElements() {
        let tree = AccessibilityTree()
        var view: UIButton? = UIButton(type: .system)
        let id = tree.id(for: view!)
        #expect(tree.id(for: view!) == id)
        view = nil
        #expect(tree.object(for: id) == nil)
        #expect(tree.node(id) == nil)
        #expect(tree.children(of: id).isEmpty)
        #expect(!tree.performAction(0, on: id))
        #expect(!tree.setNumericValue(1, of: id))
        #expect(tree.text(of: id) == nil)
        #expect(!tree.grabFocus(id))
        // A later element never inherits the dead id.
        let other = UIButton(type: .system)
        #expect(tree.id(for: other) != id)
    }

    @Test func hiddenSubtreesAndModalSiblingsAreLeftOut() {
        let screen = makeScreen()
        defer { finish(screen) }
        let tree = AccessibilityTree.shared
        let windowID = tree.id(for: screen.window)
        screen.field.accessibilityElementsHidden = true
        #expect(!tree.children(of: windowID).contains(tree.id(for: screen.field)))
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        sheet.accessibilityViewIsModal = true
        let sheetButton = UIButton(type: .system)
        sheetButton.setTitle("Close", for: .normal)
        sheet.addSubview(sheetButton)
        screen.window.addSubview(sheet)
        #expect(tree.children(of: windowID) == [tree.id(for: sheet)])
        #expect(tree.node(tree.id(for: sheet))?.states.contains(.modal) == true)
        #expect(tree.children(of: tree.id(for: sheet)) == [tree.id(for: sheetButton)])
    }

    @Test func actionsPressToggleAdjustAndRunCustomActions() throws {
        let screen = makeScreen()
        defer { finish(screen) }
        let tree = AccessibilityTree.shared
        var pressed = 0
        screen.button.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
        var archived = 0
        screen.button.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Archive") { _ in archived += 1; return true }]
        let buttonID = tree.id(for: screen.button)
        #expect(tree.node(buttonID)?.actions == ["press", "Archive"])
        #expect(tree.performAction(0, on: buttonID))
        #expect(tree.performAction(1, on: buttonID))
        #expect(pressed == 1 && archived == 1)
        let lines = AccessibilityTestSupport.captureLog("accessibility action") { #expect(!tree.performAction(7, on: buttonID)) }
        #expect(lines.count == 1)
        #expect(tree.performAction(0, on: tree.id(for: screen.toggle)))
        #expect(screen.toggle.isOn)
        #expect(tree.performAction(0, on: tree.id(for: screen.slider)))
        #expect(screen.slider.value == 0.1)
    }

    @Test func settingANumericValueMovesTheSliderAsTheUserWould() {
        let screen = makeScreen()
        defer { finish(screen) }
        let tree = AccessibilityTree.shared
        var changes = 0
        screen.slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        #expect(tree.setNumericValue(0.75, of: tree.id(for: screen.slider)))
        #expect(screen.slider.value == 0.75)
        #expect(changes == 1)
        #expect(tree.setNumericValue(7, of: tree.id(for: screen.slider)))
        #expect(screen.slider.value == 1) // clamped, as a drag would
        let lines = AccessibilityTestSupport.captureLog("accessibility value") {
            #expect(!tree.setNumericValue(.nan, of: tree.id(for: screen.slider)))
        }
        #expect(lines.count == 1)
        #expect(!tree.setNumericValue(1, of: tree.id(for: screen.button)))
    }

    @Test func textIsReadAndEditedThroughTheFieldsOwnPath() throws {
        let screen = makeScreen()
        defer { finish(screen) }
        let tree = AccessibilityTree.shared
        let fieldID = tree.id(for: screen.field)
        var editingChanges = 0
        screen.field.addAction(UIAction { _ in editingChanges += 1 }, for: .editingChanged)
        #expect(tree.setTextContents("Hello", of: fieldID))
        #expect(screen.field.text == "Hello")
        #expect(tree.replaceText(in: NSRange(location: 5, length: 0), with: " world", of: fieldID))
        #expect(tree.replaceText(in: NSRange(location: 0, length: 1), with: "J", of: fieldID))
        #expect(screen.field.text == "Jello world")
        #expect(editingChanges == 3)
        #expect(tree.selectText(NSRange(location: 1, length: 3), of: fieldID))
        let text = try #require(tree.text(of: fieldID))
        #expect(text.text == "Jello world")
        #expect(text.selection == NSRange(location: 1, length: 3))
        let lines = AccessibilityTestSupport.captureLog("accessibility text edit") {
            #expect(!tree.replaceText(in: NSRange(location: 50, length: 2), with: "x", of: fieldID))
        }
        #expect(lines.count == 1)
        #expect(screen.field.text == "Jello world")
    }

    @Test func tenThousandElementsInOneContainer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.accessibilityElements = (0..<10_000).map { index in
            let element = UIAccessibilityElement(accessibilityContainer: view)
            element.accessibilityLabel = "Item \(index)"
            return element
        }
        let tree = AccessibilityTree()
        let children = tree.children(of: tree.id(for: view))
        #expect(children.count == 10_000)
        #expect(Set(children).count == 10_000)
        #expect(tree.node(children[9_999])?.name == "Item 9999")
        #expect(tree.parent(of: children[42]) == tree.id(for: view))
    }
}
