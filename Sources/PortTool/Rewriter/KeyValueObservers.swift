import SwiftSyntax

/// `override func observeValue(forKeyPath:of:change:context:)` in a class that is no UIKit responder.
///
/// On iOS every NSObject inherits the method from Foundation's NSKeyValueObserving category. Linux Swift cannot
/// override a method an extension declares, so UIKit declares it in `UIResponder`'s body (views, controllers and the
/// app delegate override it there) and other observers take the `NSKeyValueObserving` protocol: the rewrite drops
/// `override`, adds the conformance, and turns `super.observeValue(...)` into NSObject's default behaviour (which
/// reports the unhandled change, as Foundation raises for it).
struct KeyValueObserverSite {
    /// The class (or extended type) that declares the method.
    let owner: String
    /// Where the method's declaration starts (its `super` calls are found inside it).
    let function: Int
    let overrideModifier: Range<Int>
    /// `super.observeValue` callees in the method's body.
    var superCalls: [Range<Int>] = []

    static func isObserveValue(_ node: FunctionDeclSyntax) -> Bool {
        node.name.text == "observeValue"
            && node.signature.parameterClause.parameters.first?.firstName.text == "forKeyPath"
    }

    static func superCall(in node: FunctionCallExprSyntax) -> Range<Int>? {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "observeValue",
              member.base?.is(SuperExprSyntax.self) == true else { return nil }
        return member.positionAfterSkippingLeadingTrivia.utf8Offset..<member.endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// The class names whose instances are UIKit responders, which declare the method for subclasses to override:
    /// the responder itself, views, windows, view controllers (not presentation controllers, which are NSObjects),
    /// the application and scenes.
    static func isUIKitResponder(_ name: String) -> Bool {
        let bare = name.hasPrefix("UIKit.") ? String(name.dropFirst("UIKit.".count)) : name
        guard bare.hasPrefix("UI") else { return false }
        if bare == "UIResponder" || bare == "UIApplication" || bare.hasSuffix("Scene") { return true }
        if bare.hasSuffix("PresentationController") || bare.hasSuffix("InteractionController") { return false }
        return ["View", "Cell", "Window", "Controller", "Bar", "Button", "Label", "Field", "Control", "Switch",
                "Slider", "Stepper", "Picker", "Well", "Indicator"].contains { bare.hasSuffix($0) }
    }

    func edits() -> [TextEdit] {
        [TextEdit(start: overrideModifier.lowerBound, end: overrideModifier.upperBound, replacement: "")]
            + superCalls.map { TextEdit(start: $0.lowerBound, end: $0.upperBound, replacement: "NSKeyValueObservingDefault.observeValue") }
    }
}
