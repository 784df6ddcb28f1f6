/// The decoded images `UIImage(named:)` shares, by bundle, name, scale and languages (R-IMG-2): a name is read and
/// decoded once, and asking again while the image is cached gives the same `CGImage`. Images nobody else holds any
/// more are dropped once the cache holds more than `budget`, least recently used first, as UIKit's cache lets
/// them go under memory pressure; an image the app still holds stays, so it keeps its identity.
final class NamedImageCache: @unchecked Sendable {
    // @unchecked: every access to the entries holds the lock.

    /// 64 MiB of decoded pixels (eight 2048 x 1024 images), which keeps an app's icons and backgrounds decoded while
    /// screens full of large images come and go.
    static let budget = 64 << 20

    struct Entry {
        var cgImage: CGImage
        let scale: CGFloat
        var lastUse: UInt64
        var byteCount: Int { cgImage.bytesPerRow * cgImage.height }
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var useCounter: UInt64 = 0

    /// The decoded bytes the cache holds, including images the app holds too.
    var retainedByteCount: Int { lock.withLock { entries.values.reduce(0) { $0 + $1.byteCount } } }

    func image(forKey key: String) -> (cgImage: CGImage, scale: CGFloat)? {
        lock.withLock {
            guard entries[key] != nil else { return nil }
            useCounter += 1
            entries[key]!.lastUse = useCounter
            return (entries[key]!.cgImage, entries[key]!.scale)
        }
    }

    /// Caches a newly decoded image and returns what the cache holds for the key: the image another thread decoded
    /// meanwhile, if one did, so that all callers share one.
    func insert(_ cgImage: CGImage, scale: CGFloat, forKey key: String) -> (cgImage: CGImage, scale: CGFloat) {
        lock.withLock {
            useCounter += 1
            if let existing = entries[key] {
                entries[key]!.lastUse = useCounter
                return (existing.cgImage, existing.scale)
            }
            entries[key] = Entry(cgImage: cgImage, scale: scale, lastUse: useCounter)
            evictUnheldImages()
            return (cgImage, scale)
        }
    }

    func removeAll() { lock.withLock { entries.removeAll() } }

    /// Least recently used first, drops images only the cache holds until the total is within the budget.
    private func evictUnheldImages() {
        var total = entries.values.reduce(0) { $0 + $1.byteCount }
        guard total > Self.budget else { return }
        for key in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }).map(\.key) {
            guard total > Self.budget else { return }
            guard let index = entries.index(forKey: key),
                  isKnownUniquelyReferenced(&entries.values[index].cgImage) else { continue }
            total -= entries.values[index].byteCount
            entries.remove(at: index)
        }
    }
}
