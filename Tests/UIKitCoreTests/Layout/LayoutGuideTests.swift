import Testing
@testable import UIKitCore

/// Layout guides, margins, the safe area and the readable content guide (AL-19..AL-22; acceptance scenario 4).
@MainActor @Suite(.serialized) struct LayoutGuideTests {
    func pin(_ view: UIView, to guide: UILayoutGuide) {
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                                     view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                                     view.topAnchor.constraint(equalTo: guide.topAnchor),
                                     view.bottomAnchor.constraint(equalTo: guide.bottomAnchor)])
    }

    @Test func guidesSpaceViewsEvenly() {
        let root = layoutRoot()
        let a = constrainedSubview(of: root), b = constrainedSubview(of: root)
        let left = UILayoutGuide(), middle = UILayoutGuide(), right = UILayoutGuide()
        for guide in [left, middle, right] { root.addLayoutGuide(guide) }
        #expect(root.layoutGuides.count == 3 && middle.owningView === root)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            middle.leadingAnchor.constraint(equalTo: a.trailingAnchor), b.leadingAnchor.constraint(equalTo: middle.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: b.trailingAnchor), right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            middle.widthAnchor.constraint(equalTo: left.widthAnchor), right.widthAnchor.constraint(equalTo: left.widthAnchor),
            a.widthAnchor.constraint(equalToConstant: 50), b.widthAnchor.constraint(equalToConstant: 50),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5),
            middle.topAnchor.constraint(equalTo: root.topAnchor, constant: 10), middle.heightAnchor.constraint(equalToConstant: 4),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.minX == 100 && b.frame.minX == 250)
        #expect(middle.layoutFrame == CGRect(x: 150, y: 10, width: 100, height: 4))
        root.removeLayoutGuide(middle)
        #expect(middle.owningView == nil && root.layoutGuides.count == 2)
        #expect(root.constraints.filter { $0.firstItem === middle || $0.secondItem === middle }.isEmpty,
                "its constraints went with it")
    }

    @Test func theMarginsGuideAndMarginAttributesFollowTheMargins() {
        let root = layoutRoot()
        let view = constrainedSubview(of: root), other = constrainedSubview(of: root)
        pin(view, to: root.layoutMarginsGuide)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: other, attribute: .leading, relatedBy: .equal, toItem: root,
                               attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: other, attribute: .bottom, relatedBy: .equal, toItem: root,
                               attribute: .bottomMargin, multiplier: 1, constant: 0),
            other.widthAnchor.constraint(equalToConstant: 1), other.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "AL-20")
        #expect(view.frame == CGRect(x: 8, y: 8, width: 384, height: 284))
        #expect(other.frame.origin == CGPoint(x: 8, y: 291))
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 20, bottom: 3, trailing: 40)
        #expect(root.layoutMargins == UIEdgeInsets(top: 1, left: 20, bottom: 3, right: 40))
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 1, width: 340, height: 296))
        #expect(other.frame.origin == CGPoint(x: 20, y: 296))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 1, width: 340, height: 296))
        #expect(root.layoutGuides.contains { $0 === root.layoutMarginsGuide })
    }

    @Test func aViewPreservingItsSuperviewsMarginsTakesTheLargerOnes() {
        // Acceptance scenario 4: a view controller's view has margins of 16 left and right, 0 top and bottom.
        let controller = UIViewController()
        controller.view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let main: UIView = controller.view
        #expect(main.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        let red = constrainedSubview(of: main)
        red.preservesSuperviewLayoutMargins = true
        pin(red, to: {
            let whole = UILayoutGuide()
            main.addLayoutGuide(whole)
            NSLayoutConstraint.activate([whole.leadingAnchor.constraint(equalTo: main.leadingAnchor),
                                         whole.trailingAnchor.constraint(equalTo: main.trailingAnchor),
                                         whole.topAnchor.constraint(equalTo: main.topAnchor),
                                         whole.bottomAnchor.constraint(equalTo: main.bottomAnchor)])
            return whole
        }())
        let green = constrainedSubview(of: red)
        pin(green, to: red.layoutMarginsGuide)
        main.layoutIfNeeded()
        #expect(red.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(green.frame == CGRect(x: 16, y: 8, width: 288, height: 464), "16 from the controller's view, 8 its own")
        red.preservesSuperviewLayoutMargins = false
        main.layoutIfNeeded()
        #expect(green.frame == CGRect(x: 8, y: 8, width: 304, height: 464))
    }

    /// Counts the safe-area callbacks.
    final class SafeAreaView: UIView {
        var changes = 0
        override func safeAreaInsetsDidChange() { changes += 1 }
    }

    final class SafeAreaController: UIViewController {
        var changes = 0
        override func viewSafeAreaInsetsDidChange() { changes += 1 }
    }

    @Test func theSafeAreaIsTheWholeViewUnlessAControllerAddsInsets() {
        let controller = SafeAreaController()
        controller.view = SafeAreaView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let main: UIView = controller.view
        let banner = SafeAreaView(frame: CGRect(x: 0, y: 0, width: 400, height: 50))
        let footer = SafeAreaView(frame: CGRect(x: 0, y: 250, width: 400, height: 50))
        main.addSubview(banner)
        main.addSubview(footer)
        let content = constrainedSubview(of: main)
        pin(content, to: main.safeAreaLayoutGuide)
        main.layoutIfNeeded()
        #expect(main.safeAreaInsets == .zero)
        #expect(content.frame == main.bounds)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 10)
        #expect(controller.changes == 1)
        #expect((main as? SafeAreaView)?.changes == 1 && banner.changes == 1, "the views it covers hear of it")
        #expect(footer.changes == 1, "the footer reaches the right inset")
        #expect(banner.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 10))
        main.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 20, width: 390, height: 280))
        #expect(main.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 20, width: 390, height: 280))
        footer.frame.origin.x = 100
        #expect(footer.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 110),
                "what the view covers of its superview's insets")
    }

    @Test func marginsAreMeasuredFromTheSafeArea() {
        let controller = UIViewController()
        controller.view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let main: UIView = controller.view
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        let content = constrainedSubview(of: main)
        pin(content, to: main.layoutMarginsGuide)
        main.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 16, y: 30, width: 368, height: 270))
        main.insetsLayoutMarginsFromSafeArea = false
        main.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 16, y: 0, width: 368, height: 300))
    }

    @Test func theReadableContentGuideIsANarrowColumnCentredInTheMargins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 300))
        let text = constrainedSubview(of: root)
        pin(text, to: root.readableContentGuide)
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 164, y: 8, width: 672, height: 284))
        root.frame.size.width = 400
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 8, y: 8, width: 384, height: 284), "narrower than readable: the margins")
    }
}
