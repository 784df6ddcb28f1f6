@testable import UIKitCore

/// A 400 × 300 root view (translating its frame, as views made in code do) and constraint-positioned subviews.
@MainActor func layoutRoot() -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
}

/// A subview of `parent` positioned by constraints only.
@MainActor func constrainedSubview(of parent: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}
