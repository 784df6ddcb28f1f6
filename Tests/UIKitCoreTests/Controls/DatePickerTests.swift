import Testing
import UIKit
import Foundation
@testable import UIKitCore

@MainActor @Suite(.serialized) struct DatePickerTests {
    private static var gmt: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT")!
        return calendar
    }

    private func day(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        Self.gmt.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    private func makeWheels(mode: UIDatePicker.Mode) -> (UIWindow, EventSynthesizer, UIDatePicker) {
        let (window, input) = EventTestEnvironment.makeWindow(size: CGSize(width: 360, height: 300))
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.calendar = Self.gmt
        picker.timeZone = TimeZone(identifier: "GMT")
        picker.locale = Locale(identifier: "en_US")
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = .wheels
        window.addSubview(picker)
        picker.layoutIfNeeded()
        return (window, input, picker)
    }

    @Test func limitsAndMinuteIntervalRules() {
        let (_, _, picker) = makeWheels(mode: .date)
        picker.minimumDate = day(1954, 1, 1)
        picker.maximumDate = day(1955, 1, 1)
        picker.date = day(1900, 6, 1)
        #expect(picker.date == day(1954, 1, 1))
        picker.date = day(2000, 1, 1)
        #expect(picker.date == day(1955, 1, 1))
        let (_, lines) = capturingUIKitLog {
            picker.minuteInterval = 7
            picker.minuteInterval = 45
            picker.date = Date(timeIntervalSinceReferenceDate: .nan)
        }
        #expect(picker.minuteInterval == 1 && lines.count == 3)
        picker.minuteInterval = 30
        picker.datePickerMode = .time
        #expect(picker.picker.numberOfRows(inComponent: 1) == 2)
        #expect(picker.datePickerStyle == .wheels)
        picker.preferredDatePickerStyle = .automatic
        #expect(picker.datePickerStyle == .compact && picker.canBecomeFocused)
    }

    @Test func theWheelsShowTheDateAndAUserSpinChangesItWithValueChanged() {
        let (_, _, picker) = makeWheels(mode: .date)
        picker.date = day(2024, 3, 31, 9, 15)
        let wheels = picker.picker
        #expect(wheels.numberOfComponents == 3)
        #expect(wheels.selectedRow(inComponent: 0) == 2 && wheels.selectedRow(inComponent: 1) == 30)
        let recorder = ControlEventRecorder(picker)
        // The user spins the month to February: 31 March becomes 29 February (2024 is a leap year), time kept.
        picker.wheels.pickerView(wheels, didSelectRow: 1, inComponent: 0)
        #expect(picker.date == day(2024, 2, 29, 9, 15) && recorder.events == ["value"])
        #expect(wheels.selectedRow(inComponent: 1) == 28)
        picker.date = day(2024, 5, 5)
        #expect(recorder.events == ["value"])
    }

    @Test func aSpinPastTheLimitSpringsBack() {
        let (_, input, picker) = makeWheels(mode: .date)
        picker.minimumDate = day(2020, 5, 10)
        picker.date = day(2020, 5, 12)
        let column = picker.picker.componentFrames()[1]
        // Drag the day wheel down three rows (to the 9th): it springs back to the 10th.
        input.drag(from: CGPoint(x: column.midX, y: 100), to: CGPoint(x: column.midX, y: 100 + 96), steps: 8)
        #expect(picker.date == day(2020, 5, 10))
        #expect(picker.picker.selectedRow(inComponent: 1) == 9)
    }

    @Test func countDownDurationIsWithinADayInIntervals() {
        let (_, _, picker) = makeWheels(mode: .countDownTimer)
        picker.minuteInterval = 5
        picker.countDownDuration = 72 * 60 + 40
        #expect(picker.countDownDuration == 70 * 60)
        #expect(picker.picker.selectedRow(inComponent: 0) == 1 && picker.picker.selectedRow(inComponent: 1) == 2)
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 86_400 - 300)
        picker.wheels.pickerView(picker.picker, didSelectRow: 3, inComponent: 0)
        #expect(picker.countDownDuration == 3 * 3600 + 55 * 60)
    }

    @Test func aCompactPickerOpensItsWheelsInAPopup() throws {
        let (window, input) = EventTestEnvironment.makeWindow(size: CGSize(width: 400, height: 400))
        let picker = UIDatePicker(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        picker.datePickerMode = .date
        picker.frame.size = picker.sizeThatFits(.zero)
        window.addSubview(picker)
        #expect(picker.datePickerStyle == .compact && picker.picker.isHidden)
        input.click(at: CGPoint(x: 30, y: 30))
        let popup = try #require(picker.popup)
        #expect(popup.superview === window && popup.picker.date == picker.date)
        let recorder = ControlEventRecorder(picker)
        popup.picker.wheels.pickerView(popup.picker.picker, didSelectRow: 0, inComponent: 2)
        #expect(picker.date == popup.picker.date && recorder.events == ["value"])
        input.advance(by: 1)
        input.click(at: CGPoint(x: 390, y: 390))
        #expect(picker.popup == nil && popup.superview == nil)
    }
}
