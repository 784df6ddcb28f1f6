import Testing
import UIKit
@testable import UIKitCore
import Foundation

/// NSItemProvider: representations registered under type identifiers, loaded off the main thread, objects made
/// from them by their readable identifiers, conformance between identifiers.
@MainActor @Suite struct ItemProviderTests {
    func loadData(_ provider: NSItemProvider, _ type: String) async -> (Data?, (any Error)?) {
        await withCheckedContinuation { continuation in
            provider.loadDataRepresentation(forTypeIdentifier: type) { data, error in
                continuation.resume(returning: (data, error))
            }
        }
    }

    func load<T: NSItemProviderReading & Sendable>(_ type: T.Type, from provider: NSItemProvider) async -> T? {
        await withCheckedContinuation { continuation in
            provider.loadObject(ofClass: type) { (object: T?, _) in continuation.resume(returning: object) }
        }
    }

    @Test func aStringIsOfferedAsUTF8TextAndLoadsBackAsTheSameString() async {
        let provider = NSItemProvider(object: "Grüße" as NSString)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.plain-text"), "utf8 text conforms to plain text")
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.url"))
        #expect(provider.canLoadObject(ofClass: String.self) && !provider.canLoadObject(ofClass: UIImage.self))
        let (data, error) = await loadData(provider, "public.utf8-plain-text")
        #expect(data == Data("Grüße".utf8) && error == nil)
        #expect(await load(String.self, from: provider) == "Grüße")
    }

    @Test func aFileURLIsOfferedAsFileURLAndURLAndLoadsBack() async {
        let url = URL(fileURLWithPath: "/tmp/some file.txt")
        let provider = NSItemProvider(object: url)
        #expect(provider.registeredTypeIdentifiers == ["public.file-url", "public.url"])
        #expect(await load(URL.self, from: provider) == url)
        let web = NSItemProvider(object: URL(string: "https://swift.org/a?b=c")!)
        #expect(web.registeredTypeIdentifiers == ["public.url"] && !web.hasItemConformingToTypeIdentifier("public.file-url"))
        #expect(await load(URL.self, from: web) == URL(string: "https://swift.org/a?b=c"))
        #expect(await load(String.self, from: web) == "https://swift.org/a?b=c", "a URL reads as its text")
    }

    @Test func anImageGoesAsPNGAndComesBackWithItsSizeAndPixels() async throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 4)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 6, height: 4))
        }
        let provider = NSItemProvider(object: image)
        #expect(provider.registeredTypeIdentifiers == ["public.png"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.image"))
        let (data, _) = await loadData(provider, "public.png")
        #expect(data?.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]), "PNG signature")
        let loaded = try #require(await load(UIImage.self, from: provider))
        #expect(loaded.size == image.size)
    }

    @Test func aDataRepresentationRunsItsHandlerOnlyWhenLoadedAndOnlyItsFirstAnswerCounts() async {
        let provider = NSItemProvider()
        let calls = Counter()
        provider.registerDataRepresentation(forTypeIdentifier: "com.example.thing", visibility: .all) { completion in
            calls.increment()
            completion(Data([1, 2, 3]), nil)
            completion(Data([9]), nil)
            return nil
        }
        provider.registerDataRepresentation(forTypeIdentifier: "com.example.thing", visibility: .all) { completion in
            completion(Data([7]), nil)
            return nil
        }
        #expect(calls.value == 0, "nothing is produced before a load asks")
        #expect(provider.registeredTypeIdentifiers == ["com.example.thing"], "a second registration is ignored")
        let (data, _) = await loadData(provider, "com.example.thing")
        #expect(data == Data([1, 2, 3]) && calls.value == 1)
    }

    @Test func aMissingTypeOrAFailingHandlerGivesAnErrorOfTheItemProviderDomain() async {
        let provider = NSItemProvider(object: "text" as NSString)
        let (data, error) = await loadData(provider, "public.png")
        #expect(data == nil && (error as NSError?)?.domain == NSItemProviderErrorDomain)
        #expect((error as NSError?)?.code == NSItemProvider.ErrorCode.unavailableCoercionError.rawValue)
        let failing = NSItemProvider()
        failing.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(nil, nil)
            return nil
        }
        #expect(await load(UIImage.self, from: failing) == nil)
        let garbage = NSItemProvider()
        garbage.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(Data("not a png".utf8), nil)
            return nil
        }
        #expect(await load(UIImage.self, from: garbage) == nil, "undecodable data is an error, not a crash")
    }

    @Test func anObjectRegisteredByClassIsMadeWhenLoaded() async {
        let provider = NSItemProvider()
        provider.registerObject(ofClass: URL.self, visibility: .ownProcess) { completion in
            completion(URL(string: "https://example.org"), nil)
            return nil
        }
        #expect(provider.registeredTypeIdentifiers == ["public.url"] && provider.publicTypeIdentifiers.isEmpty,
                "own-process representations are not offered to other applications")
        #expect(await load(URL.self, from: provider) == URL(string: "https://example.org"))
    }
}

/// A count shared with a load handler on the loading thread.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
