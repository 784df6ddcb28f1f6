import Foundation

/// The domain of the errors an item provider reports.
public let NSItemProviderErrorDomain = "NSItemProviderErrorDomain"

/// Carries an item's data between a drag source and a drop target (or the pasteboard): representations registered
/// under type identifiers ("public.utf8-plain-text", "public.url", "public.file-url", "public.png"), each produced
/// on demand by its load handler. Loads run off the main thread, as on iOS; their completion handlers are called
/// there too.
///
/// Foundation on Linux has no `NSItemProvider`, so UIKitCore defines it with Foundation's declarations.
open class NSItemProvider: NSObject, @unchecked Sendable {
    public enum ErrorCode: Int, Sendable {
        case unknownError = -1
        case itemUnavailableError = -1000
        case unexpectedValueClassError = -1100
        case unavailableCoercionError = -1200
    }

    /// A representation's load handler: hands its bytes (or an error) to the completion.
    typealias DataLoader = @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    /// A file representation's load handler: hands a file's URL (and whether it must be coordinated) or an error.
    typealias FileLoader = @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?

    /// One registered representation: produces its bytes when a load asks for them; a file representation also
    /// hands out its file (its bytes are then the file's contents).
    struct Representation: Sendable {
        let typeIdentifier: String
        let visibility: NSItemProviderRepresentationVisibility
        var fileOptions: NSItemProviderFileOptions = []
        let load: DataLoader
        var loadFile: FileLoader?
    }

    private let lock = NSLock()
    private var representations: [Representation] = []
    private var storedSuggestedName: String?

    /// A name for the item when it becomes a file (a drop on a file manager).
    open var suggestedName: String? {
        get { lock.withLock { storedSuggestedName } }
        set { lock.withLock { storedSuggestedName = newValue } }
    }

    public override init() { super.init() }

