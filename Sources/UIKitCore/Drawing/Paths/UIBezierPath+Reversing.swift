extension UIBezierPath {
    /// Each subpath traced from its end to its start; closed subpaths stay closed.
    static func reversedElements(_ elements: [PathElement]) -> [PathElement] {
        struct Segment { var element: PathElement; var from: CGPoint }
        var result: [PathElement] = []
        var segments: [Segment] = []
        var start = CGPoint.zero, pen = CGPoint.zero, closed = false
        func flush() {
            guard !segments.isEmpty || closed else { return }
            result.append(.move(pen))
            for s in segments.reversed() {
                switch s.element {
                case .line: result.append(.line(s.from))
                case .quad(let c, _): result.append(.quad(c, s.from))
                case .curve(let c1, let c2, _): result.append(.curve(c2, c1, s.from))
                default: break
                }
            }
            if closed { result.append(.close) }
            segments = []
            closed = false
        }
        for element in elements {
            switch element {
            case .move(let p): flush(); start = p; pen = p
            case .line(let p), .quad(_, let p), .curve(_, _, let p):
                segments.append(Segment(element: element, from: pen)); pen = p
            case .close:
                closed = true
                flush()
                pen = start
            }
        }
        flush()
        return result
    }
}
