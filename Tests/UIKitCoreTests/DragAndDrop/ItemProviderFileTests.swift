import Testing
import UIKit
@testable import UIKitCore
import Foundation

/// NSItemProvider's file representations: a reader gets its own copy, gone once its handler returns; a file
/// registered to open in place is handed over where it is; data is written out to a file and a file read as data.
@MainActor @Suite struct ItemProviderFileTests {
    /// What a file load handed over: the URL, whether in place, the bytes there during the handler, the error.
    struct FileLoad: Sendable {
        var url: URL?
        var inPlace = false
        var contents: Data?
        var error: (any Error)?
    }

    func loadFile(_ provider: NSItemProvider, _ type: String, inPlace: Bool = false) async -> FileLoad {
        await withCheckedContinuation { continuation in
            let handler: @Sendable (URL?, Bool, (any Error)?) -> Void = { url, isInPlace, error in
                continuation.resume(returning: FileLoad(url: url, inPlace: isInPlace,
                                                        contents: url.flatMap { try? Data(contentsOf: $0) },
                                                        error: error))
            }
            if inPlace {
                provider.loadInPlaceFileRepresentation(forTypeIdentifier: type, completionHandler: handler)
            } else {
                provider.loadFileRepresentation(forTypeIdentifier: type) { url, error in handler(url, false, error) }
            }
        }
    }

    func temporaryFile(_ name: String, _ contents: Data) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ItemProviderFileTests-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try contents.write(to: url)
        return url
    }

    func exists(_ url: URL?) -> Bool { url.map { FileManager.default.fileExists(atPath: $0.path) } ?? false }

    /// Whether the file at `url` is gone within a few seconds: the loader deletes its copy on its own queue after
    /// the handler returns, which the test (resumed by the handler) may run before.
    func goneSoon(_ url: URL?) async -> Bool {
        for _ in 0..<500 {
            if !exists(url) { return true }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return !exists(url)
    }

    @Test func aFileIsReadAsACopyThatGoesAwayAndAsItsBytes() async throws {
        let original = try temporaryFile("notes.txt", Data("file contents".utf8))
        defer { try? FileManager.default.removeItem(at: original.deletingLastPathComponent()) }
        let provider = try #require(NSItemProvider(contentsOf: original))
        #expect(provider.registeredTypeIdentifiers == ["public.file-url", "public.url", "public.utf8-plain-text"])
        #expect(provider.suggestedName == "notes.txt")
        let copy = await loadFile(provider, "public.plain-text")
        #expect(copy.error == nil && copy.contents == Data("file contents".utf8))
        #expect(copy.url != original && copy.url?.lastPathComponent == "notes.txt", "a copy, under the file's name")
        #expect(await goneSoon(copy.url), "the copy is deleted once the handler returned")
        #expect(exists(original), "the original is untouched")
        let notInPlace = await loadFile(provider, "public.utf8-plain-text", inPlace: true)
        #expect(!notInPlace.inPlace && notInPlace.url != original && notInPlace.contents == Data("file contents".utf8),
                "a file not registered to open in place is copied for an in-place load too")
        let (data, _) = await ItemProviderTests().loadData(provider, "public.utf8-plain-text")
        #expect(data == Data("file contents".utf8), "a file representation read as data is the file's bytes")
        #expect(await ItemProviderTests().load(String.self, from: provider) == "file contents")
        #expect(await ItemProviderTests().load(URL.self, from: provider) == original)
        let unknown = try temporaryFile("archive.xyz", Data([1, 2]))
        defer { try? FileManager.default.removeItem(at: unknown.deletingLastPathComponent()) }
        let anyFile = try #require(NSItemProvider(contentsOf: unknown))
        #expect(await loadFile(anyFile, "public.data").contents == Data([1, 2]), "any file is at least public.data")
        #expect(NSItemProvider(contentsOf: original.appendingPathExtension("missing")) == nil)
    }

    @Test func aFileRegisteredToOpenInPlaceIsHandedOverWhereItIs() async throws {
        let original = try temporaryFile("picture.png", Data([0x89, 0x50]))
        defer { try? FileManager.default.removeItem(at: original.deletingLastPathComponent()) }
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { done in
            done(Data("caption".utf8), nil)
            return nil
        }
        provider.registerFileRepresentation(forTypeIdentifier: "public.png", fileOptions: .openInPlace,
                                            visibility: .all) { done in
            done(original, false, nil)
            return nil
        }
        #expect(provider.registeredTypeIdentifiers(fileOptions: .openInPlace) == ["public.png"])
        #expect(provider.registeredTypeIdentifiers(fileOptions: []) == ["public.utf8-plain-text", "public.png"])
        #expect(provider.hasRepresentationConforming(toTypeIdentifier: "public.image", fileOptions: .openInPlace))
        #expect(!provider.hasRepresentationConforming(toTypeIdentifier: "public.text", fileOptions: .openInPlace))
        let inPlace = await loadFile(provider, "public.image", inPlace: true)
        #expect(inPlace.url == original && inPlace.inPlace && inPlace.contents == Data([0x89, 0x50]))
        #expect(exists(original), "a file opened in place is not deleted")
        let copied = await loadFile(provider, "public.png")
        #expect(copied.url != original && !copied.inPlace && copied.contents == Data([0x89, 0x50]))
    }

    @Test func dataReadAsAFileIsWrittenOutUnderTheSuggestedNameOrTheTypesExtension() async {
        let provider = NSItemProvider(object: "written out" as NSString)
        let plain = await loadFile(provider, "public.text")
        #expect(plain.url?.lastPathComponent == "item.txt" && plain.contents == Data("written out".utf8))
        #expect(await goneSoon(plain.url))
        provider.suggestedName = "Letter.txt"
        #expect(await loadFile(provider, "public.text").url?.lastPathComponent == "Letter.txt")
    }

    @Test func aMissingTypeOrAFailingFileHandlerGivesAnErrorOfTheItemProviderDomain() async {
        let provider = NSItemProvider(object: "text" as NSString)
        let missing = await loadFile(provider, "public.png")
        #expect(missing.url == nil && (missing.error as NSError?)?.domain == NSItemProviderErrorDomain)
        let failing = NSItemProvider()
        failing.registerFileRepresentation(forTypeIdentifier: "public.png", visibility: .all) { done in
            done(nil, false, nil)
            return nil
        }
        let failed = await loadFile(failing, "public.png")
        #expect(failed.url == nil
                && (failed.error as NSError?)?.code == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
        let gone = NSItemProvider()
        gone.registerFileRepresentation(forTypeIdentifier: "public.png", visibility: .all) { done in
            done(URL(fileURLWithPath: "/nonexistent/file.png"), false, nil)
            return nil
        }
        let (data, error) = await ItemProviderTests().loadData(gone, "public.png")
        #expect(data == nil && error != nil, "a file that is not there is an error, not a crash")
        #expect(await loadFile(gone, "public.png").error != nil)
    }
}
