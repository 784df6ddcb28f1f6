import Foundation

/// UIKit's additions to `IndexPath` (Foundation on Linux lacks them): a table row or a collection item is the
/// path `[section, row]` / `[section, item]`.
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The first index; a path with fewer than two indexes has no section (logged, 0).
    public var section: Int {
        get { count >= 2 ? self[0] : Self.missing("section") }
        set { if count >= 2 { self[0] = newValue } else { Self.refused("section") } }
    }
    public var row: Int {
        get { count >= 2 ? self[1] : Self.missing("row") }
        set { if count >= 2 { self[1] = newValue } else { Self.refused("row") } }
    }
    public var item: Int {
        get { count >= 2 ? self[1] : Self.missing("item") }
        set { if count >= 2 { self[1] = newValue } else { Self.refused("item") } }
    }

    private static func missing(_ name: String) -> Int {
        UIKitLog.error("IndexPath: \(name) asked of a path with fewer than two indexes; 0")
        return 0
    }

    private static func refused(_ name: String) {
        UIKitLog.error("IndexPath: \(name) set on a path with fewer than two indexes; ignored")
    }
}
