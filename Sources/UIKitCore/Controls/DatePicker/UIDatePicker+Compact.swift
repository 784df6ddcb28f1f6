import Foundation

/// The compact style: the date as text in a rounded fill (date and time side by side), and its popup.
extension UIDatePicker {
    var formatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale ?? .current
        formatter.calendar = effectiveCalendar
        formatter.timeZone = timeZone ?? .current
        switch datePickerMode {
        case .time: formatter.dateStyle = .none; formatter.timeStyle = .short
        case .date: formatter.dateStyle = .medium; formatter.timeStyle = .none
        case .dateAndTime: formatter.dateStyle = .medium; formatter.timeStyle = .short
        case .yearAndMonth: formatter.setLocalizedDateFormatFromTemplate("MMMMyyyy")
        case .countDownTimer: formatter.dateStyle = .none; formatter.timeStyle = .short
        }
        return formatter
    }

    var compactText: String { formatter.string(from: date) }

    static let compactAttributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]

    var compactSize: CGSize {
        let text = compactText.size(withAttributes: Self.compactAttributes)
        return CGSize(width: ceil(text.width) + 24, height: 34)
    }

    func drawCompact() {
        let pill = CGRect(origin: .zero, size: CGSize(width: min(bounds.width, compactSize.width), height: min(bounds.height, 34)))
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: pill, cornerRadius: 6).fill()
        let color: UIColor = !isEnabled ? .tertiaryLabel : (popup != nil ? tintColor : .label)
        let text = compactText
        let size = text.size(withAttributes: Self.compactAttributes)
        text.draw(at: CGPoint(x: pill.midX - size.width / 2, y: pill.midY - size.height / 2),
                  withAttributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: color])
    }

    func openPopup() {
        guard popup == nil, let window else { return }
        popup = CompactDatePickerPopup.show(for: self, in: window)
        setNeedsDisplay()
    }

    func popupDidClose() {
        popup = nil
        setNeedsDisplay()
    }
}

/// A compact picker's popup: wheels in a card under the picker; changes on them go straight to the picker.
@MainActor final class CompactDatePickerPopup: ControlPopup {
    let picker = UIDatePicker()

    static func show(for owner: UIDatePicker, in window: UIWindow) -> CompactDatePickerPopup {
        let popup = CompactDatePickerPopup(owner: owner, cardSize: CGSize(width: 320, height: UIPickerView.defaultHeight + 16),
                                           in: window)
        popup.onClose = { [weak owner] in owner?.popupDidClose() }
        let picker = popup.picker
        picker.preferredDatePickerStyle = .wheels
        picker.datePickerMode = owner.datePickerMode
        picker.locale = owner.locale
        picker.calendar = owner.calendar
        picker.timeZone = owner.timeZone
        picker.minuteInterval = owner.minuteInterval
        picker.minimumDate = owner.minimumDate
        picker.maximumDate = owner.maximumDate
        picker.date = owner.date
        picker.addAction(UIAction { [weak owner, weak picker] _ in
            guard let owner, let picker else { return }
            owner.changeDateByUser(to: picker.date)
        }, for: .valueChanged)
        picker.frame = popup.card.bounds.insetBy(dx: 0, dy: 8)
        popup.card.addSubview(picker)
        window.focusSystem.requestFocusUpdate(to: picker.picker)
        return popup
    }
}
