import Testing
@testable import UIKitCore

/// Activation, ownership, removal and UIKit's log lines for misuse (AL-8..AL-10, AL-23, AL-24).
@MainActor @Suite(.serialized) struct ConstraintActivationTests {
    func placed(_ view: UIView, in root: UIView, width: CGFloat = 50) -> [NSLayoutConstraint] {
        [view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
         view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
         view.widthAnchor.constraint(equalToConstant: width), view.heightAnchor.constraint(equalToConstant: 20)]
    }

    @Test func activationInstallsOnTheNearestCommonAncestor() {
        let root = layoutRoot()
        let a = constrainedSubview(of: root), b = constrainedSubview(of: root)
        let inner = constrainedSubview(of: a)
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        let sibling = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let cousin = inner.topAnchor.constraint(equalTo: b.topAnchor)
        #expect(!width.isActive)
        NSLayoutConstraint.activate([width, sibling, cousin])
        #expect(width.isActive && sibling.isActive && cousin.isActive)
        #expect(a.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(width)], "an absolute size: the view")
        #expect(Set(root.constraints.map(ObjectIdentifier.init)) == [ObjectIdentifier(sibling), ObjectIdentifier(cousin)])
        NSLayoutConstraint.deactivate([sibling])
        #expect(!sibling.isActive)
        #expect(root.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(cousin)])
        root.removeConstraint(cousin)
        #expect(!cousin.isActive && root.constraints.isEmpty)
    }

    @Test func deactivatingAndReactivatingReSolves() {
        let root = layoutRoot()
        let view = constrainedSubview(of: root)
        let constraints = placed(view, in: root)
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
        let wide = view.widthAnchor.constraint(equalToConstant: 90)
        constraints[2].isActive = false
        wide.isActive = true
        root.layoutIfNeeded()
        #expect(view.frame.width == 90)
        wide.isActive = false
        constraints[2].isActive = true
        root.layoutIfNeeded()
        #expect(view.frame.width == 50)
    }

    @Test func aConstantChangeMovesTheViewAtTheNextPass() {
        let root = layoutRoot()
        let view = constrainedSubview(of: root)
        let constraints = placed(view, in: root)
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        constraints[0].constant = 110
        #expect(view.frame.minX == 10, "nothing moves before layout")
        #expect(root.layer.needsLayout(), "the root lays out at the next commit")
        root.layoutIfNeeded()
        #expect(view.frame.minX == 110)
    }

    @Test func addConstraintOnAViewThatDoesNotHoldTheItemsIsRefused() {
        let root = layoutRoot()
        let a = constrainedSubview(of: root), b = constrainedSubview(of: root)
        let constraint = a.leftAnchor.constraint(equalTo: b.leftAnchor)
        let lines = capturingUIKitLog { a.addConstraint(constraint) }.lines
        #expect(!constraint.isActive)
        #expect(lines.count == 1 && lines[0].contains("The view hierarchy is not prepared for the constraint"))
        root.addConstraint(constraint)
        #expect(constraint.isActive && constraint.firstItem === a && constraint.secondItem === b)
    }

