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

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    func child(_ name: String, key: String? = nil) -> NibElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    func children(_ name: String) -> [NibElement] { children.filter { $0.name == name } }

    /// Parses a whole document; a malformed one throws a `ResourceError` naming the file and line.
    static func parseDocument(_ data: Data, path: String) throws -> NibElement {
        let builder = Builder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        let parsed = parser.parse()
        if let mismatch = builder.mismatch {
            throw ResourceError(path: path, line: mismatch.line, message: mismatch.message)
        }
        if !parsed || builder.root == nil || !builder.stack.isEmpty {
            let message = parser.parserError.map { "malformed XML (\(($0 as NSError).localizedDescription))" }
                ?? "no root element"
            throw ResourceError(path: path, line: max(parser.lineNumber, 1), message: message)
        }
        return builder.root!
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: NibElement?
        var stack: [NibElement] = []
        /// libxml2 on Linux recovers from mismatched end tags; a nib must not load half-read.
        var mismatch: (line: Int, message: String)?

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
