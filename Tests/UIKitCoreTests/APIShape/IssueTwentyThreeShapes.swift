import Foundation
import Testing
import UIKit

// Issue 23's declarations used as iOS code uses them: if one drifts from UIKit's shape this file stops compiling.
// No `@testable`: only what an app sees.

/// `contentView` is an open, read-only property, as UIKit declares it: a subclass may override it.
final class ShapeEffectView: UIVisualEffectView {
    let replacement = UIView()
    override var contentView: UIView { replacement }
}

@MainActor @Suite struct IssueTwentyThreeShapes {
    @Test func visualEffectViewContentViewIsOverridable() {
        let plain = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        let content: UIView = plain.contentView
        #expect(content.superview === plain, "the effect view's own content view fills it")
        let custom = ShapeEffectView(effect: nil)
        #expect(custom.contentView === custom.replacement)
    }
}
