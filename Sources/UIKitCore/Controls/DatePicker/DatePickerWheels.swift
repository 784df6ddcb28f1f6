import Foundation

/// The wheels behind a date picker: the components its mode needs, named by its calendar and locale, kept in step
/// with its date, and turned back into a date when the user spins one.
@MainActor final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    enum Wheel { case month, day, year, dayOfYear, hour, minute, hours, minutes }

    private unowned let owner: UIDatePicker
    private(set) var wheels: [Wheel] = []
    /// The years the year wheel offers, and the days the day-and-time wheel offers around `dayAnchor`.
    private var years: ClosedRange<Int> = 1900...2100
    private var dayAnchor = Date()
    static let dayRange = -1000...1000

    init(owner: UIDatePicker) {
        self.owner = owner
    }

    private var calendar: Calendar { owner.effectiveCalendar }

    func rebuild() {
        switch owner.datePickerMode {
        case .date: wheels = [.month, .day, .year]
        case .yearAndMonth: wheels = [.month, .year]
        case .time: wheels = [.hour, .minute]
        case .dateAndTime: wheels = [.dayOfYear, .hour, .minute]
        case .countDownTimer: wheels = [.hours, .minutes]
        }
        let minimumYear = owner.minimumDate.map { calendar.component(.year, from: $0) } ?? 1900
        let maximumYear = owner.maximumDate.map { calendar.component(.year, from: $0) } ?? 2100
        years = min(minimumYear, maximumYear)...max(minimumYear, maximumYear, minimumYear)
        dayAnchor = calendar.startOfDay(for: owner.date)
        owner.picker.reloadAllComponents()
        sync()
    }

    /// Turns each wheel to show the owner's date (or duration).
    func sync(animated: Bool = false) {
        guard owner.picker.numberOfComponents == wheels.count else { return }
        for (component, wheel) in wheels.enumerated() {
            let row = row(for: wheel)
            if (0..<owner.picker.numberOfRows(inComponent: component)).contains(row),
               owner.picker.selectedRow(inComponent: component) != row {
                owner.picker.selectRow(row, inComponent: component, animated: animated)
            }
        }
    }

    private func row(for wheel: Wheel) -> Int {
        let date = owner.date, calendar = self.calendar
        switch wheel {
        case .month: return calendar.component(.month, from: date) - 1
        case .day: return calendar.component(.day, from: date) - 1
        case .year: return calendar.component(.year, from: date) - years.lowerBound
        case .dayOfYear:
            let days = calendar.dateComponents([.day], from: dayAnchor, to: calendar.startOfDay(for: date)).day ?? 0
            return days - Self.dayRange.lowerBound
        case .hour: return calendar.component(.hour, from: date)
        case .minute: return calendar.component(.minute, from: date) / owner.minuteInterval
        case .hours: return Int(owner.countDownDuration) / 3600
        case .minutes: return (Int(owner.countDownDuration) % 3600) / 60 / owner.minuteInterval
        }
    }

    // MARK: Data source and delegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { wheels.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        switch wheels[component] {
        case .month: calendar.monthSymbols.count
        case .day: 31
        case .year: years.count
        case .dayOfYear: Self.dayRange.count
        case .hour, .hours: 24
        case .minute, .minutes: 60 / owner.minuteInterval
        }
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        let total = max(pickerView.bounds.width - 16, 0)
        switch (wheels[component], wheels.count) {
        case (.month, _), (.dayOfYear, _): return total * 0.42
        case (.day, _), (.hour, _), (.minute, _): return total * (wheels.count == 2 ? 0.45 : 0.24)
        default: return total * (wheels.count == 2 ? 0.45 : 0.3)
        }
    }

    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        let wheel = wheels[component]
        let text: String
        switch wheel {
        case .month: text = calendar.monthSymbols[row]
        case .day: text = "\(row + 1)"
        case .year: text = "\(years.lowerBound + row)"
        case .dayOfYear:
            let day = calendar.date(byAdding: .day, value: row + Self.dayRange.lowerBound, to: dayAnchor) ?? dayAnchor
            if calendar.isDateInToday(day) {
                text = "Today"
            } else {
                let formatter = DateFormatter()
                formatter.locale = owner.locale ?? .current
                formatter.calendar = calendar
                formatter.timeZone = calendar.timeZone
                formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
                text = formatter.string(from: day)
            }
        case .hour: text = String(format: "%02d", row)
        case .minute: text = String(format: "%02d", row * owner.minuteInterval)
        case .hours: text = "\(row) hours"
        case .minutes: text = "\(row * owner.minuteInterval) min"
        }
        // Rows outside the limits show disabled (CTL-13).
        let color: UIColor = isOutsideLimits(wheel, row) ? .tertiaryLabel : .label
        return NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: color])
    }

    private func isOutsideLimits(_ wheel: Wheel, _ row: Int) -> Bool {
        guard owner.minimumDate != nil || owner.maximumDate != nil, owner.datePickerMode != .countDownTimer else { return false }
        let candidate = date(replacing: wheel, with: row)
        if let minimum = owner.minimumDate, candidate < minimum, wheel != .minute, wheel != .hour { return true }
        if let maximum = owner.maximumDate, candidate > maximum, wheel != .minute, wheel != .hour { return true }
        return false
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        let wheel = wheels[component]
        if owner.datePickerMode == .countDownTimer {
            let hours = wheel == .hours ? row : Int(owner.countDownDuration) / 3600
            let minutes = wheel == .minutes ? row * owner.minuteInterval : (Int(owner.countDownDuration) % 3600) / 60
            owner.changeDurationByUser(to: TimeInterval(hours * 3600 + minutes * 60))
            return
        }
        owner.changeDateByUser(to: date(replacing: wheel, with: row))
        pickerView.reloadComponent(component)
    }

    /// The owner's date with one wheel's part replaced (a day past the month's end becomes its last day).
    func date(replacing wheel: Wheel, with row: Int) -> Date {
        let calendar = self.calendar
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: owner.date)
        switch wheel {
        case .month: parts.month = row + 1
        case .day: parts.day = row + 1
        case .year: parts.year = years.lowerBound + row
        case .dayOfYear:
            let day = calendar.date(byAdding: .day, value: row + Self.dayRange.lowerBound, to: dayAnchor) ?? dayAnchor
            let dayParts = calendar.dateComponents([.year, .month, .day], from: day)
            parts.year = dayParts.year; parts.month = dayParts.month; parts.day = dayParts.day
        case .hour: parts.hour = row
        case .minute: parts.minute = row * owner.minuteInterval
        case .hours, .minutes: break
        }
        // Keep the day within the chosen month.
        if let year = parts.year, let month = parts.month, let day = parts.day,
           let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
           let days = calendar.range(of: .day, in: .month, for: first) {
            parts.day = min(day, days.count)
        }
        return calendar.date(from: parts) ?? owner.date
    }
}
