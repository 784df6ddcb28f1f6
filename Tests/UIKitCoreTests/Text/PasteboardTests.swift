import Testing
import UIKit
@testable import UIKitCore
import Foundation

/// A desktop whose selections another application holds: reads are answered with its one item, and the test decides
/// when that application takes a selection.
@MainActor final class ForeignOwnerTransport: PasteboardTransport {
    var foreignItem: [String: Data] = [:]
    private var own: [PasteboardSelection: [[String: Data]]] = [:]
    private var counts: [PasteboardSelection: Int] = [:]
    private(set) var reads: [String] = []

    func write(_ items: [[String: Data]], to selection: PasteboardSelection) {
        own[selection] = items
        counts[selection, default: 0] += 1
    }
    func types(in selection: PasteboardSelection) -> [String] { own[selection].map { _ in [] } ?? foreignItem.keys.sorted() }
    func data(_ type: String, in selection: PasteboardSelection) -> Data? {
        reads.append(type)
        return foreignItem[type]
    }
    func ownItems(in selection: PasteboardSelection) -> [[String: Data]]? { own[selection] }
    func changeCount(of selection: PasteboardSelection) -> Int { counts[selection] ?? 0 }

    /// Another application copies `item`.
    func foreignCopy(_ item: [String: Data], to selection: PasteboardSelection = .clipboard) {
        foreignItem = item
        own[selection] = nil
        counts[selection, default: 0] += 1
        UIPasteboard.selectionChanged(selection, in: self)
    }
}

/// Records one notification's postings: the object and the changed types of each.
@MainActor final class PasteboardNotificationLog {
    private(set) var objects: [AnyObject?] = []
    private(set) var added: [[String]?] = []
    private(set) var removed: [[String]?] = []
    private var observer: (any NSObjectProtocol)?

    init(_ name: Notification.Name) {
        observer = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
            let object = note.object as AnyObject?
            let added = note.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String]
            let removed = note.userInfo?[UIPasteboard.changedTypesRemovedUserInfoKey] as? [String]
            nonisolated(unsafe) let unsafeObject = object
            MainActor.assumeIsolated {
                self?.objects.append(unsafeObject)
                self?.added.append(added)
                self?.removed.append(removed)
            }
        }
    }

    func stop() { observer.map(NotificationCenter.default.removeObserver) }
}

/// A window server whose only feature is its pasteboard transport.
@MainActor final class PasteboardOnlyWindowServer: WindowServer {
    let transport: any PasteboardTransport
    init(_ transport: any PasteboardTransport) { self.transport = transport }
    var name: String { "pasteboard only" }
    var screens: [ScreenDescription] { [] }
    func start(sink: @escaping @MainActor (WindowServerEvent) -> Void) throws {}
    func makeWindowHost(_ configuration: WindowHostConfiguration) throws -> any WindowHost { fatalError("no windows") }
    func setMode(_ mode: ScreenModeDescription, forScreen screenID: String) throws {}
    func shutDown() {}
    var pasteboardTransport: (any PasteboardTransport)? { transport }
}

/// UIPasteboard: the general pasteboard over the window server's clipboard, named pasteboards in the process, typed
/// contents, change counts and notifications.
@MainActor @Suite(.serialized) struct PasteboardTests {
    /// Runs `body` with `transport` as the application's window server's pasteboard, then puts the server back.
    func withTransport<T: PasteboardTransport>(_ transport: T, _ body: (T) throws -> Void) rethrows {
        let saved = UIApplication.windowServer
        UIApplication.windowServer = PasteboardOnlyWindowServer(transport)
        defer { UIApplication.windowServer = saved }
        try body(transport)
    }

    @Test func generalWritesGoToTheWindowServersClipboardAndCountEveryChange() {
        withTransport(InProcessPasteboardTransport()) { transport in
            let general = UIPasteboard.general
            #expect(general.changeCount == 0 && general.string == nil && !general.hasStrings)
            general.string = "copied"
            #expect(transport.data("text/plain;charset=utf-8", in: .clipboard) == Data("copied".utf8))
            #expect(transport.types(in: .primary).isEmpty, "PRIMARY is another selection")
            #expect(general.string == "copied" && general.hasStrings && general.changeCount == 1)
            general.strings = ["one", "two"]
            #expect(general.strings == ["one", "two"] && general.string == "one" && general.numberOfItems == 2)
            #expect(general.changeCount == 2)
            general.string = nil
            #expect(general.strings == nil && !general.hasStrings && general.numberOfItems == 0 && general.changeCount == 3)
        }
    }

    @Test func theHeadlessWindowServerKeepsItsClipboardInTheProcess() {
        let headless = HeadlessWindowServer()
        withTransport(headless.pasteboard) { _ in
            UIPasteboard.general.string = "headless"
            #expect(headless.pasteboard.ownItems(in: .clipboard) == [["text/plain;charset=utf-8": Data("headless".utf8)]])
        }
        #expect(headless.pasteboardTransport === headless.pasteboard)
    }

