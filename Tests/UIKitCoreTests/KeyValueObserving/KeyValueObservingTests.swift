import Foundation
import Testing
@testable import UIKitCore

/// A model as the port tool rewrites `@objc dynamic var count = 0` and `@objc dynamic var name: String?`.
private final class ObservedModel: NSObject {
    var count = 0 { willSet { willChangeValue(forKey: "count") } didSet { didChangeValue(forKey: "count") } }
    var name: String? { willSet { willChangeValue(forKey: "name") } didSet { didChangeValue(forKey: "name") } }
    var label: String { "count \(count)" }
    /// A plain `@objc var step = 1`: its setter notifies no one.
    var step = 1

    static let registered: Void = {
        KeyValueCodingRegistry.register("step", \ObservedModel.step, notifiesObservers: false)
        KeyValueCodingRegistry.register("count", \ObservedModel.count)
        KeyValueCodingRegistry.register("name", \ObservedModel.name)
        KeyValueCodingRegistry.register("label", \ObservedModel.label)
    }()

    override init() {
        Self.registered
        super.init()
    }
}

private final class SpecialModel: NSObject {}

/// An object holding another, for dotted key paths.
private final class Holder: NSObject {
    var model: ObservedModel? = ObservedModel()

    static let registered: Void = { KeyValueCodingRegistry.register("model", \Holder.model) }()

    override init() {
        Self.registered
        super.init()
    }
}

/// A view controller with `@objc dynamic var score = 0` as the port tool rewrites it: main-actor isolated.
private final class ScoreViewController: UIViewController {
    var score = 0 { willSet { willChangeValue(forKey: "score") } didSet { didChangeValue(forKey: "score") } }
}

/// What the change handlers saw, in order.
private final class ChangeLog<Value>: @unchecked Sendable {
    var changes: [NSKeyValueObservedChange<Value>] = []
    /// The objects the handler was given.
    var objects: [ObjectIdentifier] = []
}

/// Key-value observing and coding on `NSObject` subclasses (Linux Foundation has neither): `observe(_:options:)`
/// with each option, invalidation and release, several observers, and `value(forKey:)`/`setValue(_:forKey:)`
/// through the registered accessors.
@MainActor struct KeyValueObservingTests {
    @Test func newAndOldValuesArriveAfterEachSet() {
        let model = ObservedModel()
        let log = ChangeLog<Int>()
        let observation = model.observe(\.count, options: [.new, .old]) { _, change in log.changes.append(change) }
        model.count = 3
        model.count = 5
        #expect(log.changes.map(\.newValue) == [3, 5])
        #expect(log.changes.map(\.oldValue) == [0, 3])
        #expect(log.changes.allSatisfy { $0.kind == .setting && !$0.isPrior && $0.indexes == nil })
        observation.invalidate()
    }

    /// A plain `@objc` property notifies when set through `setValue(_:forKey:)` (as the Objective-C runtime does),
    /// not when assigned directly; a self-notifying one is notified once either way.
    @Test func setValueNotifiesAroundAPropertyThatDoesNotNotifyItself() {
        let model = ObservedModel()
        let steps = ChangeLog<Int>(), counts = ChangeLog<Int>()
        let stepObservation = model.observe(\.step, options: [.new, .old]) { _, change in steps.changes.append(change) }
        let countObservation = model.observe(\.count, options: [.new]) { _, change in counts.changes.append(change) }
        model.step = 2
        #expect(steps.changes.isEmpty, "a direct assignment to a plain property notifies no one")
        model.setValue(5, forKey: "step")
        #expect(steps.changes.map(\.newValue) == [5] && steps.changes.map(\.oldValue) == [2])
        model.setValue(7, forKey: "count")
        #expect(counts.changes.map(\.newValue) == [7], "a self-notifying property is not notified twice")
        stepObservation.invalidate()
        countObservation.invalidate()
    }

