import Testing
@testable import UIKitCore

/// The visual format language (AL-14..AL-18; acceptance scenarios 1 and 3).
@MainActor @Suite(.serialized) struct VisualFormatTests {
    func vfl(_ format: String, _ views: [String: UIView], metrics: [String: Any]? = nil,
             options: NSLayoutConstraint.FormatOptions = []) -> [NSLayoutConstraint] {
        NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
    }

    @Test func swappingConstraintSetsMovesTheViewsBelow() {
        // Acceptance scenario 3 (Fig 1-14).
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let v1 = constrainedSubview(of: root), v2 = constrainedSubview(of: root), v3 = constrainedSubview(of: root)
        let views = ["v1": v1, "v2": v2, "v3": v3]
        var common: [NSLayoutConstraint] = []
        for name in ["v1", "v2", "v3"] { common += vfl("H:|-(20)-[\(name)(100)]", views) }
        common += vfl("V:|-(100)-[v1(20)]", views)
        let with = vfl("V:[v1]-(20)-[v2(20)]-(20)-[v3(20)]", views)
        let without = vfl("V:[v1]-(20)-[v3(20)]", views)
        #expect(with.allSatisfy { !$0.isActive }, "returned inactive")
        NSLayoutConstraint.activate(common + with)
        root.layoutIfNeeded()
        #expect(v1.frame == CGRect(x: 20, y: 100, width: 100, height: 20))
        #expect(v2.frame == CGRect(x: 20, y: 140, width: 100, height: 20))
        #expect(v3.frame == CGRect(x: 20, y: 180, width: 100, height: 20))
        v2.removeFromSuperview()
        NSLayoutConstraint.deactivate(with)
        NSLayoutConstraint.activate(without)
        root.layoutIfNeeded()
        #expect(v3.frame == CGRect(x: 20, y: 140, width: 100, height: 20))
    }

    @Test func springsScenarioInVisualFormat() {
        // Acceptance scenario 1 with the four VFL strings.
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 500))
        let v1 = UIView(frame: CGRect(x: 100, y: 111, width: 132, height: 194))
        window.addSubview(v1)
        let v2 = constrainedSubview(of: v1), v3 = constrainedSubview(of: v1)
        let views = ["v2": v2, "v3": v3]
        NSLayoutConstraint.activate(vfl("H:|[v2]|", views) + vfl("V:|[v2(10)]", views) + vfl("H:[v3(20)]|", views)
            + vfl("V:[v3(20)]|", views))
        v1.bounds.size.width += 40
        v1.bounds.size.height -= 50
        window.layoutIfNeeded()
        #expect(v2.frame == CGRect(x: 0, y: 0, width: 172, height: 10))
        #expect(v3.frame == CGRect(x: 152, y: 124, width: 20, height: 20))
    }

    @Test func predicatesMetricsPrioritiesAndStandardSpacing() {
        let root = layoutRoot()
        let a = constrainedSubview(of: root), b = constrainedSubview(of: root)
        let views = ["a": a, "b": b]
        let made = vfl("H:|-[a(>=w@750,<=80)]-[b(==a)]-(>=gap)-|", views, metrics: ["w": 200, "gap": 10.0],
                       options: [.alignAllTop, .alignAllBottom])
        NSLayoutConstraint.activate(made + vfl("V:|-(5)-[a(30)]", views))
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 8, y: 5, width: 80, height: 30), "|- is the superview's margin (AL-16)")
        #expect(b.frame == CGRect(x: 96, y: 5, width: 80, height: 30), "- is 8 between views; aligned top and bottom")
        let widest = made.first { $0.firstItem === a && $0.relation == .greaterThanOrEqual }
        #expect(widest?.priority == .defaultHigh && widest?.constant == 200)
        let trailing = made.first { $0.firstItem === root }
        #expect(trailing?.firstAttribute == .trailing && trailing?.relation == .greaterThanOrEqual && trailing?.constant == 10)
    }

    @Test func anUnreadableFormatLogsAndGivesNothing() {
        let a = UIView()
        let (made, lines) = capturingUIKitLog { vfl("H:|-[a(]", ["a": a]) }
        #expect(made.isEmpty)
        #expect(lines.count == 1 && lines[0].contains("Unable to parse constraint format"))
        #expect(capturingUIKitLog { vfl("[nobody]", ["a": a]) }.lines.count == 1)
    }
}