    @Test func anotherApplicationsCopyIsReadFromItsOwnerAndPostsTheChangedNotification() {
        withTransport(ForeignOwnerTransport()) { transport in
            let general = UIPasteboard.general
            general.string = "mine"
            let before = general.changeCount
            let notified = PasteboardNotificationLog(UIPasteboard.changedNotification)
            defer { notified.stop() }
            transport.foreignCopy(["text/plain;charset=utf-8": Data("theirs".utf8)])
            #expect(general.changeCount == before + 1, "another application's copy moves changeCount")
            #expect(notified.objects.count == 1 && notified.objects.first.flatMap { $0 } === general)
            #expect(general.hasStrings && general.string == "theirs" && general.strings == ["theirs"])
            #expect(transport.reads.contains("text/plain;charset=utf-8"))
            transport.foreignCopy(["text/plain;charset=utf-8": Data("primary".utf8)], to: .primary)
            #expect(notified.objects.count == 2 && notified.objects.last.flatMap { $0 } === UIPasteboard.primarySelection,
                    "PRIMARY's pasteboard, not general")
        }
    }

    @Test func whileTheApplicationOwnsTheClipboardReadsNeverAskTheTransport() {
        withTransport(ForeignOwnerTransport()) { transport in
            UIPasteboard.general.string = "own"
            _ = UIPasteboard.general.string
            _ = UIPasteboard.general.hasStrings
            #expect(transport.reads.isEmpty)
        }
    }

    @Test func aWritePostsTheChangedNotificationWithTheTypesAddedAndRemoved() {
        withTransport(InProcessPasteboardTransport()) { _ in
            UIPasteboard.general.string = "text"
            let notified = PasteboardNotificationLog(UIPasteboard.changedNotification)
            defer { notified.stop() }
            UIPasteboard.general.url = URL(string: "https://example.org/a")
            #expect(notified.objects.count == 1 && notified.objects.first.flatMap { $0 } === UIPasteboard.general)
            #expect(notified.added == [["public.url"]] && notified.removed == [["public.utf8-plain-text"]])
        }
    }

    @Test func urlsTravelAsAURIListAndImagesAsPNG() throws {
        try withTransport(InProcessPasteboardTransport()) { transport in
            let general = UIPasteboard.general
            let urls = [URL(string: "https://example.org/a?b=1#c")!, URL(fileURLWithPath: "/tmp/x y.txt")]
            general.urls = urls
            #expect(general.urls == urls && general.url == urls[0] && general.hasURLs && !general.hasStrings)
            #expect(transport.data("text/uri-list", in: .clipboard) == Data("https://example.org/a?b=1#c\r\n".utf8))

            let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
            }
            general.image = image
            #expect(general.hasImages && !general.hasURLs)
            let png = try #require(transport.data("image/png", in: .clipboard))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "PNG signature")
            let back = general.image
            #expect(back?.size == CGSize(width: 4, height: 3))
            #expect(general.types == ["public.png"])
        }
    }

    @Test func itemsMapUTIsToValuesAndUnstorableValuesAreLeftOutWithALogLine() {
        withTransport(InProcessPasteboardTransport()) { _ in
            let general = UIPasteboard.general
            let (_, lines) = capturingUIKitLog {
                general.items = [["public.utf8-plain-text": "hi", "com.example.number": 42,
                                  "com.example.raw": Data([1, 2, 3])]]
            }
            #expect(lines.count == 1 && lines[0].contains("com.example.number"))
            #expect(general.types == ["com.example.raw", "public.utf8-plain-text"])
            #expect(general.items.first?["public.utf8-plain-text"] as? String == "hi")
            #expect(general.data(forPasteboardType: "com.example.raw") == Data([1, 2, 3]))
            #expect(general.contains(pasteboardTypes: ["public.text"]) && !general.contains(pasteboardTypes: ["public.png"]))
            general.setValue("value", forPasteboardType: "public.plain-text")
            #expect(general.value(forPasteboardType: "public.utf8-plain-text") as? String == "value")
            general.addItems([["public.utf8-plain-text": "second"]])
            #expect(general.strings == ["value", "second"])
        }
    }

    @Test func namedPasteboardsLiveInTheProcessAndShareContentsByName() throws {
        let name = UIPasteboard.Name("com.example.tests.named")
        #expect(UIPasteboard(name: name, create: false) == nil, "missing and not created")
        let first = try #require(UIPasteboard(name: name, create: true))
        defer { UIPasteboard.remove(withName: name) }
        first.string = "shared"
        let second = try #require(UIPasteboard(name: name, create: false))
        #expect(second.string == "shared" && second.changeCount == 1 && second.name == name)
        #expect(UIPasteboard.general.string != "shared" || UIPasteboard.general.changeCount != first.changeCount,
                "named contents stay out of the clipboard")

        let unique = UIPasteboard.withUniqueName()
        #expect(unique.name != name && unique.string == nil && unique.changeCount == 0)
        #expect(UIPasteboard(name: unique.name, create: false) != nil)
        let removed = PasteboardNotificationLog(UIPasteboard.removedNotification)
        defer { removed.stop() }
        UIPasteboard.remove(withName: unique.name)
        #expect(removed.objects.count == 1 && UIPasteboard(name: unique.name, create: false) == nil)
        UIPasteboard.remove(withName: .general)
        #expect(UIPasteboard(name: .general, create: false)?.name == .general, "general is never removed")
    }

    @Test func primarySelectionIsItsOwnPasteboardOverTheSameTransport() {
        withTransport(InProcessPasteboardTransport()) { transport in
            UIPasteboard.general.string = "clipboard"
            UIPasteboard.primarySelection.string = "selected"
            #expect(UIPasteboard.general.string == "clipboard" && UIPasteboard.primarySelection.string == "selected")
            #expect(transport.changeCount(of: .primary) == 1 && transport.changeCount(of: .clipboard) == 1)
        }
    }
}
