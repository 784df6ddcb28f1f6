import Foundation
import Testing
@testable import UIKitCore

/// A model as the port tool rewrites `@objc dynamic var score = 0`.
private final class ScoreModel: NSObject {
    var score = 0 { willSet { willChangeValue(forKey: "score") } didSet { didChangeValue(forKey: "score") } }

    static let registered: Void = { KeyValueCodingRegistry.register("score", \ScoreModel.score) }()

    override init() {
        Self.registered
        super.init()
    }
}

/// A view controller observing the old way, as iOS code before Swift 4 wrote it.
private final class ScoreBoardController: UIViewController {
    struct Received {
        let keyPath: String?
        let object: AnyObject?
        let change: [NSKeyValueChangeKey: Any]?
        let context: UnsafeMutableRawPointer?
    }

    nonisolated(unsafe) var received: [Received] = []

    nonisolated override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                           change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        received.append(Received(keyPath: keyPath, object: object as AnyObject?, change: change, context: context))
    }
}

/// An observer that is no responder, as the port tool rewrites iOS's `override func observeValue` in an NSObject.
private final class ScoreLogger: NSObject, NSKeyValueObserving {
    nonisolated(unsafe) var lines: [String] = []

    func observeValue(forKeyPath keyPath: String?, of object: Any?,
                      change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &firstContext else {
            NSKeyValueObservingDefault.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        lines.append("\(keyPath ?? "nil")=\(change?[.newKey] ?? "nil")")
    }
}

nonisolated(unsafe) private var firstContext = 0
nonisolated(unsafe) private var secondContext = 0

/// `addObserver(_:forKeyPath:options:context:)`, `observeValue(forKeyPath:of:change:context:)` and
/// `removeObserver(_:forKeyPath:context:)`: the change dictionary for each option, contexts, removal, and the
/// messages for what cannot be observed.
@MainActor struct KeyPathStringObservingTests {
    @Test func changesArriveWithTheirOldAndNewValuesAndTheContext() {
        let model = ScoreModel()
        let board = ScoreBoardController()
        model.addObserver(board, forKeyPath: "score", options: [.new, .old], context: &firstContext)
        model.score = 3
        #expect(board.received.count == 1)
        let received = board.received.first
        #expect(received?.keyPath == "score" && received?.object === model)
        #expect(received?.change?[.newKey] as? Int == 3 && received?.change?[.oldKey] as? Int == 0)
        #expect((received?.change?[.kindKey] as? NSNumber)?.uintValue == NSKeyValueChange.setting.rawValue)
        #expect(received?.context == UnsafeMutableRawPointer(&firstContext))
        model.removeObserver(board, forKeyPath: "score", context: &firstContext)
    }

    @Test func initialAndPriorNotificationsComeWhenAsked() {
        let model = ScoreModel()
        model.score = 7
        let board = ScoreBoardController()
        model.addObserver(board, forKeyPath: "score", options: [.initial, .new, .prior, .old], context: nil)
        #expect(board.received.count == 1 && board.received.first?.change?[.newKey] as? Int == 7)
        model.score = 8
        #expect(board.received.count == 3)
        let prior = board.received[1].change
        #expect((prior?[.notificationIsPriorKey] as? NSNumber)?.boolValue == true && prior?[.oldKey] as? Int == 7)
        #expect(prior?[.newKey] == nil)
        #expect(board.received[2].change?[.newKey] as? Int == 8)
        model.removeObserver(board, forKeyPath: "score")
    }

    @Test func removingAnObserverStopsItsChangesAndOnlyThoseOfItsContext() {
        let model = ScoreModel()
        let board = ScoreBoardController()
        model.addObserver(board, forKeyPath: "score", options: [.new], context: &firstContext)
        model.addObserver(board, forKeyPath: "score", options: [.new], context: &secondContext)
        model.score = 1
        #expect(board.received.count == 2)
        model.removeObserver(board, forKeyPath: "score", context: &firstContext)
        model.score = 2
        #expect(board.received.count == 3 && board.received.last?.context == UnsafeMutableRawPointer(&secondContext))
        model.removeObserver(board, forKeyPath: "score", context: &secondContext)
        model.score = 3
        #expect(board.received.count == 3)
        let lines = capturingUIKitLog { model.removeObserver(board, forKeyPath: "score") }.lines
        #expect(lines.count == 1 && lines.first?.contains("because it is not registered as an observer") == true)
    }

    @Test func anNSObjectTakingTheProtocolObservesAndHandsOnWhatIsNotItsOwn() {
        let model = ScoreModel()
        let logger = ScoreLogger()
        model.addObserver(logger, forKeyPath: "score", options: [.new], context: &firstContext)
        model.score = 3
        #expect(logger.lines == ["score=3"])
        model.addObserver(logger, forKeyPath: "score", options: [.new], context: &secondContext)
        let unhandled = capturingUIKitLog { model.score = 5 }.lines
        #expect(logger.lines == ["score=3", "score=5"])
        #expect(unhandled.count == 1 && unhandled.first?.contains("message was received but not handled") == true,
                "NSObject's default reports the other context's change: \(unhandled)")
        model.removeObserver(logger, forKeyPath: "score", context: &secondContext)
        model.removeObserver(logger, forKeyPath: "score", context: &firstContext)
        model.score = 6
        #expect(logger.lines.count == 2)
    }

    @Test func whatCannotBeObservedSaysWhy() {
        let model = ScoreModel()
        let board = ScoreBoardController()
        let unknown = capturingUIKitLog { model.addObserver(board, forKeyPath: "rank", options: [.new], context: nil) }.lines
        #expect(unknown.count == 1 && unknown.first?.contains("rank") == true)
        let plain = capturingUIKitLog { model.addObserver(ScoreModel(), forKeyPath: "score", options: [], context: nil) }.lines
        #expect(plain.count == 1 && plain.first?.contains("UIResponder") == true)
        model.score = 4
        #expect(board.received.isEmpty)
    }
}
