/// A slider is adjustable: its value is a percentage of its range, and each increment or decrement moves it a tenth
/// of the range, as UIKit's does.
extension UISlider: StandardAccessibility {
    var standardAccessibilityValue: String? {
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? (value - minimumValue) / range : 0
        return "\(Int((fraction * 100).rounded()))%"
    }
    var standardAccessibilityTraits: UIAccessibilityTraits { .adjustable }
    func standardAccessibilityAdjust(by direction: Int) { stepByUser(Float(direction * 2)) }
}
