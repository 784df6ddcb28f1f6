import Foundation

/// How a table makes a view for a reuse identifier: from a registered class or from a nib.
enum TableViewRegistration {
    case cellClass(UITableViewCell.Type)
    case headerFooterClass(UITableViewHeaderFooterView.Type)
    case nib(UINib)
}
