import Testing
import UIKit
import Foundation
@testable import UIKitCore

@MainActor @Suite(.serialized) struct SegmentedControlTests {
    private func makeControl(in window: UIWindow) -> UISegmentedControl {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        window.addSubview(control)
        return control
    }

    @Test func segmentsTitlesImagesAndIndexRules() {
        let control = UISegmentedControl(items: ["A", "B"])
        #expect(control.numberOfSegments == 2 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.insertSegment(withTitle: "Z", at: 99, animated: false)
        #expect(control.titleForSegment(at: 2) == "Z")
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "first", at: -5, animated: true)
        #expect(control.titleForSegment(at: 0) == "first" && control.selectedSegmentIndex == 2)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        control.setImage(image, forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == nil && control.imageForSegment(at: 0) != nil)
        control.setTitle("back", forSegmentAt: 0)
        #expect(control.imageForSegment(at: 0) == nil)
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 3)
        let (_, lines) = capturingUIKitLog {
            control.selectedSegmentIndex = 7
            control.setTitle("x", forSegmentAt: 3)
            control.setEnabled(false, forSegmentAt: -1)
            control.setWidth(.nan, forSegmentAt: 0)
        }
        #expect(lines.count == 4 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.titleForSegment(at: 9) == nil)
    }

    @Test func aTapSelectsAndSendsValueChangedOnlyForANewSegment() {
        let (window, input) = EventTestEnvironment.makeWindow()
        let control = makeControl(in: window)
        let recorder = ControlEventRecorder(control)
        input.tap(at: CGPoint(x: 150, y: 16))
        #expect(control.selectedSegmentIndex == 1 && recorder.events.filter { $0 == "value" }.count == 1)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 150, y: 16))
        #expect(recorder.events.filter { $0 == "value" }.count == 1)
        control.setEnabled(false, forSegmentAt: 2)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 250, y: 16))
        #expect(control.selectedSegmentIndex == 1)
        control.selectedSegmentIndex = 2
        #expect(control.selectedSegmentIndex == 2 && recorder.events.filter { $0 == "value" }.count == 1)
        control.isMomentary = true
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 50, y: 16))
        #expect(control.selectedSegmentIndex == 0 && control.displayedSelection == nil)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 50, y: 16))
        #expect(recorder.events.filter { $0 == "value" }.count == 3)
    }

    @Test func actionSegmentsPerformTheirActionAndWidthsCanBeApportioned() {
        let (window, input) = EventTestEnvironment.makeWindow()
        var performed: [String] = []
        let actions = ["Short", "A much longer title"].map { title in
            UIAction(title: title, identifier: UIAction.Identifier(title)) { _ in performed.append(title) }
        }
        let control = UISegmentedControl(frame: .zero, actions: actions)
        window.addSubview(control)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("A much longer title")) == 1)
        let equal = control.segmentFrames()
        #expect(equal[0].width == equal[1].width)
        control.apportionsSegmentWidthsByContent = true
        control.frame.size = control.sizeThatFits(.zero)
        let apportioned = control.segmentFrames()
        #expect(apportioned[1].width > apportioned[0].width * 1.5)
        control.setWidth(40, forSegmentAt: 0)
        #expect(control.segmentFrames()[0].width == 40)
        input.tap(at: CGPoint(x: 20, y: 16))
        #expect(performed == ["Short"] && control.selectedSegmentIndex == 0)
    }

    @Test func titleAttributesFallBackToNormal() {
        let control = UISegmentedControl(items: ["A"])
        control.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 20)], for: .selected)
        let selected = control.effectiveTitleAttributes(for: .selected)
        #expect((selected[.foregroundColor] as? UIColor) == .red)
        #expect((selected[.font] as? UIFont)?.pointSize == 20)
        #expect(control.titleTextAttributes(for: .highlighted) == nil)
    }
}
