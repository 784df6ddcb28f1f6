import Testing
import UIKit
import Foundation
@testable import UIKitCore

@MainActor final class PickerModel: UIPickerViewDataSource, UIPickerViewDelegate {
    var counts = [10, 3]
    var selections: [String] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { counts.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { counts[component] }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "\(component)-\(row)"
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component):\(row)")
    }
}

@MainActor @Suite(.serialized) struct PickerViewTests {
    private func makePicker() -> (UIWindow, EventSynthesizer, UIPickerView, PickerModel) {
        let (window, input) = EventTestEnvironment.makeWindow(size: CGSize(width: 320, height: 300))
        let model = PickerModel()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = model
        picker.delegate = model
        window.addSubview(picker)
        return (window, input, picker, model)
    }

    @Test func selectionInCodeIsCheckedAndTellsNobody() {
        let (_, _, picker, model) = makePicker()
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 1) == 3)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        picker.selectRow(7, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 7 && model.selections.isEmpty)
        let (_, lines) = capturingUIKitLog {
            picker.selectRow(3, inComponent: 1, animated: true)
            picker.selectRow(0, inComponent: 5, animated: false)
            _ = picker.selectedRow(inComponent: -1)
        }
        #expect(lines.count == 3 && picker.selectedRow(inComponent: 1) == 0)
        model.counts = [4, 0]
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == 3 && picker.selectedRow(inComponent: 1) == -1)
        #expect(picker.rowSize(forComponent: 0).height == 32)
    }

    @Test func draggingAndTheWheelTurnAWheelAndTellTheDelegate() {
        let (_, input, picker, model) = makePicker()
        let column = picker.componentFrames()[0]
        input.drag(from: CGPoint(x: column.midX, y: 150), to: CGPoint(x: column.midX, y: 150 - 64), steps: 8)
        #expect(picker.selectedRow(inComponent: 0) == 2 && model.selections == ["0:2"])
        input.advance(by: 1)
        input.scroll(at: CGPoint(x: picker.componentFrames()[1].midX, y: 100), by: CGVector(dx: 0, dy: -120), kind: .discrete,
                     phase: .changed)
        #expect(picker.selectedRow(inComponent: 1) == 1 && model.selections.last == "1:1")
        input.advance(by: 1)
        input.scroll(at: CGPoint(x: picker.componentFrames()[1].midX, y: 100), by: CGVector(dx: 0, dy: 5), kind: .discrete,
                     phase: .changed)
        #expect(picker.selectedRow(inComponent: 1) == 0)
    }

    @Test func aFocusedPickerTurnsWithTheArrowKeys() {
        let (window, input, picker, model) = makePicker()
        // Keys go to the key window, starting at the first responder: this window, and no one editing.
        _ = UIResponder.currentFirstResponder?.resignFirstResponder()
        window.makeKey()
        window.focusSystem.requestFocusUpdate(to: picker)
        #expect(picker.isFocused)
        input.key(.keyboardDownArrow, characters: "UIKeyInputDownArrow", repeats: 2)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        input.key(.keyboardRightArrow, characters: "UIKeyInputRightArrow")
        input.key(.keyboardDownArrow, characters: "UIKeyInputDownArrow", repeats: 5)
        #expect(picker.selectedRow(inComponent: 1) == 2 && model.selections.last == "1:2")
    }
}
