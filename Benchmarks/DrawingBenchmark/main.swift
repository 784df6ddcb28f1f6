// Measures a full 1280x800 UI-like repaint (background gradient, a toolbar gradient, 200 rounded rectangles with
// fill and stroke, 50 text labels) against a plain fill of the same bitmap, in the same run, so the ratio holds on
// any machine. Run a release build: swift run -c release DrawingBenchmark [iterations]
import UIKitCore

let width = 1280, height = 800
let iterations = CommandLine.arguments.count > 1 ? max(Int(CommandLine.arguments[1]) ?? 60, 5) : 60

/// The median of `iterations` timed runs of `body`, in milliseconds, after a few warm-up runs.
func medianMilliseconds(_ body: () -> Void) -> Double {
    for _ in 0..<3 { body() }
    var samples: [Double] = []
    for _ in 0..<iterations {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    samples.sort()
    return samples[samples.count / 2]
}

// swiftlint:disable:next force_try
let context = try! CGContext(pixelWidth: width, pixelHeight: height, flipped: true)
let bounds = CGRect(x: 0, y: 0, width: width, height: height)

/// The baseline: one opaque fill of every pixel. The grey changes each time so nothing can be skipped.
nonisolated(unsafe) var fillCount = 0
@MainActor func plainFill() {
    fillCount += 1
    context.setFillColor(CGColor(gray: 0.9 + CGFloat(fillCount % 2) * 0.05, alpha: 1))
    context.fill(bounds)
    _ = context.data?.load(fromByteOffset: (width * height / 2) * 4, as: UInt32.self)
}

let background = CGGradient(colorsSpace: nil, colors: [CGColor(red: 0.93, green: 0.95, blue: 1, alpha: 1),
                                                       CGColor(red: 0.80, green: 0.85, blue: 0.95, alpha: 1)],
                            locations: nil)!
let toolbar = CGGradient(colorsSpace: nil, colors: [CGColor(gray: 0.98, alpha: 1), CGColor(gray: 0.85, alpha: 1)],
                         locations: nil)!
let cards: [(CGRect, UIColor)] = (0..<200).map { i in
    let column = i % 20, row = i / 20
    let rect = CGRect(x: 8 + CGFloat(column) * 63, y: 72 + CGFloat(row) * 72, width: 55, height: 60)
    return (rect, UIColor(hue: CGFloat(i) / 200, saturation: 0.5, brightness: 0.9, alpha: 0.85))
}
let labelAttributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14),
                                                      .foregroundColor: UIColor.black]
let labels: [(String, CGPoint)] = (0..<50).map { i in
    ("Label number \(i) — Größe ✓", CGPoint(x: 10 + CGFloat(i % 5) * 250, y: 12 + CGFloat(i / 5) * 78 + 40))
}

@MainActor func uiFrame() {
    context.drawLinearGradient(background, start: .zero, end: CGPoint(x: 0, y: height),
                               options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    context.drawLinearGradient(toolbar, start: .zero, end: CGPoint(x: 0, y: 64), options: [])
    UIGraphicsPushContext(context)
    UIColor(white: 0.5, alpha: 1).setStroke()
    for (rect, colour) in cards {
        colour.setFill()
        let path = UIBezierPath(roundedRect: rect, cornerRadius: 8)
        path.fill()
        path.stroke()
    }
    for (text, point) in labels { text.draw(at: point, withAttributes: labelAttributes) }
    UIGraphicsPopContext()
}

let fill = medianMilliseconds { MainActor.assumeIsolated { plainFill() } }
let frame = medianMilliseconds { MainActor.assumeIsolated { uiFrame() } }
print(String(format: "plain fill %dx%d:        %7.3f ms (median of %d)", width, height, fill, iterations))
print(String(format: "UI-like repaint %dx%d:   %7.3f ms (median of %d)", width, height, frame, iterations))
print(String(format: "repaint / plain fill:         %7.1fx", frame / fill))
if CommandLine.arguments.contains("--png"), let image = context.makeImage(), let data = UIImage(cgImage: image).pngData() {
    try? data.write(to: URL(fileURLWithPath: "/tmp/drawing-benchmark.png"))
}
