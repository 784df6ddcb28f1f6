import Foundation

/// UIKit's index-path vocabulary: a two-index path whose first index is the section and second the item (or row).
extension IndexPath {
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    public var section: Int {
        get { count > 0 ? self[0] : NSNotFound }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue]) } }
    }
    public var item: Int {
        get { count > 1 ? self[1] : NSNotFound }
        set { if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [section, newValue]) } }
    }
    public var row: Int {
        get { item }
        set { item = newValue }
    }
}
