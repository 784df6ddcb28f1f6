import Foundation
@testable import UIKitCore

/// A data source and delegate over a model of row titles per section, logging every question and event it hears
/// (heights and cells with their index paths), with knobs for heights and answers.
@MainActor final class TableTestSource: UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching {
    var sections: [[String]]
    var log: [String] = []
    var fixedHeight: CGFloat?
    var headerTitles: [String?] = []
    var style: UITableViewCell.CellStyle = .default
    var canMove = false
    var editingStyle: UITableViewCell.EditingStyle = .delete
    var forbidSelection: Set<IndexPath> = []
    var redirectSelection: [IndexPath: IndexPath] = [:]
    var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var prefetched: [IndexPath] = []
    var cancelled: [IndexPath] = []
    var commits: [(UITableViewCell.EditingStyle, IndexPath)] = []
    var moves: [(IndexPath, IndexPath)] = []
    /// Whether cells and heights are logged (off for long scrolls).
    var logsRows = true

    init(_ sections: [[String]]) { self.sections = sections }

    convenience init(rows: Int, sections: Int = 1) {
        self.init((0..<sections).map { s in (0..<rows).map { "\(s).\($0)" } })
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        log.append("sections")
        return sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        log.append("rows(\(section))")
        return sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if logsRows { log.append("cell\(path(indexPath))") }
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if logsRows { log.append("height\(path(indexPath))") }
        return fixedHeight ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { canMove }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        editingStyle
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        commits.append((editingStyle, indexPath))
        if editingStyle == .delete {
            sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect\(path(indexPath))")
        if forbidSelection.contains(indexPath) { return nil }
        return redirectSelection[indexPath] ?? indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect\(path(indexPath))") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect\(path(indexPath))")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect\(path(indexPath))") }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("didHighlight\(path(indexPath))") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("didUnhighlight\(path(indexPath))") }

    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailingActions?(indexPath)
    }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched += indexPaths }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled += indexPaths }

    func path(_ indexPath: IndexPath) -> String { "(\(indexPath.section),\(indexPath.row))" }

    /// The log entries that start with `prefix`.
    func entries(_ prefix: String) -> [String] { log.filter { $0.hasPrefix(prefix) } }
}

/// A launched headless window with a table at the origin over a `TableTestSource`, cells registered as "cell".
@MainActor final class TableTestRig {
    let window: UIWindow
    let input: EventSynthesizer
    let table: UITableView
    let source: TableTestSource

    init(source: TableTestSource, style: UITableView.Style = .plain, size: CGSize = CGSize(width: 320, height: 440),
         rowHeight: CGFloat? = 44, cellClass: UITableViewCell.Type = UITableViewCell.self) {
        (window, input) = EventTestEnvironment.makeWindow(size: CGSize(width: max(size.width, 400), height: max(size.height, 400)))
        self.source = source
        table = UITableView(frame: CGRect(origin: .zero, size: size), style: style)
        if let rowHeight { table.rowHeight = rowHeight }
        table.register(cellClass, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
    }

    func tearDown() {
        _ = table.resignFirstResponder()
        window.isHidden = true
    }

    /// The rows whose cells are on screen, with the text each shows.
    var shownTexts: [String] { table.visibleCells.compactMap { $0.textLabel?.text } }

    func scroll(toY y: CGFloat) {
        table.contentOffset = CGPoint(x: 0, y: y)
        table.layoutIfNeeded()
    }

    /// A point in the window over the row's middle.
    func point(_ indexPath: IndexPath) -> CGPoint {
        let rect = table.rectForRow(at: indexPath)
        return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: window)
    }

    func click(_ indexPath: IndexPath, modifiers: [UIKeyboardHIDUsage] = []) {
        for key in modifiers { input.keyDown(key, characters: "") }
        input.click(at: point(indexPath))
        for key in modifiers.reversed() { input.keyUp(key, characters: "") }
    }

    func key(_ code: UIKeyboardHIDUsage, shift: Bool = false) {
        if shift { input.keyDown(.keyboardLeftShift, characters: "", modifiers: .shift) }
        input.key(code, characters: "", modifiers: shift ? .shift : [])
        if shift { input.keyUp(.keyboardLeftShift, characters: "") }
    }
}

/// The table's and index paths' log lines while `body` runs. The sink is locked: suites that are not on the main
/// actor log from other threads meanwhile (their lines are not kept).
@MainActor func captureTableLog(_ body: () -> Void) -> [String] {
    final class Lines: @unchecked Sendable {
        let lock = NSLock()
        var lines: [String] = []
        func add(_ line: String) {
            guard line.hasPrefix("UIKit: UITableView") || line.hasPrefix("UIKit: IndexPath") else { return }
            lock.lock()
            lines.append(line)
            lock.unlock()
        }
    }
    let saved = UIKitLog.sink
    let collected = Lines()
    UIKitLog.sink = { line in collected.add(line) }
    body()
    UIKitLog.sink = saved
    collected.lock.lock()
    defer { collected.lock.unlock() }
    return collected.lines
}