    @Test func withoutOptionsTheChangeCarriesNoValues() {
        let model = ObservedModel()
        let log = ChangeLog<Int>()
        let observation = model.observe(\.count) { _, change in log.changes.append(change) }
        model.count = 1
        #expect(log.changes.count == 1)
        #expect(log.changes.first?.newValue == nil && log.changes.first?.oldValue == nil)
        observation.invalidate()
    }

    @Test func initialRunsTheHandlerOnceAtOnceWithTheCurrentValue() {
        let model = ObservedModel()
        model.count = 7
        let log = ChangeLog<Int>()
        let observation = model.observe(\.count, options: [.initial, .new]) { observed, change in
            log.objects.append(ObjectIdentifier(observed))
            log.changes.append(change)
        }
        #expect(log.objects == [ObjectIdentifier(model)])
        #expect(log.changes.map(\.newValue) == [7])
        #expect(log.changes.first?.oldValue == nil)
        model.count = 8
        #expect(log.changes.map(\.newValue) == [7, 8])
        observation.invalidate()
    }

    @Test func priorNotifiesBeforeTheChangeWithTheOldValue() {
        let model = ObservedModel()
        model.name = "a"
        let log = ChangeLog<String?>()
        let observation = model.observe(\.name, options: [.prior, .old, .new]) { _, change in log.changes.append(change) }
        model.name = "b"
        #expect(log.changes.map(\.isPrior) == [true, false])
        #expect(log.changes[0].oldValue == .some("a") && log.changes[0].newValue == nil)
        #expect(log.changes[1].oldValue == .some("a") && log.changes[1].newValue == .some("b"))
        observation.invalidate()
    }

    @Test func invalidateAndReleaseStopTheHandler() {
        let model = ObservedModel()
        let invalidated = ChangeLog<Int>(), released = ChangeLog<Int>()
        let observation = model.observe(\.count, options: .new) { _, change in invalidated.changes.append(change) }
        var held: NSKeyValueObservation? = model.observe(\.count, options: .new) { _, change in released.changes.append(change) }
        model.count = 1
        observation.invalidate()
        observation.invalidate()
        held = nil
        model.count = 2
        #expect(invalidated.changes.map(\.newValue) == [1])
        #expect(released.changes.map(\.newValue) == [1])
        #expect(held == nil)
    }

    @Test func twoObserversBothSeeEveryChangeAndOtherObjectsAreNotObserved() {
        let model = ObservedModel(), other = ObservedModel()
        let first = ChangeLog<Int>(), second = ChangeLog<Int>()
        let a = model.observe(\.count, options: .new) { _, change in first.changes.append(change) }
        let b = model.observe(\.count, options: [.new, .old]) { _, change in second.changes.append(change) }
        model.count = 4
        other.count = 9
        #expect(first.changes.map(\.newValue) == [4])
        #expect(second.changes.map(\.newValue) == [4])
        #expect(second.changes.map(\.oldValue) == [0])
        a.invalidate()
        b.invalidate()
    }

    @Test func anObservationOutlivingItsObjectIsHarmless() {
        let log = ChangeLog<Int>()
        var model: ObservedModel? = ObservedModel()
        let observation = model!.observe(\.count, options: .new) { _, change in log.changes.append(change) }
        model = nil
        let next = ObservedModel()
        next.count = 1
        #expect(log.changes.isEmpty)
        observation.invalidate()
    }

    @Test func willAndDidChangeByHandNotifyObserversOfThatKey() {
        let model = ObservedModel()
        let log = ChangeLog<String>()
        let observation = model.observe(\.label, options: .new) { _, change in log.changes.append(change) }
        model.willChangeValue(forKey: "label")
        model.didChangeValue(forKey: "label")
        model.willChangeValue(forKey: "count")
        model.didChangeValue(forKey: "count")
        #expect(log.changes.map(\.newValue) == ["count 0"])
        observation.invalidate()
    }

