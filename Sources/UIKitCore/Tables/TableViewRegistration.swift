import Foundation

/// How a table makes a view for a reuse identifier: from a registered class, from a nib, or from a storyboard's
/// prototype cell (a new instance of the `<tableViewCell>` element each time).
enum TableViewRegistration {
    case cellClass(UITableViewCell.Type)
    case headerFooterClass(UITableViewHeaderFooterView.Type)
    case nib(UINib)
    case prototype(@MainActor () -> UITableViewCell?)
}
