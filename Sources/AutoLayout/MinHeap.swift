/// A binary min-heap of 64-bit keys: the simplex's queue of entering candidates (keyed by symbol, for Bland's rule)
/// and the expansion's queue of rows (keyed by rank, deepest first).
struct MinHeap {
    private var keys: [UInt64] = []

    var minimum: UInt64? { keys.first }

    mutating func push(_ key: UInt64) {
        keys.append(key)
        var child = keys.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if keys[parent] <= key { break }
            keys[child] = keys[parent]
            child = parent
        }
        keys[child] = key
    }

    @discardableResult
    mutating func pop() -> UInt64? {
        guard let top = keys.first else { return nil }
        let last = keys.removeLast()
        if keys.isEmpty { return top }
        var parent = 0
        let count = keys.count
        while true {
            var child = 2 * parent + 1
            if child >= count { break }
            if child + 1 < count && keys[child + 1] < keys[child] { child += 1 }
            if last <= keys[child] { break }
            keys[parent] = keys[child]
            parent = child
        }
        keys[parent] = last
        return top
    }
}
