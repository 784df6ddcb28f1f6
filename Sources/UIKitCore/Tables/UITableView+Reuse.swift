import Foundation

/// Registration and reuse: a registered class or nib per identifier, a pile of idle cells per identifier, and
/// dequeueing that takes from the pile before making a new one (TV-1, TV-8, TV-10).
extension UITableView {
    func registerInCode(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellRegistrations[identifier] = nil
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            return UIKitLog.error("UITableView: \(cellClass) registered for '\(identifier)' is not a UITableViewCell subclass; ignored")
        }
        cellRegistrations[identifier] = .cellClass(type)
    }

    func registerInCode(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = nib.map { .nib($0) }
    }

    /// A storyboard table's prototype cell, made by `make` for each new cell the identifier needs.
    func registerPrototype(forCellReuseIdentifier identifier: String, make: @escaping @MainActor () -> UITableViewCell?) {
        cellRegistrations[identifier] = .prototype(make)
    }

    func registerInCode(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            headerFooterRegistrations[identifier] = nil
            return
        }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            return UIKitLog.error("UITableView: \(aClass) registered for '\(identifier)' is not a UITableViewHeaderFooterView subclass; ignored")
        }
        headerFooterRegistrations[identifier] = .headerFooterClass(type)
    }

    func registerInCode(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistrations[identifier] = nib.map { .nib($0) }
    }

    func dequeueReusableCellInCode(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return cell
        }
        if var pile = reusableCells[identifier], let cell = pile.popLast() {
            reusableCells[identifier] = pile
            cell.prepareForReuse()
            return cell
        }
        guard let registration = cellRegistrations[identifier] else { return nil }
        return makeRegisteredCell(registration, identifier: identifier)
    }

    func dequeueReusableCellInCode(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell: UITableViewCell
        if let reused = dequeueReusableCell(withIdentifier: identifier) {
            cell = reused
        } else {
            UIKitLog.error("UITableView: unable to dequeue a cell with identifier \(identifier) - must register a nib or "
                           + "a class for the identifier or connect a prototype cell in a storyboard; using a plain cell")
            cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
            cellsCreated += 1
        }
        ensureModel()
        let height = model.contains(indexPath) ? model.span(of: model.rowIndex(indexPath)).height : UITableView.defaultRowHeight
        cell.frame = CGRect(x: rowInset, y: cell.frame.minY, width: rowWidth, height: height)
        return cell
    }

    func dequeueReusableHeaderFooterViewInCode(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var pile = reusableHeaderFooters[identifier], let view = pile.popLast() {
            reusableHeaderFooters[identifier] = pile
            view.prepareForReuse()
            return view
        }
        switch headerFooterRegistrations[identifier] {
        case .headerFooterClass(let type):
            return type.init(registeredReuseIdentifier: identifier)
        case .nib(let nib):
            let objects = nib.instantiate(withOwner: nil)
            guard objects.count == 1, let view = objects.first as? UITableViewHeaderFooterView else {
                UIKitLog.error("UITableView: the nib registered for header/footer '\(identifier)' must contain exactly one "
                               + "top-level object, a UITableViewHeaderFooterView")
                return nil
            }
            return view
        case .cellClass, .prototype, nil:
            return nil
        }
    }

    private func makeRegisteredCell(_ registration: TableViewRegistration, identifier: String) -> UITableViewCell? {
        switch registration {
        case .cellClass(let type):
            cellsCreated += 1
            return type.init(registeredReuseIdentifier: identifier)
        case .nib(let nib):
            // TV-10: exactly one top-level object, a cell; anything else is UIKit's exception, a log line here.
            let objects = nib.instantiate(withOwner: nil)
            guard objects.count == 1, let cell = objects.first as? UITableViewCell else {
                UIKitLog.error("UITableView: invalid nib registered for identifier (\(identifier)) - nib must contain exactly "
                               + "one top level object which must be a UITableViewCell instance")
                return nil
            }
            if cell.reuseIdentifier == nil { cell.reuseIdentifier = identifier }
            cellsCreated += 1
            return cell
        case .prototype(let make):
            guard let cell = make() else { return nil }
            cell.reuseIdentifier = identifier
            cellsCreated += 1
            return cell
        case .headerFooterClass:
            return nil
        }
    }

    /// Puts a cell that left the screen on its identifier's pile (hidden, still a subview, so taking it back
    /// costs no hierarchy change); a cell without an identifier is dropped.
    func recycle(_ cell: UITableViewCell) {
        cell.isHidden = true
        cell.setHighlighted(false, animated: false)
        guard let identifier = cell.reuseIdentifier else {
            cell.removeFromSuperview()
            return
        }
        reusableCells[identifier, default: []].append(cell)
    }

    func recycle(headerFooter view: UIView) {
        view.isHidden = true
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            reusableHeaderFooters[identifier, default: []].append(reusable)
        } else {
            view.removeFromSuperview()
        }
    }

    /// The data source's cell for a row, checked: a cell already showing another row is refused (UIKit raises),
    /// and a fresh plain cell stands in.
    func makeCell(at indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let cell = cellFromDataSource(dataSource, at: indexPath)
        if let shownAt = visibleRows.first(where: { $0.value === cell })?.key, shownAt != indexPath {
            UIKitLog.error("UITableView: the data source returned for row \(describe(indexPath)) the cell already showing row "
                           + "\(describe(shownAt)); cells must come from dequeueReusableCell(withIdentifier:for:). Using a blank cell")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        if cell.superview !== self { addSubview(cell) }
        cell.isHidden = false
        return cell
    }
}
