import Testing
@testable import UIKitCore

/// Constraints turned into frames: pinned edges, centring, multipliers, priorities, activation (AL-5..AL-10).
@MainActor @Suite(.serialized) struct ConstraintSolvingTests {
    @Test func pinnedEdgesGiveTheFrame() {
        let root = layoutRoot()
        let view = constrainedSubview(of: root)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 10, width: 360, height: 50))
    }

    @Test func centringAndMultipliers() {
        let root = layoutRoot()
        let view = constrainedSubview(of: root)
        NSLayoutConstraint.activate([
            view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 10),
            view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.25, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 100, y: 130, width: 200, height: 60))
    }

    @Test func aNonRequiredConstraintLosesToARequiredOne() {
        let root = layoutRoot()
        let view = constrainedSubview(of: root)
        let preferred = view.widthAnchor.constraint(equalToConstant: 200)
        preferred.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: root.leftAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10), preferred,
            view.widthAnchor.constraint(lessThanOrEqualToConstant: 120),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.width == 120)
        preferred.constant = 80
        root.layoutIfNeeded()
        #expect(view.frame.width == 80, "satisfiable again: the 999 constraint holds")
    }

    @Test func theHigherOfTwoOptionalPrioritiesWins() {
        let root = layoutRoot()
        let view = constrainedSubview(of: root)
        let low = view.widthAnchor.constraint(equalToConstant: 50)
        low.priority = .defaultLow
        let high = view.widthAnchor.constraint(equalToConstant: 70)
        high.priority = .defaultHigh
        NSLayoutConstraint.activate([view.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     view.topAnchor.constraint(equalTo: root.topAnchor),
                                     view.heightAnchor.constraint(equalToConstant: 10), low, high])
        root.layoutIfNeeded()
        #expect(view.frame.width == 70)
        high.priority = UILayoutPriority(100)
        root.layoutIfNeeded()
        #expect(view.frame.width == 50, "a priority change between optional levels re-solves")
    }

    @Test func siblingsChainAndTheItemInitializerWorksLikeAnchors() {
        let root = layoutRoot()
        let a = constrainedSubview(of: root), b = constrainedSubview(of: root)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left,
                               multiplier: 1, constant: 10),
            NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                               multiplier: 1, constant: 100),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 5), a.heightAnchor.constraint(equalToConstant: 20),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.widthAnchor.constraint(equalTo: a.widthAnchor),
            b.firstBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 5, width: 100, height: 20))
        #expect(b.frame == CGRect(x: 126, y: -15, width: 100, height: 40), "plain views' baselines are their bottoms")
    }

    @Test func nestedViewsAreSolvedInTheirSuperviewsCoordinates() {
        let root = layoutRoot()
        let outer = constrainedSubview(of: root)
        let inner = constrainedSubview(of: outer)
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            outer.widthAnchor.constraint(equalToConstant: 200), outer.heightAnchor.constraint(equalToConstant: 100),
            inner.trailingAnchor.constraint(equalTo: outer.trailingAnchor, constant: -10),
            inner.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -170),
            inner.widthAnchor.constraint(equalToConstant: 30), inner.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(outer.frame == CGRect(x: 50, y: 40, width: 200, height: 100))
        #expect(inner.frame == CGRect(x: 160, y: 60, width: 30, height: 30), "related across levels to the root")
    }

    @Test func aTranslatingViewTakesPartThroughItsFrame() {
        let root = layoutRoot()
        let fixed = UIView(frame: CGRect(x: 30, y: 40, width: 60, height: 20))
        root.addSubview(fixed)
        let view = constrainedSubview(of: root)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: fixed.bottomAnchor), view.widthAnchor.constraint(equalTo: fixed.widthAnchor),
            view.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 100, y: 60, width: 60, height: 5))
        #expect(fixed.frame == CGRect(x: 30, y: 40, width: 60, height: 20), "the translating view stays where it was")
        fixed.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 10, width: 10, height: 5), "its new frame moves the constraints")
    }

    @Test func springsAndConstraintsAgreeWhenTheSuperviewResizes() {
        // Acceptance scenario 1 (Figs 1-12/1-13), the constraint version.
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 500))
        let v1 = UIView(frame: CGRect(x: 100, y: 111, width: 132, height: 194))
        window.addSubview(v1)
        let v2 = constrainedSubview(of: v1), v3 = constrainedSubview(of: v1)
        NSLayoutConstraint.activate([
            v2.leadingAnchor.constraint(equalTo: v1.leadingAnchor), v2.trailingAnchor.constraint(equalTo: v1.trailingAnchor),
            v2.topAnchor.constraint(equalTo: v1.topAnchor), v2.heightAnchor.constraint(equalToConstant: 10),
            v3.widthAnchor.constraint(equalToConstant: 20), v3.heightAnchor.constraint(equalToConstant: 20),
            v3.trailingAnchor.constraint(equalTo: v1.trailingAnchor), v3.bottomAnchor.constraint(equalTo: v1.bottomAnchor),
        ])
        window.layoutIfNeeded()
        v1.bounds.size.width += 40
        v1.bounds.size.height -= 50
        window.layoutIfNeeded()
        #expect(v1.frame == CGRect(x: 80, y: 136, width: 172, height: 144))
        #expect(v2.frame == CGRect(x: 0, y: 0, width: 172, height: 10))
        #expect(v3.frame == CGRect(x: 152, y: 124, width: 20, height: 20))
    }

    @Test func aTranslatingSubviewOfAConstrainedViewAutoresizes() {
        let root = layoutRoot()
        let box = constrainedSubview(of: root)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([box.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     box.topAnchor.constraint(equalTo: root.topAnchor),
                                     width, box.heightAnchor.constraint(equalToConstant: 100)])
        root.layoutIfNeeded()
        let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        stretchy.autoresizingMask = [.flexibleWidth]
        box.addSubview(stretchy)
        let follower = constrainedSubview(of: root)
        NSLayoutConstraint.activate([follower.leftAnchor.constraint(equalTo: stretchy.rightAnchor),
                                     follower.topAnchor.constraint(equalTo: root.topAnchor),
                                     follower.widthAnchor.constraint(equalToConstant: 1),
                                     follower.heightAnchor.constraint(equalToConstant: 1)])
        root.layoutIfNeeded()
        #expect(follower.frame.minX == 90)
        width.constant = 200
        root.layoutIfNeeded()
        #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 180, height: 80), "autoresized by its mask")
        #expect(follower.frame.minX == 190, "and the constraints on it follow in the same pass")
    }
}