    /// A provider offering `object` under each of its writable type identifiers.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider of a file: its URL as "public.file-url", and the file itself (a file representation) under the
    /// identifier its extension names ("public.data" for an extension without one).
    public convenience init?(contentsOf fileURL: URL) {
        guard fileURL.isFileURL, FileManager.default.isReadableFile(atPath: fileURL.path) else { return nil }
        self.init()
        registerObject(fileURL, visibility: .all)
        let type = TypeIdentifiers.identifier(forPathExtension: fileURL.pathExtension) ?? TypeIdentifiers.data
        registerFileRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
            completion(fileURL, false, nil)
            return nil
        }
        suggestedName = fileURL.lastPathComponent
    }

    // MARK: Registering

    /// The identifiers of the registered representations, in the order they were registered (best first).
    open var registeredTypeIdentifiers: [String] { lock.withLock { representations.map(\.typeIdentifier) } }

    /// The identifiers of the representations registered with all of `fileOptions` (`.openInPlace`: the files
    /// that may be opened where they are).
    open func registeredTypeIdentifiers(fileOptions: NSItemProviderFileOptions = []) -> [String] {
        lock.withLock { representations.filter { $0.fileOptions.isSuperset(of: fileOptions) }.map(\.typeIdentifier) }
    }

    /// Offers bytes of `typeIdentifier`, made by `loadHandler` when a load asks; a second registration of the same
    /// identifier is ignored, as on iOS.
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        register(Representation(typeIdentifier: typeIdentifier, visibility: visibility, load: loadHandler))
    }

    /// Adds a representation unless one of its identifier is there already (the first registration wins, as on iOS).
    func register(_ representation: Representation) {
        lock.withLock {
            guard !representations.contains(where: { $0.typeIdentifier == representation.typeIdentifier }) else { return }
            representations.append(representation)
        }
    }

    /// Offers a file of `typeIdentifier`, whose URL `loadHandler` gives when a load asks (with whether readers must
    /// coordinate: nothing coordinates on Linux, so it is only passed on). Read as data, it is the file's bytes.
    open func registerFileRepresentation(
        forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = [],
        visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?) {
        register(Representation(typeIdentifier: typeIdentifier, visibility: visibility, fileOptions: fileOptions,
                                load: Self.contentsLoader(of: loadHandler), loadFile: loadHandler))
    }

    /// Offers `object` under each identifier it can write.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        let box = UncheckedSendableBox(object)
        for typeIdentifier in object.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: visibility) { completion in
                box.value.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// Offers an object of `aClass` made later by `loadHandler`, under each identifier of the class.
    open func registerObject(
        ofClass aClass: any NSItemProviderWriting.Type, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable ((any NSItemProviderWriting)?, (any Error)?) -> Void)
            -> Progress?) {
        for typeIdentifier in aClass.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: visibility) { completion in
                loadHandler { object, error in
                    guard let object else { return completion(nil, error ?? Self.error(.itemUnavailableError)) }
                    _ = object.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completion)
                }
            }
        }
    }

    // MARK: Asking

    /// Whether a representation is, or conforms to, `typeIdentifier` ("public.file-url" conforms to "public.url").
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Whether a representation registered with all of `fileOptions` is, or conforms to, `typeIdentifier`.
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String,
                                          fileOptions: NSItemProviderFileOptions = []) -> Bool {
        representation(conformingTo: typeIdentifier, fileOptions: fileOptions) != nil
    }

    /// Whether an object of `aClass` can be made from one of the representations.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains(where: hasItemConformingToTypeIdentifier)
    }

    // MARK: Loading

    /// Loads the bytes of the representation `typeIdentifier` (or one conforming to it), off the main thread.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            Self.loadQueue.async { completionHandler(nil, Self.error(.unavailableCoercionError)) }
            return progress
        }
        Self.loadQueue.async {
            let once = CompletionOnce<Data>(completionHandler)
            _ = representation.load { data, error in
                once.call(data, data == nil ? (error ?? Self.error(.itemUnavailableError)) : nil)
                progress.completedUnitCount = 1
            }
        }
        return progress
    }

    /// Loads the representation `typeIdentifier` (or one conforming to it) as a file: `completionHandler` gets a
    /// temporary copy (a data representation written out), which is deleted when the handler returns, as on iOS.
    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        loadFile(typeIdentifier, inPlace: false) { url, _, error in completionHandler(url, error) }
    }

    /// Loads the representation `typeIdentifier` as a file, the original one when it was registered with
    /// `.openInPlace` (the handler's Bool is then true), else a temporary copy deleted when the handler returns.
    @discardableResult
    open func loadInPlaceFileRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress {
        loadFile(typeIdentifier, inPlace: true, completionHandler: completionHandler)
    }

    /// Loads an object of `aClass` from the first representation the class can read.
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void)
        -> Progress {
        guard let typeIdentifier = aClass.readableTypeIdentifiersForItemProvider
            .first(where: hasItemConformingToTypeIdentifier),
              let representation = representation(conformingTo: typeIdentifier) else {
            let progress = Progress(totalUnitCount: 1)
            Self.loadQueue.async { completionHandler(nil, Self.error(.unavailableCoercionError)) }
            return progress
        }
        return loadDataRepresentation(forTypeIdentifier: representation.typeIdentifier) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do {
                completionHandler(try aClass.object(withItemProviderData: data,
                                                    typeIdentifier: representation.typeIdentifier), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// Loads a `T` (`String.self`, `URL.self`, `UIImage.self`), as Foundation's Swift overlay offers it.
    @discardableResult
    public func loadObject<T: NSItemProviderReading>(ofClass aClass: T.Type,
                                                     completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void)
        -> Progress {
        let anyClass: any NSItemProviderReading.Type = aClass
        return loadObject(ofClass: anyClass) { object, error in
            guard let object else { return completionHandler(nil, error) }
            guard let value = object as? T else { return completionHandler(nil, Self.error(.unexpectedValueClassError)) }
            completionHandler(value, nil)
        }
    }

    // MARK: Internals

    /// The representations other applications may have (not `.ownProcess`).
    var publicTypeIdentifiers: [String] {
        lock.withLock { representations.filter { $0.visibility != .ownProcess }.map(\.typeIdentifier) }
    }

    /// The representation `typeIdentifier`, else the first one conforming to it, among those registered with all
    /// of `fileOptions`.
    func representation(conformingTo typeIdentifier: String,
                        fileOptions: NSItemProviderFileOptions = []) -> Representation? {
        lock.withLock {
            let candidates = representations.filter { $0.fileOptions.isSuperset(of: fileOptions) }
            return candidates.first { $0.typeIdentifier == typeIdentifier }
                ?? candidates.first { TypeIdentifiers.identifier($0.typeIdentifier, conformsTo: typeIdentifier) }
        }
    }

    static func error(_ code: ErrorCode) -> NSError { NSError(domain: NSItemProviderErrorDomain, code: code.rawValue) }

    /// Loads run here, one at a time, so that load handlers (often written for iOS's serial behaviour) need no
    /// locking of their own.
    static let loadQueue = DispatchQueue(label: "NSItemProvider.load")
}

/// Calls a completion handler at most once: a load handler that answers twice is taken at its first word.
final class CompletionOnce<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var handler: (@Sendable (Value?, (any Error)?) -> Void)?

    init(_ handler: @escaping @Sendable (Value?, (any Error)?) -> Void) { self.handler = handler }

    func call(_ value: Value?, _ error: (any Error)?) {
        let handler = lock.withLock { () -> (@Sendable (Value?, (any Error)?) -> Void)? in
            defer { self.handler = nil }
            return self.handler
        }
        handler?(value, error)
    }
}

/// A value handed across threads whose owner promises it is only read there (an object registered with a
/// provider, read by its load handler).
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
