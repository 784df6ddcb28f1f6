import Testing
@testable import UIKitCore

/// Unsatisfiable constraints: one message in UIKit's words, the constraint being added is broken, and layout goes on
/// (AL-23, AL-24; acceptance scenario 2).
@MainActor @Suite(.serialized) struct ConflictReportTests {
    @Test func aConflictLogsOneMessageAndBreaksTheConstraintBeingAdded() {
        let root = layoutRoot()
        let view = constrainedSubview(of: root)
        let height20 = view.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([view.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     view.topAnchor.constraint(equalTo: root.topAnchor),
                                     view.widthAnchor.constraint(equalToConstant: 10), height20])
        let height10 = view.heightAnchor.constraint(equalToConstant: 10)
        let lines = capturingUIKitLog {
            height10.isActive = true
            root.layoutIfNeeded()
        }.lines
        #expect(lines.count == 1)
        let message = lines.first ?? ""
        #expect(message.contains("Unable to simultaneously satisfy constraints."))
        #expect(message.contains(height20.mainActorDescription) && message.contains(height10.mainActorDescription))
        #expect(message.contains("Will attempt to recover by breaking constraint \n\(height10.mainActorDescription)")
            || message.contains("Will attempt to recover by breaking constraint\n\(height10.mainActorDescription)"))
        #expect(height10.isActive, "a broken constraint stays active, as in UIKit")
        #expect(view.frame.height == 20, "layout goes on without it")
        height20.isActive = false
        height10.constant = 12
        root.layoutIfNeeded()
        #expect(view.frame.height == 12, "once the conflict is gone, a change brings it back")
    }

    @Test func forgettingToTurnOffTranslationConflictsWithTheAutoresizingConstraints() {
        let root = layoutRoot()
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 42, height: 22))
        root.addSubview(view)
        let lines = capturingUIKitLog {
            view.widthAnchor.constraint(equalToConstant: 100).isActive = true
            root.layoutIfNeeded()
        }.lines
        #expect(lines.count == 1)
        #expect(lines.first?.contains("NSAutoresizingMaskLayoutConstraint") == true)
        #expect(view.frame == CGRect(x: 20, y: 20, width: 42, height: 22))
    }

    @Test func optionalConstraintsThatDisagreeAreSettledByPriorityWithoutALogLine() {
        let root = layoutRoot()
        let view = constrainedSubview(of: root)
        let narrow = view.widthAnchor.constraint(equalToConstant: 10)
        narrow.priority = UILayoutPriority(999)
        let wide = view.widthAnchor.constraint(equalToConstant: 90)
        wide.priority = UILayoutPriority(998)
        let lines = capturingUIKitLog {
            NSLayoutConstraint.activate([view.leftAnchor.constraint(equalTo: root.leftAnchor),
                                         view.topAnchor.constraint(equalTo: root.topAnchor),
                                         view.heightAnchor.constraint(equalToConstant: 1), narrow, wide])
            root.layoutIfNeeded()
        }.lines
        #expect(lines.isEmpty)
        #expect(view.frame.width == 10)
    }

    /// A minimum width is checked when the layout is solved (the engine holds one-variable bounds without rows):
    /// a later constraint that contradicts it through another view is still the one broken, with one message.
    @Test func aLaterConstraintThatContradictsAMinimumWidthThroughAnotherViewIsBroken() {
        let root = layoutRoot()
        let first = constrainedSubview(of: root)
        let second = constrainedSubview(of: root)
        let preferred = second.widthAnchor.constraint(equalToConstant: 80)
        preferred.priority = .defaultHigh
        NSLayoutConstraint.activate([
            first.leftAnchor.constraint(equalTo: root.leftAnchor), first.topAnchor.constraint(equalTo: root.topAnchor),
            first.heightAnchor.constraint(equalToConstant: 10),
            second.leftAnchor.constraint(equalTo: root.leftAnchor), second.topAnchor.constraint(equalTo: root.topAnchor),
            second.heightAnchor.constraint(equalToConstant: 10),
            first.widthAnchor.constraint(equalTo: second.widthAnchor), preferred,
        ])
        root.layoutIfNeeded()
        // Added while the width is 80: held without rows.
        let minimum = first.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
        minimum.isActive = true
        root.layoutIfNeeded()
        #expect(first.frame.width == 80)
        let narrow = second.widthAnchor.constraint(equalToConstant: 20)
        let lines = capturingUIKitLog {
            narrow.isActive = true
            root.layoutIfNeeded()
        }.lines
        #expect(lines.count == 1)
        #expect(lines.first?.contains("Will attempt to recover by breaking constraint") == true)
        #expect(lines.first?.contains(minimum.mainActorDescription) == true)
        let message = lines.first ?? ""
        #expect(message.contains("breaking constraint \n\(narrow.mainActorDescription)")
            || message.contains("breaking constraint\n\(narrow.mainActorDescription)"))
        #expect(first.frame.width >= 50 && second.frame.width >= 50, "the minimum holds; the later constant is broken")
    }
}
