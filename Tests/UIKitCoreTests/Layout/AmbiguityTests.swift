import Testing
@testable import UIKitCore

/// Ambiguity: no log line, but `hasAmbiguousLayout`, `exerciseAmbiguityInLayout()` and
/// `constraintsAffectingLayout(for:)` tell (AL-25, AL-27; acceptance scenario 2).
@MainActor @Suite(.serialized) struct AmbiguityTests {
    @Test func aViewWithoutAHeightIsAmbiguousAndSaysNothing() {
        let root = layoutRoot()
        let v3 = constrainedSubview(of: root)
        let width = v3.widthAnchor.constraint(equalToConstant: 20)
        let trailing = v3.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        let height = v3.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([width, trailing, v3.bottomAnchor.constraint(equalTo: root.bottomAnchor), height])
        let lines = capturingUIKitLog {
            root.layoutIfNeeded()
            #expect(!v3.hasAmbiguousLayout)
            height.isActive = false
            root.layoutIfNeeded()
            #expect(v3.hasAmbiguousLayout)
        }.lines
        #expect(lines.isEmpty, "ambiguity is not logged")
        #expect(v3.topAnchor.hasAmbiguousLayout && v3.heightAnchor.hasAmbiguousLayout)
        #expect(!v3.leadingAnchor.hasAmbiguousLayout && !v3.widthAnchor.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout && !UIView().hasAmbiguousLayout)
        let before = v3.frame
        v3.exerciseAmbiguityInLayout()
        #expect(v3.frame != before, "moved to another possible frame")
        #expect(v3.frame.maxY == 300 && v3.frame.maxX == 400 && v3.frame.width == 20, "still within its constraints")
    }

    @Test func constraintsAffectingLayoutListTheConstraintsOnAnAxis() {
        let root = layoutRoot()
        let view = constrainedSubview(of: root)
        let width = view.widthAnchor.constraint(equalToConstant: 20)
        let trailing = view.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        let top = view.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([width, trailing, top, view.heightAnchor.constraint(equalToConstant: 5)])
        let horizontal = view.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init)
        #expect(Set(horizontal) == [ObjectIdentifier(width), ObjectIdentifier(trailing)])
        #expect(view.constraintsAffectingLayout(for: .vertical).contains { $0 === top })
        #expect(view.topAnchor.constraintsAffectingLayout.contains { $0 === top })
        #expect(UIView().constraintsAffectingLayout(for: .horizontal).isEmpty, "a view outside Auto Layout: none")
        let label = UILabel()
        label.text = "Hi"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        label.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        #expect(label.constraintsAffectingLayout(for: .horizontal).contains { $0.mainActorDescription.contains("NSContentSizeLayoutConstraint") })
    }
}
