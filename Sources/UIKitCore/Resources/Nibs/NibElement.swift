import FoundationXML

/// One XML element of a `.xib` file, with the line it starts on for error messages.
final class NibElement {
    let name: String
    let attributes: [String: String]
    let line: Int
    fileprivate(set) var children: [NibElement] = []
    /// The element's character data (`<string key="text">Two\nlines</string>`).
    fileprivate(set) var text = ""

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    /// Releasing a parent releases its children from inside its own deinit, one stack frame per level: a file of
    /// 30,000 nested elements would overflow the stack. The children are moved to a worklist instead, and each
    /// element no one else holds gives up its own children there before it goes, so every deinit stays shallow.
    deinit {
        var worklist = children
        children.removeAll()
        while var element = worklist.popLast() {
            guard isKnownUniquelyReferenced(&element) else { continue }
            worklist.append(contentsOf: element.children)
            element.children.removeAll()
        }
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// An integer attribute, written as Interface Builder does (`7`) or as any number Int holds exactly (`7.0`,
    /// `1e3`); `nil` when absent or not such a number (`1e308`, `nan`, `2.5`), which `Int(_:)` would trap on.
    func integer(_ attribute: String) -> Int? {
        guard let raw = attributes[attribute] else { return nil }
        return Int(raw) ?? Double(raw).flatMap { Int(exactly: $0) }
    }

    func child(_ name: String, key: String? = nil) -> NibElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    func children(_ name: String) -> [NibElement] { children.filter { $0.name == name } }

    /// Every element named `name` below this one, in document order (walked with a stack, as files nest deeply).
    func descendants(_ name: String) -> [NibElement] {
        var found: [NibElement] = []
        var pending = Array(children.reversed())
        while let element = pending.popLast() {
            if element.name == name { found.append(element) }
            pending.append(contentsOf: element.children.reversed())
        }
        return found
    }

    /// Parses a whole document; a malformed one throws a `ResourceError` naming the file and line.
    static func parseDocument(_ data: Data, path: String) throws -> NibElement {
        // Foundation's XMLParser traps on an element name that is not UTF-8 (libxml2 passes it on while
        // recovering), and Interface Builder writes nothing but UTF-8: check the encoding first.
        if let line = firstLineNotUTF8(data) {
            throw ResourceError(path: path, line: line, message: "not UTF-8 text (Interface Builder files are UTF-8)")
        }
        let builder = Builder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        let parsed = parser.parse()
        if let mismatch = builder.mismatch {
            throw ResourceError(path: path, line: mismatch.line, message: mismatch.message)
        }
        // libxml2 reports errors it recovers from and may still finish: any error fails the document.
        if !parsed || builder.firstError != nil || builder.root == nil || !builder.stack.isEmpty {
            let message = (builder.firstError ?? parser.parserError).map { error in
                let code = (error as NSError).code // libxml2's xmlParserErrors
                return "malformed XML (\(libxml2Errors[code] ?? "libxml2 error \(code)"))"
            } ?? "no root element"
            throw ResourceError(path: path, line: max(builder.firstErrorLine ?? parser.lineNumber, 1), message: message)
        }
        return builder.root!
    }

    /// The line of the first byte sequence that is not UTF-8, or `nil` when all of it is.
    private static func firstLineNotUTF8(_ data: Data) -> Int? {
        var line = 1
        var decoder = UTF8()
        var bytes = data.makeIterator()
        while true {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }

    /// The libxml2 errors a hand-edited Interface Builder file most often has, in words.
    private static let libxml2Errors = [
        4: "an empty document", 5: "the document ends before its elements are closed",
        41: "an attribute without a value", 65: "attributes not separated by a space",
        73: "a tag without its closing '>'", 76: "an end tag that does not close the open element",
        77: "an element left open",
    ]

    private final class Builder: NSObject, XMLParserDelegate {
        var root: NibElement?
        var stack: [NibElement] = []
        /// libxml2 on Linux recovers from mismatched end tags; a nib must not load half-read.
        var mismatch: (line: Int, message: String)?
        /// The first error libxml2 reports and the line it was reading then: where a mismatched end tag is, rather
        /// than where parsing stopped after recovering from it.
        var firstError: Error?
        var firstErrorLine: Int?

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            guard firstError == nil else { return }
            firstError = parseError
            firstErrorLine = parser.lineNumber
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String]) {
            let element = NibElement(name: elementName, attributes: attributes, line: parser.lineNumber)
            if let parent = stack.last { parent.children.append(element) } else { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            guard let open = stack.popLast(), open.name == elementName else {
                mismatch = (parser.lineNumber, "</\(elementName)> does not close <\(stack.last?.name ?? "")> from line \(stack.last?.line ?? 0)")
                parser.abortParsing()
                return
            }
        }
    }
}
