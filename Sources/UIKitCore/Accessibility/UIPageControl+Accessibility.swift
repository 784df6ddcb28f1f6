/// A page control is adjustable: its value is "page N of M", and increment and decrement turn the page.
extension UIPageControl: StandardAccessibility {
    var standardAccessibilityValue: String? { "page \(currentPage + 1) of \(numberOfPages)" }
    var standardAccessibilityTraits: UIAccessibilityTraits { .adjustable }
    func standardAccessibilityAdjust(by direction: Int) {
        let page = currentPage + direction
        guard page >= 0, page < numberOfPages else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }
}
