import Testing
@testable import UIKitCore
import QuartzCore

/// The layout cycle with constraints: updateConstraints deepest first, then frames, then layoutSubviews (AL-35..AL-39,
/// AL-42); the commit's layout pass runs it without an explicit `layoutIfNeeded()`.
@MainActor @Suite(.serialized) struct ConstraintLayoutCycleTests {
    /// Records the calls it hears, with its subviews' frames at `layoutSubviews`.
    final class RecordingView: UIView {
        let name: String
        let journal: Journal
        init(_ name: String, _ journal: Journal) {
            self.name = name
            self.journal = journal
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override func updateConstraints() {
            journal.entries.append("update \(name)")
            super.updateConstraints()
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            journal.entries.append("layout \(name) " + subviews.map { "\($0.frame.width)" }.joined(separator: ","))
        }
    }

    final class Journal {
        var entries: [String] = []
    }

    @Test func updateConstraintsRunsDeepestFirstThenFramesThenLayoutSubviews() {
        let journal = Journal()
        let root = RecordingView("root", journal)
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let parent = RecordingView("parent", journal), child = RecordingView("child", journal)
        let bystander = RecordingView("bystander", journal)
        root.addSubview(bystander)
        for view in [parent, child] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(parent)
        parent.addSubview(child)
        NSLayoutConstraint.activate([
            parent.leftAnchor.constraint(equalTo: root.leftAnchor), parent.topAnchor.constraint(equalTo: root.topAnchor),
            parent.widthAnchor.constraint(equalToConstant: 100), parent.heightAnchor.constraint(equalToConstant: 100),
            child.leftAnchor.constraint(equalTo: parent.leftAnchor), child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let updates = journal.entries.filter { $0.hasPrefix("update") }
        #expect(updates == ["update child", "update parent", "update root"], "deepest first; not the bystander (AL-2)")
        #expect(journal.entries.contains("layout parent 50.0"), "layoutSubviews sees the solved frames")
        journal.entries = []
        parent.setNeedsUpdateConstraints()
        #expect(parent.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(journal.entries.filter { $0.hasPrefix("update") } == ["update parent"])
        #expect(!parent.needsUpdateConstraints())
    }

    /// Adds its constraints in `updateConstraints`, as UIKit recommends for constraints that depend on state.
    final class LazyConstrainedView: UIView {
        var installed = false
        let box = UIView()
        var boxWidth: CGFloat = 40 {
            didSet { setNeedsUpdateConstraints() }
        }
        lazy var widthConstraint = box.widthAnchor.constraint(equalToConstant: boxWidth)
        override class var requiresConstraintBasedLayout: Bool { true }
        override func updateConstraints() {
            if !installed {
                installed = true
                box.translatesAutoresizingMaskIntoConstraints = false
                addSubview(box)
                NSLayoutConstraint.activate([box.leftAnchor.constraint(equalTo: leftAnchor),
                                             box.topAnchor.constraint(equalTo: topAnchor),
                                             box.heightAnchor.constraint(equalToConstant: 5), widthConstraint])
            }
            widthConstraint.constant = boxWidth
            super.updateConstraints()
        }
    }

    @Test func constraintsMadeInUpdateConstraintsApplyInTheSamePass() {
        let view = LazyConstrainedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.needsUpdateConstraints(), "requiresConstraintBasedLayout opts in (AL-2)")
        view.layoutIfNeeded()
        #expect(view.box.frame == CGRect(x: 0, y: 0, width: 40, height: 5))
        view.boxWidth = 70
        view.layoutIfNeeded()
        #expect(view.box.frame.width == 70)
    }

    @Test func theCommitsLayoutPassSolvesAHostedTree() {
        let root = layoutRoot()
        let host = CALayerHost(rootLayer: root.layer) { _ in }
        defer { host.invalidate() }
        let view = constrainedSubview(of: root)
        let width = view.widthAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([view.rightAnchor.constraint(equalTo: root.rightAnchor),
                                     view.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                                     width, view.heightAnchor.constraint(equalToConstant: 30)])
        CATransaction.flush()
        #expect(view.frame == CGRect(x: 370, y: 270, width: 30, height: 30))
        width.constant = 60
        CATransaction.flush()
        #expect(view.frame == CGRect(x: 340, y: 270, width: 60, height: 30))
        root.frame.size = CGSize(width: 200, height: 100)
        CATransaction.flush()
        #expect(view.frame == CGRect(x: 140, y: 70, width: 60, height: 30), "the root's new size re-solves")
    }

    @Test func aFrameSetByCodeOnAConstrainedViewIsPutBackAtTheNextPass() {
        let root = layoutRoot()
        let view = constrainedSubview(of: root)
        NSLayoutConstraint.activate([view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
                                     view.topAnchor.constraint(equalTo: root.topAnchor),
                                     view.widthAnchor.constraint(equalToConstant: 10),
                                     view.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        view.frame.origin.x = 200
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(view.frame.minX == 5, "AL-13")
    }

    @Test func changingAConstantThenLayingOutInAnAnimationBlockAnimatesTheFrames() throws {
        let root = layoutRoot()
        let view = constrainedSubview(of: root)
        let leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([leading, view.topAnchor.constraint(equalTo: root.topAnchor),
                                     view.widthAnchor.constraint(equalToConstant: 100),
                                     view.heightAnchor.constraint(equalToConstant: 100)])
        let host = CALayerHost(rootLayer: root.layer) { _ in }
        defer { host.invalidate() }
        CATransaction.flush()
        #expect(view.center.x == 50)
        _ = AnimationTestClock.shared
        leading.constant += 100
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { root.layoutIfNeeded() }
        #expect(view.center.x == 150, "the model is final at once (AL-42)")
        #expect(view.layer.animationKeys() != nil)
        advanceAnimationFrame(by: 0.5)
        #expect(abs(try #require(view.layer.presentation()).position.x - 100) < 1e-3, "halfway at half time")
        advanceAnimationFrame(by: 0.6)
        root.layoutIfNeeded()
        #expect(view.center.x == 150, "and it stays after a further layout")
        #expect(view.layer.animationKeys() == nil)
    }

    /// Records when its controller's part of the update pass runs.
    final class ConstraintsController: UIViewController {
        var updates = 0
        override func updateViewConstraints() {
            updates += 1
            super.updateViewConstraints()
        }
    }

    @Test func aControllersViewAsksItsControllerToUpdateConstraints() {
        let controller = ConstraintsController()
        controller.view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = constrainedSubview(of: controller.view)
        child.widthAnchor.constraint(equalToConstant: 10).isActive = true
        controller.view.layoutIfNeeded()
        #expect(controller.updates == 1)
        controller.view.setNeedsUpdateConstraints()
        controller.view.layoutIfNeeded()
        #expect(controller.updates == 2)
    }
}
