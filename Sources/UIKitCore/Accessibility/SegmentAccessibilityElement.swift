/// One segment of a segmented control, described from the control each time it is asked.
@MainActor final class SegmentAccessibilityElement: UIAccessibilityElement {
    private weak var control: UISegmentedControl?
    let index: Int

    init(control: UISegmentedControl, index: Int) {
        self.control = control
        self.index = index
        super.init(accessibilityContainer: control)
    }

    override var accessibilityLabel: String? {
        get { control?.titleForSegment(at: index) }
        set { super.accessibilityLabel = newValue }
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            guard let control else { return .button }
            var traits: UIAccessibilityTraits = .button
            if control.selectedSegmentIndex == index { traits.insert(.selected) }
            if !control.isEnabled || !control.isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }
    override var accessibilityFrame: CGRect {
        get {
            guard let control else { return .zero }
            let frames = control.segmentFrames()
            guard frames.indices.contains(index) else { return .zero }
            return UIAccessibility.convertToScreenCoordinates(frames[index], in: control)
        }
        set { super.accessibilityFrame = newValue }
    }
    override func accessibilityActivate() -> Bool {
        guard let control, control.isEnabled, control.isEnabledForSegment(at: index) else { return false }
        control.selectByUser(index)
        return true
    }
}