    @Test func valueForKeyReadsAndSetValueForKeyWritesAndNotifies() {
        let model = ObservedModel()
        let log = ChangeLog<Int>()
        let observation = model.observe(\.count, options: .new) { _, change in log.changes.append(change) }
        model.setValue(12, forKey: "count")
        #expect(model.count == 12)
        #expect(model.value(forKey: "count") as? Int == 12)
        #expect(log.changes.map(\.newValue) == [12])
        #expect(model.value(forKey: "name") == nil)
        model.setValue("x", forKey: "name")
        #expect(model.value(forKey: "name") as? String == "x")
        model.setValue(nil, forKey: "name")
        #expect(model.name == nil)
        #expect(model.value(forKey: "label") as? String == "count 12")
        observation.invalidate()
    }

    @Test func unknownKeysReadOnlyKeysAndBadValuesLogIOSMessagesAndChangeNothing() {
        let model = ObservedModel()
        model.count = 2
        let (value, lines) = capturingUIKitLog { () -> Any? in
            let value = model.value(forKey: "missing")
            model.setValue(1, forKey: "missing")
            model.setValue(nil, forKey: "count")
            model.setValue("three", forKey: "count")
            model.setValue("x", forKey: "label")
            return value
        }
        #expect(value == nil)
        #expect(model.count == 2)
        #expect(lines.count == 5)
        #expect(lines[0].contains("valueForUndefinedKey:]: this class is not key value coding-compliant for the key missing."))
        #expect(lines[1].contains("setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key missing."))
        #expect(lines[2].contains("setNilValueForKey]: could not set nil as the value for the key count."))
        #expect(lines[3].contains("String is not the type of the key count"))
        #expect(lines[4].contains("setValue:forUndefinedKey:]") && lines[4].contains("label"))
        #expect(lines.allSatisfy { $0.hasPrefix("UIKit: [<ObservedModel 0x") })
    }

    @Test func anUnregisteredKeyPathLogsAndGivesAnInertObservation() {
        let model = SpecialModel()
        let log = ChangeLog<String>()
        let (observation, lines) = capturingUIKitLog {
            model.observe(\.description, options: [.initial, .new]) { _, change in log.changes.append(change) }
        }
        #expect(log.changes.isEmpty)
        #expect(lines.count == 1 && lines[0].contains("not an @objc dynamic property of SpecialModel"))
        observation.invalidate()
    }

    @Test func dottedKeyPathsWalkThroughTheObjectsEachKeyGives() {
        let holder = Holder()
        holder.setValue(4, forKeyPath: "model.count")
        #expect(holder.model?.count == 4)
        #expect(holder.value(forKeyPath: "model.count") as? Int == 4)
        #expect(holder.value(forKeyPath: "model.label") as? String == "count 4")
        holder.model = nil
        #expect(holder.value(forKeyPath: "model.count") == nil)
        holder.setValue(5, forKeyPath: "model.count")
    }

    @Test func foundationDictionariesKeepAnsweringWithTheirEntries() {
        let dictionary: NSObject = NSDictionary(dictionary: ["a": 1])
        let (value, lines) = capturingUIKitLog { dictionary.value(forKey: "a") }
        #expect(value as? Int == 1)
        #expect(lines.isEmpty)
    }

    @Test func mainActorClassesRegisterAndNotifyInSwift6Mode() {
        KeyValueCodingRegistry.register("score", \ScoreViewController.score)
        let controller = ScoreViewController()
        let log = ChangeLog<Int>()
        let observation = controller.observe(\.score, options: [.old, .new]) { _, change in log.changes.append(change) }
        controller.setValue(3, forKey: "score")
        controller.score += 1
        #expect(log.changes.map(\.newValue) == [3, 4])
        #expect(log.changes.map(\.oldValue) == [0, 3])
        #expect(controller.value(forKey: "score") as? Int == 4)
        observation.invalidate()
    }
}