    @Test func viewsWithoutACommonAncestorAreRefusedWithUIKitsMessage() {
        let root = layoutRoot(), stranger = UIView()
        let view = constrainedSubview(of: root)
        let constraint = view.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        let lines = capturingUIKitLog { constraint.isActive = true }.lines
        #expect(!constraint.isActive)
        #expect(lines.count == 1)
        #expect(lines.first?.contains("because they have no common ancestor.  Does the constraint or its anchors "
            + "reference items in different view hierarchies?  That's illegal.") == true)
    }

    @Test func illegalConstraintsAreLoggedAndNeverActivated() {
        let root = layoutRoot()
        let view = constrainedSubview(of: root)
        let (made, lines) = capturingUIKitLog {
            [NSLayoutConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                multiplier: 1, constant: 10),
             NSLayoutConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left,
                                multiplier: 0, constant: 10),
             NSLayoutConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: root, attribute: .top,
                                multiplier: 1, constant: 0),
             NSLayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: nil,
                                attribute: .notAnAttribute, multiplier: 1, constant: .nan)]
        }
        #expect(lines.count == 4)
        #expect(lines[0].contains("creates an illegal constraint of a location equal to a constant"))
        #expect(lines[1].contains("A multiplier of 0"))
        let activation = capturingUIKitLog { NSLayoutConstraint.activate(made) }.lines
        #expect(made.allSatisfy { !$0.isActive })
        #expect(activation.count == 4)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        let change = capturingUIKitLog { width.constant = .infinity }.lines
        #expect(width.constant == 10 && change.count == 1, "a non-finite constant is refused")
    }

    @Test func switchingAnActiveConstraintBetweenRequiredAndOptionalIsLoggedAndIgnored() {
        let root = layoutRoot()
        let view = constrainedSubview(of: root)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.priority = .defaultHigh
        #expect(width.priority == .defaultHigh, "free while inactive")
        width.priority = .required
        width.isActive = true
        let lines = capturingUIKitLog { width.priority = UILayoutPriority(999) }.lines
        #expect(width.priority == .required)
        #expect(lines.count == 1 && lines[0].contains("Mutating a priority from required to not on an installed constraint"))
    }

    @Test func descriptionsNameTheViewsAndAttributesAsUIKitDoes() {
        let root = layoutRoot()
        let view = constrainedSubview(of: root)
        let leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        let address = { (object: AnyObject) in
            "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
        }
        #expect(leading.mainActorDescription == "<NSLayoutConstraint:\(address(leading)) UIView:\(address(view)).leading == "
            + "UIView:\(address(root)).leading + 20   (inactive)>")
        leading.isActive = true
        #expect(leading.mainActorDescription.hasSuffix(".leading + 20   (active)>"))
        let half = view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5, constant: -4)
        half.identifier = "aspect"
        half.priority = .defaultHigh
        #expect(half.mainActorDescription == "<NSLayoutConstraint:\(address(half)) 'aspect' UIView:\(address(view)).height == "
            + "0.5*UIView:\(address(view)).width - 4 @750   (inactive)>")
        #expect(view.widthAnchor.constraint(equalToConstant: 42).mainActorDescription.hasSuffix(".width == 42   (inactive)>"))
        #expect(leading.firstAnchor.item === view && leading.secondAnchor?.item === root)
        #expect(leading.firstAttribute == .leading && leading.relation == .equal && leading.multiplier == 1)
    }

    @Test func removingAViewDeactivatesTheConstraintsThatReachOutsideIt() {
        let root = layoutRoot()
        let container = constrainedSubview(of: root)
        let child = constrainedSubview(of: container)
        let outside = placed(container, in: root, width: 200)
        let inside = [child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
                      child.topAnchor.constraint(equalTo: container.topAnchor),
                      child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
                      child.heightAnchor.constraint(equalToConstant: 5)]
        let crossing = child.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor)
        NSLayoutConstraint.activate(outside + inside + [crossing])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 5, y: 0, width: 100, height: 5))
        container.removeFromSuperview()
        #expect(!outside[0].isActive && !outside[1].isActive && !crossing.isActive, "constraints to the old tree go")
        #expect(outside[2].isActive && outside[3].isActive, "the container's own size stays")
        #expect(inside.allSatisfy { $0.isActive }, "those inside the removed subtree stay")
        #expect(root.constraints.isEmpty)
        root.addSubview(container)
        NSLayoutConstraint.activate([container.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     container.topAnchor.constraint(equalTo: root.topAnchor, constant: 1)])
        outside[2].constant = 60
        root.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 0, y: 1, width: 60, height: 20))
        #expect(child.frame == CGRect(x: 5, y: 0, width: 30, height: 5), "the subtree's constraints joined the new engine")
    }

    @Test func aTreeBuiltWithConstraintsKeepsThemWhenAddedToAnother() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = constrainedSubview(of: card)
        NSLayoutConstraint.activate([label.centerXAnchor.constraint(equalTo: card.centerXAnchor),
                                     label.centerYAnchor.constraint(equalTo: card.centerYAnchor),
                                     label.widthAnchor.constraint(equalToConstant: 20),
                                     label.heightAnchor.constraint(equalToConstant: 20)])
        card.layoutIfNeeded()
        #expect(label.frame.origin == CGPoint(x: 40, y: 40))
        let root = layoutRoot()
        root.addSubview(card)
        card.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                     card.topAnchor.constraint(equalTo: root.topAnchor),
                                     card.heightAnchor.constraint(equalToConstant: 50)])
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 0, y: 0, width: 400, height: 50))
        #expect(label.frame.origin == CGPoint(x: 190, y: 15))
    }

    @Test func aHundredThousandConstraintsOnOneViewFinish() {
        let root = layoutRoot()
        let view = constrainedSubview(of: root)
        NSLayoutConstraint.activate(placed(view, in: root))
        var many: [NSLayoutConstraint] = []
        many.reserveCapacity(100_000)
        for index in 0..<100_000 {
            let constraint = view.widthAnchor.constraint(lessThanOrEqualToConstant: CGFloat(100 + index))
            constraint.priority = UILayoutPriority(Float(1 + index % 999))
            many.append(constraint)
        }
        NSLayoutConstraint.activate(many)
        root.layoutIfNeeded()
        #expect(view.frame.width == 50)
        #expect(view.constraints.count == 100_002, "with its own width and height")
        NSLayoutConstraint.deactivate(many)
        #expect(view.constraints.count == 2)
    }

    @Test func prioritiesOutsideOneToAThousandAreRefused() {
        let view = UIView()
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        let lines = capturingUIKitLog {
            width.priority = UILayoutPriority(0)
            width.priority = UILayoutPriority(1001)
        }.lines
        #expect(width.priority == .required && lines.count == 2)
    }

    @Test func viewsWithConstraintsAreFreedWhenReleased() {
        weak var weakRoot: UIView?
        weak var weakChild: UIView?
        weak var weakConstraint: NSLayoutConstraint?
        do {
            let root = layoutRoot()
            let child = constrainedSubview(of: root)
            let width = child.widthAnchor.constraint(equalToConstant: 10)
            NSLayoutConstraint.activate([width, child.leftAnchor.constraint(equalTo: root.leftAnchor),
                                         child.topAnchor.constraint(equalTo: root.topAnchor),
                                         child.heightAnchor.constraint(equalTo: child.widthAnchor)])
            root.layoutIfNeeded()
            weakRoot = root
            weakChild = child
            weakConstraint = width
        }
        #expect(weakRoot == nil && weakChild == nil && weakConstraint == nil, "no cycle through constraints or engine")
        let kept: NSLayoutConstraint
        do {
            let root = layoutRoot()
            let child = constrainedSubview(of: root)
            kept = child.widthAnchor.constraint(equalToConstant: 10)
            kept.isActive = true
            root.layoutIfNeeded()
        }
        #expect(!kept.isActive, "its tree is gone")
        kept.constant = 20
    }
}
