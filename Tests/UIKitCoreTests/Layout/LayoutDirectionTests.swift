import Foundation
import Testing
@testable import UIKitCore

/// Right-to-left layouts: leading and trailing, directional margins, stack views and the visual format flip with
/// the direction of the view they name; forced directions pass down to subviews.
@MainActor @Suite(.serialized) struct LayoutDirectionTests {
    /// A 100 × 20 view 10 points from the leading edge of a 400-point root, in `direction`.
    func leadingPinnedView(in root: UIView) -> UIView {
        let view = constrainedSubview(of: root)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 20),
        ])
        return view
    }

    @Test func leadingIsTheRightEdgeInARightToLeftView() {
        let root = layoutRoot()
        let view = leadingPinnedView(in: root)
        root.layoutIfNeeded()
        #expect(view.frame.minX == 10, "left to right by default")

        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft, "a forced direction passes down")
        #expect(view.frame == CGRect(x: 290, y: 0, width: 100, height: 20), "10 points from the right edge")

        root.semanticContentAttribute = .unspecified
        root.layoutIfNeeded()
        #expect(view.frame.minX == 10, "and back")
    }

    @Test func leftAndRightNeverFlip() {
        let root = layoutRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let view = constrainedSubview(of: root)
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10), view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.minX == 10)
    }

    @Test func theApplicationsDirectionIsEveryUnforcedViewsDirection() {
        defer { UIApplication.layoutDirectionOverride = nil }
        let root = layoutRoot()
        let view = leadingPinnedView(in: root)
        UIApplication.layoutDirectionOverride = .rightToLeft
        root.layoutDirectionDidChange()
        root.layoutIfNeeded()
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
        #expect(view.frame.minX == 290)
        view.semanticContentAttribute = .playback
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight, "playback controls stay left to right")
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .leftToRight) == .leftToRight)
    }

    @Test func theDirectionComesFromTheLanguageOrTheDebuggingDefaults() throws {
        let defaults = try #require(UserDefaults(suiteName: "LayoutDirectionTests-\(UUID().uuidString)"))
        #expect(UIApplication.layoutDirection(defaults: defaults, preferredLanguages: ["ar-EG"]) == .rightToLeft)
        #expect(UIApplication.layoutDirection(defaults: defaults, preferredLanguages: ["he"]) == .rightToLeft)
        #expect(UIApplication.layoutDirection(defaults: defaults, preferredLanguages: ["fr-CA", "ar"]) == .leftToRight)
        #expect(UIApplication.layoutDirection(defaults: defaults, preferredLanguages: []) == .leftToRight)
        defaults.set(true, forKey: "AppleTextDirection")
        defaults.set(true, forKey: "NSForceRightToLeftWritingDirection")
        #expect(UIApplication.layoutDirection(defaults: defaults, preferredLanguages: ["en"]) == .rightToLeft,
                "Xcode's right-to-left pseudolanguage")
    }

    @Test func directionalMarginsTurnAroundWithTheDirection() {
        let root = layoutRoot()
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
        let view = constrainedSubview(of: root)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.minX == 30 && view.frame.maxX == 395)
        #expect(root.layoutMargins.left == 30)
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(root.layoutMargins == UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 30))
        #expect(root.directionalLayoutMargins.leading == 30)
        #expect(view.frame.minX == 5 && view.frame.maxX == 370, "leading margin on the right")

        root.layoutMargins = UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 2)
        #expect(root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 1),
                "physical margins read back by direction")
    }

    @Test func aHorizontalStackViewArrangesFromTheRightInARightToLeftLayout() {
        let root = layoutRoot()
        let first = UIView(), second = UIView()
        for view in [first, second] {
            view.translatesAutoresizingMaskIntoConstraints = false
            view.widthAnchor.constraint(equalToConstant: 50).isActive = true
        }
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 290, y: 0, width: 110, height: 20))
        #expect(first.frame.minX == 60 && second.frame.minX == 0, "the first arranged view is the rightmost")
    }

    @Test func theVisualFormatFollowsTheDirectionUnlessToldLeftToRight() {
        let root = layoutRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let a = constrainedSubview(of: root), b = constrainedSubview(of: root)
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-(10)-[a(40)]", metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-(10)-[b(40)]",
                                                                   options: .directionLeftToRight, metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(5)]-[b(5)]", metrics: nil, views: views))
        root.layoutIfNeeded()
        #expect(a.frame.minX == 350)
        #expect(b.frame.minX == 10)
    }
}
