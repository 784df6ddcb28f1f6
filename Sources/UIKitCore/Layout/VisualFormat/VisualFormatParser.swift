/// Reads the visual format language (AL-14..AL-17): `H:|-(20)-[button(>=80@750)]-[label(==button)]-|`.
///
/// `|` is the superview; `[name(predicates)]` a view of `views:` with predicates on its length along the string's
/// axis; between them a connection: nothing (flush), `-` (the standard spacing: 8 points between views, the
/// superview's margin next to `|`), or `-predicates-`. A predicate is an optional relation (`==`, `<=`, `>=`), a
/// number, a metric or (in a view) another view's name, and an optional `@priority`.
struct VisualFormatParser {
    /// One relation of a predicate list.
    struct Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority = UILayoutPriority.required
    }

    /// What joins two elements.
    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    /// A view of the string with its own predicates.
    struct Element {
        let view: UIView
        let predicates: [Predicate]
    }

    let format: String
    private let characters: [Character]
    private var index = 0
    private let metrics: [String: Any]
    private let views: [String: Any]

    var isVertical = false
    var leadingConnection: Connection?
    var trailingConnection: Connection?
    var elements: [Element] = []
    /// The connection before each element after the first.
    var connections: [Connection] = []

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        characters = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
    }

    /// Parses the whole string; the error says what was expected where.
    mutating func parse() throws(VisualFormatError) {
        if characters.count >= 2, characters[1] == ":", characters[0] == "H" || characters[0] == "V" {
            isVertical = characters[0] == "V"
            index = 2
        }
        if peek == "|" {
            index += 1
            leadingConnection = try connection()
        }
        elements.append(try element())
        while index < characters.count, peek != "|" {
            connections.append(try connection())
            if peek == "|" {
                trailingConnection = connections.removeLast()
                break
            }
            elements.append(try element())
        }
        if peek == "|" {
            if trailingConnection == nil { trailingConnection = .flush }
            index += 1
        }
        guard index == characters.count else { throw failure("the end of the format") }
    }

    // MARK: Grammar

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private func failure(_ expected: String) -> VisualFormatError {
        VisualFormatError(format: format, position: index, expected: expected)
    }

    private mutating func connection() throws(VisualFormatError) -> Connection {
        guard peek == "-" else { return .flush }
        index += 1
        if peek == "[" || peek == "|" { return .standard }
        let list: [Predicate]
        if peek == "(" {
            list = try predicateList(allowingViews: false)
        } else {
            list = [Predicate(constant: try number())]
        }
        guard peek == "-" else { throw failure("'-' after a spacing") }
        index += 1
        return .predicates(list)
    }

    private mutating func element() throws(VisualFormatError) -> Element {
        guard peek == "[" else { throw failure("'[' and a view name") }
        index += 1
        let name = identifier()
        guard let view = views[name] as? UIView else { throw failure("a view named in views: (got '\(name)')") }
        let predicates = peek == "(" ? try predicateList(allowingViews: true) : []
        guard peek == "]" else { throw failure("']'") }
        index += 1
        return Element(view: view, predicates: predicates)
    }

    private mutating func predicateList(allowingViews: Bool) throws(VisualFormatError) -> [Predicate] {
        index += 1 // "("
        var list: [Predicate] = []
        repeat {
            if peek == "," { index += 1 }
            var predicate = Predicate()
            if index + 1 < characters.count, "=<>".contains(characters[index]), characters[index + 1] == "=" {
                predicate.relation = switch characters[index] {
                case "<": .lessThanOrEqual
                case ">": .greaterThanOrEqual
                default: .equal
                }
                index += 2
            }
            if allowingViews, let letter = peek, letter.isLetter || letter == "_", metrics[peekIdentifier] == nil {
                let name = identifier()
                guard let other = views[name] as? UIView else { throw failure("a view named in views: (got '\(name)')") }
                predicate.view = other
            } else {
                predicate.constant = try number()
            }
            if peek == "@" {
                index += 1
                predicate.priority = UILayoutPriority(Float(try number()))
            }
            list.append(predicate)
        } while peek == ","
        guard peek == ")" else { throw failure("')'") }
        index += 1
        return list
    }

    private var peekIdentifier: String {
        var end = index
        while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" {
            end += 1
        }
        return String(characters[index..<end])
    }

    private mutating func identifier() -> String {
        let name = peekIdentifier
        index += name.count
        return name
    }

    /// A number, or the value of a metric.
    private mutating func number() throws(VisualFormatError) -> CGFloat {
        if let first = peek, first.isLetter || first == "_" {
            let name = identifier()
            guard let value = Self.value(of: metrics[name]) else { throw failure("a metric named in metrics: (got '\(name)')") }
            return value
        }
        let start = index
        if peek == "-" || peek == "+" { index += 1 }
        while let digit = peek, digit.isNumber || digit == "." { index += 1 }
        guard let value = Double(String(characters[start..<index])), value.isFinite else { throw failure("a number") }
        return CGFloat(value)
    }

    private static func value(of metric: Any?) -> CGFloat? {
        switch metric {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}
