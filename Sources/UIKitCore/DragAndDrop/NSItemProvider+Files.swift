import Foundation

/// File representations read as files or as bytes. A reader gets its own copy of a file (a data representation is
/// written out to one), in a folder of its own under the temporary directory that is removed when its completion
/// handler returns; a file registered with `.openInPlace` and read in place is handed over where it is.
extension NSItemProvider {
    /// Reads a file representation as bytes: the contents of the file its handler gives.
    static func contentsLoader(of loadFile: @escaping FileLoader) -> DataLoader {
        { completion in
            loadFile { url, _, error in
                guard let url else { return completion(nil, error ?? Self.error(.itemUnavailableError)) }
                do { completion(try Data(contentsOf: url), nil) } catch { completion(nil, error) }
            }
        }
    }

    /// Loads `typeIdentifier` as a file on the load queue; `inPlace` hands an `.openInPlace` file over as it is.
    func loadFile(_ typeIdentifier: String, inPlace: Bool,
                  completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            Self.loadQueue.async { completionHandler(nil, false, Self.error(.unavailableCoercionError)) }
            return progress
        }
        let name = suggestedName
        Self.loadQueue.async {
            let once = CompletionOnce<(URL, Bool)> { file, error in
                completionHandler(file?.0, file?.1 ?? false, error)
                progress.completedUnitCount = 1
            }
            if let loadFile = representation.loadFile {
                let original = inPlace && representation.fileOptions.contains(.openInPlace)
                _ = loadFile { url, _, error in
                    guard let url else { return once.call(nil, error ?? Self.error(.itemUnavailableError)) }
                    if original { return once.call((url, true), nil) }
                    Self.withTemporaryFile(named: url.lastPathComponent, once: once) { copy in
                        try FileManager.default.copyItem(at: url, to: copy)
                    }
                }
            } else {
                _ = representation.load { data, error in
                    guard let data else { return once.call(nil, error ?? Self.error(.itemUnavailableError)) }
                    Self.withTemporaryFile(named: Self.fileName(name, for: representation.typeIdentifier),
                                           once: once) { file in try data.write(to: file) }
                }
            }
        }
        return progress
    }

    /// Makes a file `name` in a new temporary folder with `write`, hands it to `once`, then removes the folder.
    private static func withTemporaryFile(named name: String, once: CompletionOnce<(URL, Bool)>,
                                          write: (URL) throws -> Void) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("NSItemProvider-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try write(file)
        } catch {
            return once.call(nil, error)
        }
        once.call((file, false), nil)
    }

    /// The name of a data representation written out: the suggested name, else "item" with the extension the
    /// type identifier has.
    private static func fileName(_ suggestedName: String?, for typeIdentifier: String) -> String {
        if let suggestedName, !suggestedName.isEmpty, !suggestedName.contains("/") { return suggestedName }
        return TypeIdentifiers.pathExtension(for: typeIdentifier).map { "item.\($0)" } ?? "item"
    }
}
