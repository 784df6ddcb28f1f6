import Dispatch
import Foundation

/// Shaping a long text's paragraphs on two cores before placing their lines.
///
/// Pango and HarfBuzz take most of the time of laying out a long text, and in a plain column of one width a
/// paragraph's lines do not depend on where it lands: each paragraph is one Pango layout at the column's width.
/// So the calling thread reads the paragraphs from the text storage (attributes, fonts and colours are the
/// storage's, read where it is used) and queues each for shaping as soon as it is read; a helper thread starts
/// shaping from the queue at once, and the calling thread joins it when everything is read. Then the lines are
/// placed one under the other in order on the calling thread, as without the helper. The helper lays out with a
/// Pango font map of its own (`TextFontMap`, kept from one layout to the next for the main thread): Pango's
/// objects are not used by two threads at a time, and the helper's layouts are handed over only when it is done. The same fonts and settings give the same glyphs and
/// line breaks on either thread.
///
/// A paragraph that lands elsewhere than predicted (split across containers) is laid out again where it lands.
/// Around exclusion paths, in containers of different widths, in containers that may fill up before the text
/// ends (shaping the rest would be wasted) and in short texts, everything is shaped on the calling thread.
extension TextKitTypesetter {
    /// Texts shorter than this (in UTF-16 code units) are shaped on the calling thread alone: a helper's start
    /// and its fonts cost more than it saves.
    static let concurrentShapingThreshold = 4_096

    /// The paragraphs read and, where their first line's region is known in advance, shaped; by their start.
    /// Empty when shaping ahead does not apply.
    func shapeParagraphsAhead() -> [Int: PreparedParagraph] {
        guard manager.shapesParagraphsConcurrently, units.count >= Self.concurrentShapingThreshold,
              ProcessInfo.processInfo.activeProcessorCount > 1, let first = containers.first, let last = containers.last,
              first.size.width > 0, first.size.height > 0,
              last.size.height >= CGFloat.greatestFiniteMagnitude / 2, last.maximumNumberOfLines == 0,
              containers.allSatisfy({
                  $0.isSimpleRectangularTextContainer && $0.size.width == first.size.width
                      && $0.lineFragmentPadding == first.lineFragmentPadding
              }) else { return [:] }
        let queue = ShapingQueue()
        // The main thread waits below for everything the helper took: the helpers' shared map is free then.
        let sharedMap = Thread.isMainThread ? TextFontMap.mainThreadHelpers : nil
        DispatchQueue.global(qos: .userInitiated).async {
            var fontMap = sharedMap
            while let (index, request) = queue.next() {
                if fontMap == nil { fontMap = TextFontMap() }
                queue.finish(index, request.make(fontMap: fontMap))
            }
        }
        var paragraphs: [PreparedParagraph] = []
        var shapedParagraphs: [(paragraph: Int, measure: Region.Measure)] = []
        var start = 0
        while start < units.count {
            let (range, breakLength) = paragraph(from: start)
            let prepared = prepareParagraph(range)
            // Where its first line goes at the top of a column: the same region anywhere down a plain column.
            if let run = prepared.runs.runs.first {
                let estimate = lineHeight(natural: naturalLineHeight(run.attributes), prepared.style)
                if let region = freeRegion(in: first, top: 0, height: estimate, at: range.lowerBound,
                                           style: prepared.style, firstLine: true, from: nil) {
                    queue.add(layoutRequest(range, of: prepared, region: region,
                                            wraps: prepared.style.lineBreakMode != .byClipping, breaksLongWords: true))
                    shapedParagraphs.append((paragraphs.count, region.measure))
                }
            }
            paragraphs.append(prepared)
            start = range.upperBound + breakLength
        }
        queue.close()
        // The calling thread shapes what the helper has not taken, then waits for what it is shaping.
        while let (index, request) = queue.next() { queue.finish(index, request.make()) }
        let shaped = queue.results()
        for (index, paragraph) in shapedParagraphs.enumerated() {
            paragraphs[paragraph.paragraph].shaped = (paragraph.measure, shaped[index].layout, shaped[index].lines)
        }
        return Dictionary(uniqueKeysWithValues: paragraphs.map { ($0.range.lowerBound, $0) })
    }
}

/// The paragraphs waiting to be shaped, and the layouts made of them, shared by the calling thread and the helper.
private final class ShapingQueue: @unchecked Sendable {
    // @unchecked: every field is touched under `condition`'s lock. A layout is used by one thread at a time: made
    // by one, then kept by the calling thread once no thread is shaping.
    private let condition = NSCondition()
    private var requests: [TextLayoutRequest] = []
    private var layouts: [(layout: TextLayout, lines: [TextLine])?] = []
    private var taken = 0
    /// Requests taken and not finished yet.
    private var shaping = 0
    /// No more requests come: `next()` returns nil once the queue is empty instead of waiting.
    private var closed = false

    func add(_ request: TextLayoutRequest) {
        condition.lock()
        requests.append(request)
        layouts.append(nil)
        condition.signal()
        condition.unlock()
    }

    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next request nobody has taken, waiting for one while the queue is open; nil once it is closed and empty.
    func next() -> (Int, TextLayoutRequest)? {
        condition.lock()
        defer { condition.unlock() }
        while taken == requests.count, !closed { condition.wait() }
        guard taken < requests.count else { return nil }
        taken += 1
        shaping += 1
        return (taken - 1, requests[taken - 1])
    }

    /// Stores a request's layout and lines (Pango lays the paragraph out when its lines are first asked for).
    func finish(_ index: Int, _ layout: TextLayout) {
        let lines = layout.lines
        condition.lock()
        layouts[index] = (layout, lines)
        shaping -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Every request's layout, once the queue is closed and empty: waits for the requests still being shaped. A
    /// helper that has not started by then finds the queue empty and takes nothing.
    func results() -> [(layout: TextLayout, lines: [TextLine])] {
        condition.lock()
        defer { condition.unlock() }
        while shaping > 0 { condition.wait() }
        return layouts.map { $0! }
    }
}
